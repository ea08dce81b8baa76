import Foundation

/// A view that draws with immediate-mode calls: `Canvas { context, size in … }`.
///
/// The canvas takes the space it is offered and runs `renderer` each time the window is drawn, with
/// a fresh `GraphicsContext` and its size; every call becomes an item of the display list, inside
/// the canvas's frame. Like SwiftUI's, the canvas is hit-tested as a whole by its frame.
///
/// The views of `symbols`, each tagged with `tag(_:)`, are laid out at their ideal sizes and kept
/// with their state, never drawn in place: the renderer draws them with
/// `GraphicsContext/resolveSymbol(id:)` and `GraphicsContext/draw(_:in:)`.
public struct Canvas<Symbols: View>: View {
    /// The drawing code, run with a context and the canvas's size each time the canvas is drawn.
    nonisolated(unsafe) public var renderer: (inout GraphicsContext, CGSize) -> Void
    /// The views the renderer can draw by their tags.
    nonisolated(unsafe) public var symbols: Symbols
    /// Whether the canvas promises to be fully opaque. *No effect on Linux*: Tactile draws the
    /// canvas's items over what is behind it, opaque or not, in the same SVG.
    public var isOpaque: Bool
    /// The colour space the canvas blends in. *No effect on Linux*: items are written to SVG, which
    /// blends in sRGB whatever the mode.
    public var colorMode: ColorRenderingMode
    /// Whether the canvas may draw off the main thread. *No effect on Linux*: the renderer runs
    /// when the window is drawn, on the main actor, as a display list is built there.
    public var rendersAsynchronously: Bool

    /// A canvas drawn by `renderer`, with the views of `symbols` to draw by their tags.
    ///
    /// - Parameters:
    ///   - opaque: Whether the canvas is fully opaque (kept, see `isOpaque`).
    ///   - colorMode: The colour space to blend in (kept, see `colorMode`).
    ///   - rendersAsynchronously: Whether to draw off the main thread (kept, see
    ///     `rendersAsynchronously`).
    ///   - renderer: The drawing code.
    ///   - symbols: Views tagged with `tag(_:)`, drawn by `GraphicsContext/resolveSymbol(id:)`.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void, @ViewBuilder symbols: () -> Symbols
    ) {
        self.renderer = renderer
        self.symbols = symbols()
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    /// A canvas drawn by `renderer`. `opaque`, `colorMode` and `rendersAsynchronously` are kept
    /// (see the properties) and change nothing drawn.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
        self.symbols = EmptyView()
        self.isOpaque = opaque
        self.colorMode = colorMode
        self.rendersAsynchronously = rendersAsynchronously
    }

    /// A canvas is primitive.
    public typealias Body = Never
}

extension Canvas: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let content = CanvasContent(renderer: renderer, environment: inputs.environment)
        if Symbols.self == EmptyView.self { return [inputs.node(content)] }
        let holders = inputs.graph.resolve(symbols, inputs.child(.attached("symbols"))).enumerated().map {
            index, node in
            inputs.child(.attached("symbolHolder\(index)")).node(CanvasSymbolContent(), children: [node])
        }
        let layer = inputs.child(.attached("symbolLayer")).node(CanvasSymbolContent(), children: holders)
        return [inputs.node(content, children: [layer])]
    }
}

/// The node of a `Canvas`: fills what it is offered and draws its renderer's calls.
struct CanvasContent: NodeContent {
    let renderer: (inout GraphicsContext, CGSize) -> Void
    let environment: EnvironmentValues
    var kindName: String { "Canvas" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        // The symbols, each at its ideal size, at the canvas's origin: drawn only by the renderer.
        guard let layer = node.children.first else { return }
        layer.place(at: .zero, size: size, .none)
        for holder in layer.children {
            let ideal = holder.sizeThatFits(.unspecified, .none)
            holder.place(at: .zero, size: ideal, .none)
        }
    }

    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        let recorder = CanvasRecorder()
        var context = GraphicsContext(
            environment: environment, recorder: recorder, canvasSize: node.size, symbols: CanvasSymbols(node: node))
        renderer(&context, node.size)
        for command in recorder.commands { list.addCanvasItem(command, node: node, state: state) }
    }

    func hitTestRule(size: CGSize) -> HitTestRule { .frame }
}

/// The place of a canvas's symbols in the tree, and of each symbol: laid out, kept with its state,
/// never drawn in place or hit-tested.
struct CanvasSymbolContent: NodeContent {
    var kindName: String { "canvasSymbols" }
    var isHidden: Bool { true }
    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        node.children.first?.sizeThatFits(proposal, context) ?? .zero
    }
    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        // A symbol's holder places its view at its own size; the layer places the holders itself.
        guard node.children.count == 1, let child = node.children.first, child.content is CanvasSymbolContent == false
        else { return }
        child.place(at: .zero, size: size, context)
    }
    func hitTestRule(size: CGSize) -> HitTestRule { .none }
}

/// A view's tag, for the canvas to find its symbols by: the surface's `tag(_:)` conforms.
@MainActor
package protocol ViewTagContent {
    /// The tag.
    var tagValue: AnyHashable { get }
}

/// A canvas's symbols by tag: each symbol's items, drawn alone at the origin, and its size.
@MainActor
struct CanvasSymbols {
    var entries: [AnyHashable: (items: [DisplayItem], size: CGSize)] = [:]

    init() {}

    init(node: ViewNode) {
        guard let layer = node.children.first else { return }
        for holder in layer.children {
            guard let view = holder.children.first,
                let tag = view.trait({ ($0 as? any ViewTagContent)?.tagValue })
            else { continue }
            holder.transformToWindow = .identity
            entries[tag] = (Renderer.detachedItems(of: holder), holder.size)
        }
    }
}

extension DisplayListBuilder {
    /// Adds one drawing call of the canvas drawn by `node`: its transform is the call's, then the
    /// canvas's; its opacity, clips and blend mode combine the call's with the render state's.
    @MainActor
    mutating func addCanvasItem(_ command: CanvasCommand, node: ViewNode, state: RenderState) {
        var itemState = state
        itemState.effects.opacity.value.opacity *= command.opacity
        itemState.clips += command.clips.map { $0.applying(node.transformToWindow) }
        let blend = command.blendMode.drawn
        if blend.isHidden { itemState.effects.opacity.value.opacity = 0 }
        if blend.mode != .normal { itemState.blendMode = blend.mode }
        if !command.filters.isEmpty { itemState.apply(command.filters) }
        add(
            command.kind, node: node, bounds: command.bounds,
            transform: command.transform.concatenating(node.transformToWindow), state: itemState)
        items[items.count - 1].fillGradient = command.fillGradient
        items[items.count - 1].imageDrawing = command.imageDrawing
        if let placement = command.textPlacement, !placement.isPlain {
            items[items.count - 1].textPlacement = placement
        }
    }
}
