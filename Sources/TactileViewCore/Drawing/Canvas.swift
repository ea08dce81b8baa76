import Foundation

/// A view that draws with immediate-mode calls: `Canvas { context, size in … }`.
///
/// The canvas takes the space it is offered and runs `renderer` each time the window is drawn, with
/// a fresh `GraphicsContext` and its size; every call becomes an item of the display list, inside
/// the canvas's frame. Like SwiftUI's, the canvas is hit-tested as a whole by its frame.
public struct Canvas<Symbols: View>: View {
    nonisolated(unsafe) let renderer: (inout GraphicsContext, CGSize) -> Void
    nonisolated(unsafe) let symbols: Symbols
    let isOpaque: Bool

    /// A canvas drawn by `renderer`. `opaque`, `colorMode` and `rendersAsynchronously` are kept
    /// for source compatibility and change nothing drawn.
    nonisolated public init(
        opaque: Bool = false, colorMode: ColorRenderingMode = .nonLinear, rendersAsynchronously: Bool = false,
        renderer: @escaping (inout GraphicsContext, CGSize) -> Void
    ) where Symbols == EmptyView {
        self.renderer = renderer
        self.symbols = EmptyView()
        self.isOpaque = opaque
    }

    /// A canvas is primitive.
    public typealias Body = Never
}

extension Canvas: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        [inputs.node(CanvasContent(renderer: renderer, environment: inputs.environment))]
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

    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        let recorder = CanvasRecorder()
        var context = GraphicsContext(environment: environment, recorder: recorder)
        renderer(&context, node.size)
        for command in recorder.commands { list.addCanvasItem(command, node: node, state: state) }
    }

    func hitTestRule(size: CGSize) -> HitTestRule { .frame }
}

extension DisplayListBuilder {
    /// Adds one drawing call of the canvas drawn by `node`: its transform is the call's, then the
    /// canvas's; its opacity, clips and blend mode combine the call's with the render state's.
    @MainActor
    mutating func addCanvasItem(_ command: CanvasCommand, node: ViewNode, state: RenderState) {
        var itemState = state
        itemState.effects.opacity.value.opacity *= command.opacity
        itemState.clips += command.clips.map { $0.applying(node.transformToWindow) }
        if command.blendMode != .normal { itemState.blendMode = command.blendMode }
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
