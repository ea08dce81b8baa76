import Foundation

/// How a presentation sizes itself, SwiftUI's `PresentationSizing` (`View/presentationSizing(_:)`):
/// a size proposed for the presentation, given its content (`root`) and where it is shown.
///
/// Tactile presents sheets at iPhone's compact width, where a sheet is as wide as the window, so
/// the width a sizing proposes is not used; its height sets the sheet's height (at most the full
/// sheet) when the content gives no detents.
public protocol PresentationSizing {
    /// The size proposed for a presentation of `root` in `context`; `nil` along an axis: the
    /// container's.
    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize
}

/// The content of a presentation, as a sizing measures it, SwiftUI's `PresentationSizingRoot`.
public struct PresentationSizingRoot {
    let measure: @MainActor (ProposedViewSize) -> CGSize

    init(measure: @escaping @MainActor (ProposedViewSize) -> CGSize) { self.measure = measure }

    /// The size the content takes for `proposal` (measured on the main actor, where a sheet is
    /// laid out).
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        let measure = self.measure
        return MainActor.assumeIsolated { measure(proposal) }
    }
}

/// Where a presentation is shown, as a sizing sees it, SwiftUI's `PresentationSizingContext`.
public struct PresentationSizingContext {
    /// The space the presentation may take.
    let containerSize: CGSize
}

/// The platform's sizing, SwiftUI's `AutomaticPresentationSizing`: on iPhone's compact width, the
/// sheet's full height (as `.page`).
public struct AutomaticPresentationSizing: PresentationSizing, Sendable {
    /// The container's size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(context.containerSize)
    }
}

/// A sheet about the size of a page, SwiftUI's `PagePresentationSizing`: at a compact width, the
/// whole space the sheet may take.
public struct PagePresentationSizing: PresentationSizing, Sendable {
    /// The container's size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(context.containerSize)
    }
}

/// A sheet of a form's size, SwiftUI's `FormPresentationSizing`: smaller than a page on a regular
/// width; at a compact width, where a form sheet takes the whole width and height, as `.page`.
public struct FormPresentationSizing: PresentationSizing, Sendable {
    /// The container's size.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        ProposedViewSize(context.containerSize)
    }
}

/// A sheet the size of its content, SwiftUI's `FittedPresentationSizing`: the content's ideal
/// height at the container's width.
public struct FittedPresentationSizing: PresentationSizing, Sendable {
    /// Fit along the horizontal axis.
    let horizontal: Bool
    /// Fit along the vertical axis.
    let vertical: Bool

    init(horizontal: Bool = true, vertical: Bool = true) {
        self.horizontal = horizontal
        self.vertical = vertical
    }

    /// The content's size, measured at the container's width along the axes not fitted.
    public func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        let ideal = root.sizeThatFits(
            ProposedViewSize(width: horizontal ? nil : context.containerSize.width, height: nil))
        return ProposedViewSize(
            width: horizontal ? ideal.width : context.containerSize.width,
            height: vertical ? ideal.height : context.containerSize.height)
    }
}

/// A sizing fitted along some axes only (`fitted(horizontal:vertical:)`).
struct AxisFittedPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    let horizontal: Bool
    let vertical: Bool

    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        let proposed = base.proposedSize(for: root, context: context)
        let fitted = FittedPresentationSizing(horizontal: horizontal, vertical: vertical)
            .proposedSize(for: root, context: context)
        return ProposedViewSize(
            width: horizontal ? fitted.width : proposed.width, height: vertical ? fitted.height : proposed.height)
    }
}

/// A sizing that never shrinks along some axes (`sticky(horizontal:vertical:)`): the largest size
/// proposed so far.
struct StickyPresentationSizing<Base: PresentationSizing>: PresentationSizing {
    let base: Base
    let horizontal: Bool
    let vertical: Bool
    let largest = LargestProposal()

