import Foundation
import OpenCombine

/// Renders a view on its own, at the size it takes for `proposedSize`, into a picture: Tactile's
/// display list and SVG, or the drawing calls of a `GraphicsContext` (`render(rasterizationScale:renderer:)`).
///
/// ```swift
/// let renderer = ImageRenderer(content: Badge(count: 3))
/// renderer.proposedSize = ProposedViewSize(width: 120, height: nil)
/// let svg = renderer.svg          // Tactile's picture of the view
/// ```
///
/// The content is laid out as a window's root would be, proposed `proposedSize` (its ideal size by
/// default), with its own state. Changing `content`, `proposedSize`, `scale`, `isOpaque` or
/// `colorMode`, or a change of the content's state (an `ObservableObject` it observes publishes,
/// an `@Observable` property it read changes), publishes `objectWillChange` while
/// `isObservationEnabled` is on.
///
/// There is no Core Graphics or UIKit image that holds pixels on Linux, so `cgImage` and `uiImage`
/// are not offered; `svg` is the picture (TactileSnapshotTesting's `SVGRasterizer` turns it into PNG
/// pixels at `scale`).
public final class ImageRenderer<Content: View>: ObservableObject {
    /// The publisher of the renderer's changes.
    public typealias ObjectWillChangePublisher = PassthroughSubject<Void, Never>

    /// Publishes before the picture changes: a property set, or the content's state changed.
    nonisolated(unsafe) public let objectWillChange = PassthroughSubject<Void, Never>()

    /// Whether changes publish `objectWillChange` (on by default).
    nonisolated(unsafe) public var isObservationEnabled = true

    /// The view to render.
    @MainActor public var content: Content {
        didSet {
            host = nil
            changed()
        }
    }

    /// The size proposed to the content: `unspecified` (its ideal size) by default.
    @MainActor public var proposedSize: ProposedViewSize = .unspecified { didSet { changed() } }

    /// Pixels a point, for a rasterization of `svg`: 1 by default.
    @MainActor public var scale: CGFloat = 1 { didSet { changed() } }

    /// Whether the picture is opaque: when it is, `svg` paints the window's background colour under
    /// the content, as an opaque bitmap has no transparent pixels.
    @MainActor public var isOpaque = false { didSet { changed() } }

    /// The colour space the picture blends in. *No effect on Linux*: the SVG blends in sRGB in
    /// every mode.
    @MainActor public var colorMode: ColorRenderingMode = .nonLinear { didSet { changed() } }

    /// The window the content is laid out and drawn in, kept while the content is the same.
    @MainActor private var host: ViewHost?

    /// A renderer of `view`.
    @MainActor public init(content view: Content) {
        content = view
    }

    /// The size the content takes for `proposedSize`.
    @MainActor public var size: CGSize { rendered().displayList.size }

    /// What the content draws, at its size, its top-leading corner at the origin.
    @MainActor public var displayList: DisplayList { rendered().displayList }

    /// The content as an SVG document of its size (over its background when `isOpaque`).
    @MainActor public var svg: String {
        let list = rendered().displayList
        let document = SVGWriter.write(list)
        guard isOpaque, let close = document.firstIndex(of: ">") else { return document }
        let scheme = host?.windowEnvironment.colorScheme ?? .light
        let background = BackgroundStyle.systemBackground.resolved(for: scheme)
        let fill = Path(CGRect(origin: .zero, size: list.size))
        let rect = "<path d=\"\(fill.svgPathData)\" fill=\"\(background.hexString)\"/>"
        return String(document[...close]) + rect + String(document[document.index(after: close)...])
    }

    /// Calls `renderer` with the content's size and a function that draws the content into a
    /// graphics context, its top-leading corner at the context's origin.
    ///
    /// SwiftUI hands the function a Core Graphics context, which Linux lacks; Tactile's is the
    /// `GraphicsContext` of a `Canvas` (or of `GraphicsContext/drawLayer(content:)`), so a view
    /// renders into a canvas as its drawing calls.
    ///
    /// - Parameters:
    ///   - rasterizationScale: Pixels a point of what is rasterized (kept with the picture; the
    ///     calls are drawn as vectors).
    ///   - renderer: Receives the size and the drawing function.
    @MainActor public func render(
        rasterizationScale: CGFloat = 1, renderer: (CGSize, (GraphicsContext) -> Void) -> Void
    ) {
        let list = rendered().displayList
        let symbol = GraphicsContext.ResolvedSymbol(items: list.items, size: list.size)
        renderer(list.size) { context in context.draw(symbol, in: CGRect(origin: .zero, size: list.size)) }
    }

    /// The host, laid out at the content's size for the proposal and up to date.
    @MainActor private func rendered() -> ViewHost {
        let window = proposedSize.replacingUnspecifiedDimensions(by: ViewHost.defaultSize)
        let current: ViewHost
        if let host {
            current = host
        } else {
            current = ViewHost(content, size: window)
            let renderer = WeakRenderer(value: self)
            current.onNeedsUpdate = { Task { @MainActor in renderer.value?.changed() } }
            host = current
        }
        _ = current.update()
        if let root = current.graph.root {
            let fitted = root.sizeThatFits(proposedSize, .none)
            if current.size != fitted {
                current.size = fitted
                _ = current.commit()
            }
        }
        return current
    }

    /// The renderer, for the host's change callback, which may run on any thread: it only hops
    /// to the main actor with it.
    private struct WeakRenderer: @unchecked Sendable {
        weak var value: ImageRenderer?
    }

    /// Publishes a change, when observation is on.
    @MainActor private func changed() {
        if isObservationEnabled { objectWillChange.send() }
    }
}
