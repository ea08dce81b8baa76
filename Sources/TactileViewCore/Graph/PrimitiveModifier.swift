/// A built-in modifier that the graph applies without a body: the extension point for new
/// modifiers.
///
/// Three kinds, from the most common:
/// - one node fixed by the modifier's arguments: a ``NodeContentModifier``, a node content that is
///   its own modifier;
/// - one node that depends on the inputs (the environment, the graph): a ``NodeModifier`` returning
///   its ``NodeContent`` (gesture modifiers fold `isEnabled` into their mask; `onAppear` registers
///   its action with the graph);
/// - anything else (writes the environment and adds no node, adds views beside the content like
///   `overlay`, compares a value with the last commit's): this protocol directly.
///
/// A new modifier is one file: its node content and the public `View` method.
///
/// ```swift
/// struct HueShiftContent: NodeContentModifier {
///     let degrees: Double
///     var kindName: String { "hueRotation" }
///     var isLayoutNeutral: Bool { true }
///     func applyEffect(to state: inout RenderState, node: ViewNode) { … }
/// }
///
/// extension View {
///     /// Shifts the hue of everything this view draws.
///     public func hueRotation(_ angle: Angle) -> some View { modifier(HueShiftContent(degrees: angle.degrees)) }
/// }
/// ```
///
/// The graph decides once per type whether a modifier is primitive (``ModifierKind``); nothing lists
/// the primitive modifiers.
@MainActor
package protocol PrimitiveModifier: ViewModifier where Body == Never {
    /// The nodes of the modified view: usually `content.wrap(someContent, inputs)`, or
    /// `content.resolve(changedInputs)` for a modifier that only changes what its content sees.
    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode]
}

/// A primitive modifier that is exactly one node around its content.
@MainActor
package protocol NodeModifier: PrimitiveModifier {
    /// The node content for this modifier, resolved at `inputs` (a modifier that runs actions
    /// registers them with `inputs.graph` here, as `onAppear` does).
    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent
}

extension NodeModifier {
    package func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        content.wrap(nodeContent(inputs), inputs)
    }
}

/// Resolves the content of a primitive modifier at given inputs.
@MainActor
package struct ModifierContentResolver {
    let resolveContent: @MainActor (ResolveInputs) -> [ViewNode]

    /// The content's nodes, resolved at `inputs` (its identity is `inputs.identity/content`).
    package func resolve(_ inputs: ResolveInputs) -> [ViewNode] { resolveContent(inputs.child(.content)) }

    /// One node for the modifier with the content's nodes as children.
    func wrap(_ modifier: any NodeContent, _ inputs: ResolveInputs) -> [ViewNode] {
        [inputs.node(modifier, children: resolve(inputs))]
    }
}

/// A node content that is its own modifier: the usual one-node modifier, whose node is fixed by
/// the modifier's arguments. The public method applies the content itself,
/// `modifier(PaddingContent(insets: insets))`; no separate modifier type is needed.
@MainActor
package protocol NodeContentModifier: NodeContent, NodeModifier {}

extension NodeContentModifier {
    package func nodeContent(_ inputs: ResolveInputs) -> any NodeContent { self }
}
