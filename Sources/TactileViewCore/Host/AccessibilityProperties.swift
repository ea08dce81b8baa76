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
    /// The category of each action given one other than the default, by action name
    /// (`accessibilityActions(category:_:)`; `"Edit"` for `AccessibilityActionCategory/edit`).
    public var actionCategories: [String: String] = [:]
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
    /// The heading level (`accessibilityHeading`).
    public var headingLevel: AccessibilityHeadingLevel?
    /// The custom content (`accessibilityCustomContent`), in the order written (nearest the view
    /// first); a key given twice keeps the value nearest the view, and a `nil` value removes the
    /// key's content given further out.
    public var customContent: [AccessibilityCustomContentEntry] = []
    /// The kind of text (`accessibilityTextContentType`).
    public var textContentType: AccessibilityTextContentType?
    /// The options of a direct-touch area (`accessibilityDirectTouch`); `nil` when it is not one.
    public var directTouchOptions: AccessibilityDirectTouchOptions?
    /// Where activating the element touches it (`accessibilityActivationPoint`).
    public var activationPoint: AccessibilityActivationPoint?
    /// Whether the element takes part in user interaction, when it says
    /// (`accessibilityRespondsToUserInteraction`).
    public var respondsToUserInteraction: Bool?
    /// The rotors (`accessibilityRotor`), innermost first, with their entries as of this reading.
    public var rotors: [AccessibilityRotorDescription] = []
    /// The view's side of a labelled pair (`accessibilityLabeledPair`).
    public var labeledPair: AccessibilityLabeledPairDescription?
    /// Whether the element is bound to an accessibility focus state (`accessibilityFocused`).
    public var isAccessibilityFocusable = false
    /// Whether its accessibility focus state says it has the focus.
    public var isAccessibilityFocused = false

    /// Creates empty properties.
    public init() {}
}

/// What `accessibilityZoomAction` calls with each zoom request.
typealias ZoomHandler = @MainActor (AccessibilityZoomGestureAction) -> Void

/// Reads the accessibility modifiers of the resolved tree.
@MainActor
struct AccessibilityReader {
    /// The properties of every node, by identity, and the actions of each chain.
    private(set) var properties: [ViewIdentity: AccessibilityProperties] = [:]
    private(set) var actions: [ViewIdentity: [(name: String, handler: @MainActor () -> Void)]] = [:]
    /// What moves the accessibility focus to each chain bound to a focus state: sets the state.
    private(set) var focusHandlers: [ViewIdentity: @MainActor () -> Void] = [:]

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
            var focus: (@MainActor () -> Void)?
            var zooms: [(ViewNode, ZoomHandler)] = []
            var removedContent: Set<String> = []
            for m in members.reversed() {
                Self.read(m, into: &props, handlers: &handlers)
                Self.readMore(m, into: &props, focus: &focus, zooms: &zooms, removedContent: &removedContent)
            }
            if let focus { for m in members { focusHandlers[m.identity] = focus } }
            for (zoomNode, handler) in zooms {
                Self.addZoomActions(handler, node: zoomNode, at: props.activationPoint, to: &props, handlers: &handlers)
            }
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
        case .categorizedAction(let name, let category, let handler):
            props.actionNames.append(name)
            handlers.append((name, handler))
            if let category { props.actionCategories[name] = category }
        case .scroll(let handler):
            for edge in [Edge.top, .bottom, .leading, .trailing] {
                let name = AccessibilityScrollActionNames.name(for: edge)
                props.actionNames.append(name)
                handlers.append((name, { handler(edge) }))
            }
        case .sortPriority(let priority): props.sortPriority = priority
        case .inputLabels(let labels): if props.inputLabels.isEmpty { props.inputLabels = labels }
        case .hidden(let hidden): props.isHidden = props.isHidden || hidden
        case .children(let behavior): if props.childBehavior == nil { props.childBehavior = behavior }
        default: break
        }
    }

    /// Reads the attributes of the later accessibility modifiers (headings, custom content,
    /// rotors, focus and the rest), innermost first as `read(_:into:handlers:)` does.
    private static func readMore(
        _ node: ViewNode, into props: inout AccessibilityProperties,
        focus: inout (@MainActor () -> Void)?, zooms: inout [(ViewNode, ZoomHandler)],
        removedContent: inout Set<String>
    ) {
        guard let content = node.content as? AccessibilityAttributeContent else { return }
        switch content.attribute {
        case .heading(let level): if props.headingLevel == nil { props.headingLevel = level }
        case .customContent(let id, let entry):
            // Innermost wins: a key already read (or removed) further in keeps that.
            guard !removedContent.contains(id), !props.customContent.contains(where: { $0.id == id }) else { return }
            if let entry { props.customContent.append(entry) } else { removedContent.insert(id) }
        case .textContentType(let type): if props.textContentType == nil { props.textContentType = type }
        case .directTouch(let options):
            if props.directTouchOptions == nil { props.directTouchOptions = options }
            props.traits.insert(.allowsDirectInteraction)
        case .activationPoint(let point): if props.activationPoint == nil { props.activationPoint = point }
        case .respondsToUserInteraction(let responds):
            if props.respondsToUserInteraction == nil { props.respondsToUserInteraction = responds }
        case .zoom(let handler): zooms.append((node, handler))
        case .rotor(let label, let entries):
            props.rotors.append(AccessibilityRotorDescription(label: label, entries: entries()))
        case .labeledPair(let pair): if props.labeledPair == nil { props.labeledPair = pair }
        case .focus(let isFocused, let moveFocus):
            if !props.isAccessibilityFocusable {
                props.isAccessibilityFocusable = true
                props.isAccessibilityFocused = isFocused
                focus = moveFocus
            }
        default: break
        }
    }

    /// Adds the two zoom requests of `accessibilityZoomAction` as actions; where to zoom is read
    /// when one runs, from the node's size then and the element's activation point.
    private static func addZoomActions(
        _ handler: @escaping ZoomHandler, node: ViewNode, at activationPoint: AccessibilityActivationPoint?,
        to props: inout AccessibilityProperties, handlers: inout [(name: String, handler: @MainActor () -> Void)]
    ) {
        let zooms: [(String, AccessibilityZoomGestureAction.Direction)] = [
            (AccessibilityZoomActionNames.zoomIn, .zoomIn), (AccessibilityZoomActionNames.zoomOut, .zoomOut),
        ]
        for (name, direction) in zooms {
            props.actionNames.append(name)
            handlers.append(
                (
                    name,
                    { [weak node] in
                        let size = node?.size ?? .zero
                        let point = (activationPoint ?? .unit(.center)).resolved(in: size)
                        let location = UnitPoint(
                            x: size.width > 0 ? point.x / size.width : UnitPoint.center.x,
                            y: size.height > 0 ? point.y / size.height : UnitPoint.center.y)
                        handler(AccessibilityZoomGestureAction(direction: direction, location: location, point: point))
                    }
                ))
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
