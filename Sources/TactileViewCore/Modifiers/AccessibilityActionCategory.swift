import Foundation

/// A group of accessibility actions, SwiftUI's `AccessibilityActionCategory`: VoiceOver lists the
/// actions of a category together (`View/accessibilityActions(category:_:)`). Tactile records
/// each action's category in the element's properties (`AccessibilityProperties/actionCategories`).
public struct AccessibilityActionCategory: Equatable, Sendable {
    /// The category's name; `nil` for the default category.
    let name: String?

    /// The default category: actions VoiceOver lists with the element's other actions.
    public static let `default` = AccessibilityActionCategory(name: nil)
    /// Editing actions (cut, copy, paste, delete).
    public static let edit = AccessibilityActionCategory(name: "Edit")

    private init(name: String?) { self.name = name }

    /// A category named by `name`.
    public init(_ name: Text) { self.name = name.string }

    /// A category named by the localized `nameKey`.
    public init(_ nameKey: LocalizedStringKey) { name = nameKey.resolved }

    /// A category named `name`.
    @_disfavoredOverload
    public init(_ name: some StringProtocol) { self.name = String(name) }
}

/// A node that runs an action when activated as a whole (a button): what a keyboard shortcut given
/// to it runs, and what `accessibilityActions { … }` turns into a named action.
@MainActor
package protocol ActivatableContent {
    /// Whether the view can be activated now (a disabled button cannot).
    var isActivatable: Bool { get }
    /// Runs the view's action, as a tap does.
    func activate()
}

/// Resolves views given to an accessibility modifier only to read them (the buttons of
/// `accessibilityActions`, the label of `accessibilityAction(action:label:)`): they are not drawn.
@MainActor
enum AccessibilityViewReader {
    /// The actions of the buttons in `nodes`, each named by what its label speaks.
    static func actions(in nodes: [ViewNode]) -> [(name: String, handler: @MainActor () -> Void)] {
        var found: [(name: String, handler: @MainActor () -> Void)] = []
        func visit(_ node: ViewNode) {
            if let button = node.content as? any ActivatableContent {
                let name = spoken(node).joined(separator: ", ")
                // The node's content is constant and only ever used on the main actor.
                nonisolated(unsafe) let target = button
                found.append((name, { if target.isActivatable { target.activate() } }))
                return
            }
            for child in node.children { visit(child) }
        }
        for node in nodes { visit(node) }
        return found
    }

    /// The labels and texts `node`'s subtree speaks, in tree order, leaving out hidden views (as
    /// a combined element reads them).
    private static func spoken(_ node: ViewNode) -> [String] {
        if let content = node.content as? AccessibilityAttributeContent, case .hidden(true) = content.attribute {
            return []
        }
        if let label = node.content as? AccessibilityLabelContent { return [label.label] }
        if let text = node.content as? TextContent { return [text.string] }
        return node.children.flatMap(spoken)
    }

    /// What `nodes` speak, joined by `", "`.
    static func spokenText(of nodes: [ViewNode]) -> String {
        nodes.flatMap { spoken($0) }.joined(separator: ", ")
    }

    /// The content's nodes wrapped in one accessibility action node per action (the outermost at
    /// the modifier's identity), so they read as one chain with the modifiers around.
    static func wrap(
        _ content: ModifierContentResolver, _ inputs: ResolveInputs, attributes: [AccessibilityAttribute]
    ) -> [ViewNode] {
        guard !attributes.isEmpty else { return content.resolve(inputs) }
        var nodes = content.resolve(inputs)
        for (index, attribute) in attributes.enumerated().reversed() {
            let at = index == 0 ? inputs : inputs.child(.attached("accessibilityAction\(index)"))
            nodes = [at.node(AccessibilityAttributeContent(attribute: attribute), children: nodes)]
        }
        return nodes
    }
}

/// `accessibilityActions { … }`: the buttons of the content become the element's named actions.
struct AccessibilityActionsModifier<Actions: View>: PrimitiveModifier {
    nonisolated(unsafe) let actions: Actions
    let category: AccessibilityActionCategory

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let nodes = inputs.graph.resolve(actions, inputs.child(.attached("accessibilityActions")))
        let category = self.category.name
        let attributes = AccessibilityViewReader.actions(in: nodes).map { action in
            AccessibilityAttribute.categorizedAction(name: action.name, category: category, handler: action.handler)
        }
        return AccessibilityViewReader.wrap(content, inputs, attributes: attributes)
    }
}

/// `accessibilityAction(action:label:)`: one named action, its name what the label view speaks.
struct LabelledAccessibilityActionModifier<Label: View>: PrimitiveModifier {
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let action: () -> Void

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let nodes = inputs.graph.resolve(label, inputs.child(.attached("accessibilityActionLabel")))
        let action = self.action
        let attribute = AccessibilityAttribute.action(
            name: AccessibilityViewReader.spokenText(of: nodes), handler: { action() })
        return AccessibilityViewReader.wrap(content, inputs, attributes: [attribute])
    }
}

extension View {
    /// Gives this element the actions of the buttons `content` builds, each named by its label
    /// (the buttons are not drawn): what VoiceOver's actions rotor lists. The element's
    /// `AccessibilityProperties/actionNames` lists them, and the test kit's
    /// `performAccessibilityAction(named:on:)` runs one.
    nonisolated public func accessibilityActions<Content: View>(@ViewBuilder _ content: () -> Content) -> some View {
        modifier(AccessibilityActionsModifier(actions: content(), category: .default))
    }

    /// Gives this element the actions of the buttons `content` builds, in `category`
    /// (`AccessibilityProperties/actionCategories` records it).
    nonisolated public func accessibilityActions<Content: View>(
        category: AccessibilityActionCategory, @ViewBuilder _ content: () -> Content
    ) -> some View {
        modifier(AccessibilityActionsModifier(actions: content(), category: category))
    }

    /// Gives this element an action named by what `label` speaks (its texts), running `action`.
    nonisolated public func accessibilityAction<Label: View>(
        action: @escaping () -> Void, @ViewBuilder label: () -> Label
    ) -> some View {
        modifier(LabelledAccessibilityActionModifier(label: label(), action: action))
    }
}