    func proposedSize(for root: PresentationSizingRoot, context: PresentationSizingContext) -> ProposedViewSize {
        var proposed = base.proposedSize(for: root, context: context)
        if horizontal, let width = proposed.width {
            largest.width = max(largest.width ?? width, width)
            proposed.width = largest.width
        }
        if vertical, let height = proposed.height {
            largest.height = max(largest.height ?? height, height)
            proposed.height = largest.height
        }
        return proposed
    }
}

/// The largest size a sticky sizing proposed, kept across layouts of one presentation.
final class LargestProposal: @unchecked Sendable {
    // Read and written during layout, on the main actor.
    var width: CGFloat?
    var height: CGFloat?
}

extension PresentationSizing {
    /// This sizing, never shrinking along the axes given: a sheet that grew keeps its size when its
    /// content shrinks.
    public func sticky(horizontal: Bool = false, vertical: Bool = false) -> some PresentationSizing {
        StickyPresentationSizing(base: self, horizontal: horizontal, vertical: vertical)
    }

    /// This sizing, fitted to the content along the axes given.
    public func fitted(horizontal: Bool, vertical: Bool) -> some PresentationSizing {
        AxisFittedPresentationSizing(base: self, horizontal: horizontal, vertical: vertical)
    }
}

extension PresentationSizing where Self == AutomaticPresentationSizing {
    /// The platform's sizing.
    public static var automatic: AutomaticPresentationSizing { AutomaticPresentationSizing() }
}

extension PresentationSizing where Self == PagePresentationSizing {
    /// About the size of a page.
    public static var page: PagePresentationSizing { PagePresentationSizing() }
}

extension PresentationSizing where Self == FormPresentationSizing {
    /// A form's size.
    public static var form: FormPresentationSizing { FormPresentationSizing() }
}

extension PresentationSizing where Self == FittedPresentationSizing {
    /// The content's size.
    public static var fitted: FittedPresentationSizing { FittedPresentationSizing() }
}

/// A sizing in a sheet's options, compared by its description (its type and settings).
struct PresentationSizingBox: Equatable, @unchecked Sendable {
    // Made and read on the main actor, in the sheet's preference.
    let sizing: any PresentationSizing
    static func == (a: PresentationSizingBox, b: PresentationSizingBox) -> Bool {
        String(describing: type(of: a.sizing)) == String(describing: type(of: b.sizing))
    }
}

/// What `presentationBackground` draws behind a sheet's content, compared by its description.
struct PresentationBackgroundLayer: Equatable, @unchecked Sendable {
    // Made and read on the main actor, in the sheet's preference.
    let view: AnyView
    let key: String
    static func == (a: PresentationBackgroundLayer, b: PresentationBackgroundLayer) -> Bool { a.key == b.key }
}

extension View {
    /// Sizes the sheet presenting this view with `sizing` when it has no detents: `.fitted` makes
    /// it as tall as this view's ideal height; `.page`, `.form` and `.automatic` take the full
    /// sheet at iPhone's compact width.
    nonisolated public func presentationSizing(_ sizing: some PresentationSizing) -> some View {
        let box = PresentationSizingBox(sizing: sizing)
        return transformPreference(PresentationOptionsKey.self) { $0.sizing = box }
    }

    /// Fills the sheet presenting this view with `style` in place of white.
    nonisolated public func presentationBackground<S: ShapeStyle>(_ style: S) -> some View {
        let layer = PresentationBackgroundLayer(
            view: AnyView(Rectangle().fill(style)), key: "style \(AnyShapeStyle(style))")
        return transformPreference(PresentationOptionsKey.self) { $0.background = layer }
    }

    /// Draws `content` behind this view, filling the sheet presenting it, in place of white.
    nonisolated public func presentationBackground<V: View>(
        alignment: Alignment = .center, @ViewBuilder content: () -> V
    ) -> some View {
        let view = content()
        let layer = PresentationBackgroundLayer(
            view: AnyView(view.frame(maxWidth: .infinity, maxHeight: .infinity, alignment: alignment)),
            key: "view \(alignment) \(String(describing: view))")
        return transformPreference(PresentationOptionsKey.self) { $0.background = layer }
    }
}
