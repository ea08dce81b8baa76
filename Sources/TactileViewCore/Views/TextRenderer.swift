import Foundation

/// Draws the text views below it in your own way, SwiftUI's `TextRenderer`: set it with
/// `View/textRenderer(_:)` and every `Text` in the subtree calls ``draw(layout:in:)`` with its
/// laid-out lines instead of drawing them itself.
///
/// ```swift
/// struct Shadowed: TextRenderer {
///     func draw(layout: Text.Layout, in context: inout GraphicsContext) {
///         for line in layout {
///             var shadow = context
///             shadow.translateBy(x: 1, y: 1)
///             shadow.opacity = 0.3
///             shadow.draw(line)
///             context.draw(line)
///         }
///     }
/// }
/// ```
///
/// Each call on the context becomes an item of the display list, as in a `Canvas`, placed in the
/// text's frame; the text still measures and aligns as before unless the renderer answers
/// ``sizeThatFits(proposal:text:)`` differently. What it draws is clipped to the text's frame
/// grown by ``displayPadding``.
public protocol TextRenderer: Animatable {
    /// Draws `layout`, the text's lines in its own coordinates, into `ctx`.
    @MainActor func draw(layout: Text.Layout, in ctx: inout GraphicsContext)
    /// The size of the text for `proposal`; `text` measures it as it would be without the renderer.
    @MainActor func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize
    /// How far beyond the text's frame the renderer draws; drawing further out is clipped.
    var displayPadding: EdgeInsets { get }
}

extension TextRenderer {
    /// The text's own size.
    @MainActor
    public func sizeThatFits(proposal: ProposedViewSize, text: TextProxy) -> CGSize { text.sizeThatFits(proposal) }

    /// No padding: drawing is clipped to the text's frame.
    public var displayPadding: EdgeInsets { EdgeInsets() }
}

/// Measures the text a `TextRenderer` draws, as it would be measured without the renderer.
@MainActor
public struct TextProxy {
    let measure: (ProposedViewSize) -> CGSize

    /// The size the text takes for `proposal`.
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { measure(proposal) }
}

/// A text renderer, type-erased for the environment.
///
/// `@unchecked Sendable`: renderers are values set by a modifier and read while resolving and
/// drawing on the main actor.
struct AnyTextRenderer: @unchecked Sendable {
    let base: any TextRenderer
}

private struct TextRendererKey: EnvironmentKey { static let defaultValue: AnyTextRenderer? = nil }

extension EnvironmentValues {
    /// The renderer texts in this subtree draw with (`View/textRenderer(_:)`).
    var textRenderer: AnyTextRenderer? {
        get { self[TextRendererKey.self] }
        set { self[TextRendererKey.self] = newValue }
    }
}

extension View {
    /// Draws the text views in this view with `renderer` (the innermost renderer wins).
    nonisolated public func textRenderer<T: TextRenderer>(_ renderer: T) -> some View {
        let erased = AnyTextRenderer(base: renderer)
        return modifier(EnvironmentWritingModifier { $0.textRenderer = erased })
    }
}

extension TextContent {
    /// Draws the text through its renderer: builds its public layout, runs the renderer on a
    /// graphics context clipped to the frame grown by the renderer's display padding, and adds
    /// what it drew.
    func drawWithRenderer(
        _ renderer: ResolvedTextRenderer, layout: TextLayout, node: ViewNode, state: RenderState,
        into list: inout DisplayListBuilder
    ) {
        let recorder = CanvasRecorder()
        var context = GraphicsContext(environment: renderer.environment, recorder: recorder)
        let padding = renderer.renderer.base.displayPadding
        let room = CGRect(
            x: -padding.leading, y: -padding.top, width: node.size.width + padding.leading + padding.trailing,
            height: node.size.height + padding.top + padding.bottom)
        context.clip(to: Path(room))
        renderer.renderer.base.draw(layout: publicLayout(layout, width: node.size.width), in: &context)
        for command in recorder.commands { list.addCanvasItem(command, node: node, state: state) }
    }
}

/// A renderer with the environment of the text it draws (the graphics context's).
struct ResolvedTextRenderer {
    let renderer: AnyTextRenderer
    let environment: EnvironmentValues
}
