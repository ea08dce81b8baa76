import Foundation

/// What assistive technologies would know of a view: the accessibility modifiers around it read
/// together, as SwiftUI reads a chain such as `.accessibilityLabel("Volume").accessibilityValue("5")`
/// as one element.
public struct AccessibilityProperties: Sendable, Equatable {
    /// The label (`accessibilityLabel`; for `accessibilityElement(children: .combine)` without
    /// one, its children's labels and texts joined by `", "`).
    public var label: String?
    /// The value (`accessibilityValue`).
    public var value: String?
    /// The hint (`accessibilityHint`).
    public var hint: String?
    /// The traits added and not removed.
    public var traits: AccessibilityTraits = []
    /// The names of the actions (`"default"`, `"escape"`, custom names), innermost first.
    public var actionNames: [String] = []
    /// The sort priority (0 unless set).
    public var sortPriority: Double = 0
    /// The input labels.
    public var inputLabels: [String] = []
    /// Whether the view is left out of the accessibility tree: hidden by `accessibilityHidden(true)`
    /// on it or around it, or the child of an element that ignores or combines its children.
    public var isHidden = false
    /// Whether this node is where an element starts: the outermost of a chain of accessibility
    /// modifiers (the other nodes of the chain carry the same properties). Finders match elements.
    public var isElement = false
    /// How the view's children become elements, if it says (`accessibilityElement(children:)`).
    public var childBehavior: AccessibilityChildBehavior?

    /// Creates empty properties.
    public init() {}
}

/// Reads the accessibility modifiers of the resolved tree.
@MainActor
struct AccessibilityReader {
    /// The properties of every node, by identity, and the actions of each chain.
    private(set) var properties: [ViewIdentity: AccessibilityProperties] = [:]
    private(set) var actions: [ViewIdentity: [(name: String, handler: @MainActor () -> Void)]] = [:]

    init(root: ViewNode?) {
        guard let root else { return }
        visit(root, chain: nil, hiddenAbove: false)
    }

    private static func isMarker(_ node: ViewNode) -> Bool {
        node.content is AccessibilityAttributeContent || node.content is AccessibilityLabelContent
            || node.content is AccessibilityIdentifierContent
    }

    private mutating func visit(_ node: ViewNode, chain: AccessibilityProperties?, hiddenAbove: Bool) {
        var current = chain
        if Self.isMarker(node), current == nil {
            // The first node of a chain of accessibility modifiers reads the whole chain.
            var props = AccessibilityProperties()
            var handlers: [(name: String, handler: @MainActor () -> Void)] = []
            var members: [ViewNode] = []
            var n: ViewNode? = node
            while let m = n, Self.isMarker(m) {
                members.append(m)
                n = m.children.count == 1 ? m.children[0] : nil
            }
            // Inner modifiers first: the one nearest the view wins, outer ones fill in.
            for m in members.reversed() { Self.read(m, into: &props, handlers: &handlers) }
            if props.childBehavior == .combine, props.label == nil, let inner = n {
                let parts = Self.spoken(inner)
                if !parts.isEmpty { props.label = parts.joined(separator: ", ") }
            }
            props.isHidden = props.isHidden || hiddenAbove
            for m in members { actions[m.identity] = handlers }
            current = props
        }
        var own = current ?? AccessibilityProperties()
        if current == nil { own.isHidden = hiddenAbove }
        own.isElement = current != nil && chain == nil
        properties[node.identity] = own
        let continuesChain = Self.isMarker(node) && node.children.count == 1 && Self.isMarker(node.children[0])
        let childBehavior = current?.childBehavior
        let hidesChildren =
            own.isHidden || (!continuesChain && (childBehavior == .ignore || childBehavior == .combine))
        for child in node.children {
            visit(child, chain: continuesChain ? current : nil, hiddenAbove: hidesChildren)
        }
    }

    private static func read(
        _ node: ViewNode, into props: inout AccessibilityProperties,
        handlers: inout [(name: String, handler: @MainActor () -> Void)]
    ) {
        if let label = node.content as? AccessibilityLabelContent, props.label == nil { props.label = label.label }
        guard let content = node.content as? AccessibilityAttributeContent else { return }
        switch content.attribute {
        case .value(let value): if props.value == nil { props.value = value }
        case .hint(let hint): if props.hint == nil { props.hint = hint }
        case .addTraits(let traits): props.traits.formUnion(traits)
        case .removeTraits(let traits): props.traits.subtract(traits)
        case .action(let name, let handler):
            props.actionNames.append(name)
            handlers.append((name, handler))
        case .sortPriority(let priority): props.sortPriority = priority
        case .inputLabels(let labels): if props.inputLabels.isEmpty { props.inputLabels = labels }
        case .hidden(let hidden): props.isHidden = props.isHidden || hidden
        case .children(let behavior): if props.childBehavior == nil { props.childBehavior = behavior }
        }
    }

    /// The labels and texts a combined element reads from `node`'s subtree, in tree order, leaving
    /// out hidden views.
    private static func spoken(_ node: ViewNode) -> [String] {
        if let content = node.content as? AccessibilityAttributeContent, case .hidden(true) = content.attribute {
            return []
        }
        if let label = node.content as? AccessibilityLabelContent { return [label.label] }
        if let text = node.content as? TextContent { return [text.string] }
        return node.children.flatMap(spoken)
    }
}
