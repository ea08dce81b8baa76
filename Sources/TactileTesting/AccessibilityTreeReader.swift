import Foundation
import Tactile

/// Forms a window's accessibility elements from its views (`ViewHost/inspectedViews()`) and what
/// they draw, as SwiftUI forms them on iOS (Docs/Decisions.md, "Accessibility tree"):
///
/// - a `Text` is an element read as its text; an `Image` is one labelled with its asset's name
///   (`Image(decorative:)` is none; a system symbol has no label unless given one);
/// - a control (`Button`, `Toggle`, `Slider`, `Picker`) is one element: its label is the
///   accessibility label given inside it or around it, or else the text it draws, or else the
///   name of the asset image it shows; what is inside it is not an element of its own;
/// - `accessibilityElement(children: .ignore)` and `.combine` make one element of a view (a
///   combined one is labelled with its children's labels and texts); `.contain` keeps the
///   children as elements, read together as a group;
/// - other accessibility modifiers apply to the elements of the view they modify (to each, when
///   it has several), or make it an element when it has none (a labelled shape);
/// - hidden views (`accessibilityHidden(true)`, and what an element ignores) are left out.
@MainActor
struct AccessibilityTreeReader {
    private let views: [InspectedView]
    /// The index of each view's parent among `views` (`nil` for the root).
    private var children: [[Int]]
    /// The index just past each view's subtree in `views` (pre-order: a subtree is contiguous).
    private var subtreeEnd: [Int]
    /// The lines of the text each `Text` draws, by its identity.
    private var texts: [ViewIdentity: String] = [:]

    /// What one view contributes to the tree: elements, and groups of them (`.contain`) read
    /// together.
    private indirect enum Piece {
        case element(AccessibilityElement)
        case group(frame: CGRect, sortPriority: Double, [Piece])

        var frame: CGRect {
            switch self {
            case .element(let element): element.frame
            case .group(let frame, _, _): frame
            }
        }

        var sortPriority: Double {
            switch self {
            case .element(let element): element.sortPriority
            case .group(_, let priority, _): priority
            }
        }
    }

    /// The kinds of view that are one element each, with the role they have.
    private static let controlRoles: [Substring: AccessibilityElement.Role] = [
        "Button": .button, "Toggle": .toggle, "Slider": .adjustable, "Picker": .picker,
    ]

    init(views: [InspectedView], items: [DisplayItem]) {
        self.views = views
        children = Array(repeating: [], count: views.count)
        subtreeEnd = Array(repeating: views.count, count: views.count)
        var stack: [Int] = []
        for (index, view) in views.enumerated() {
            while let top = stack.last, !view.identity.isDescendant(of: views[top].identity) {
                subtreeEnd[top] = index
                stack.removeLast()
            }
            if let top = stack.last { children[top].append(index) }
            stack.append(index)
        }
        for item in items {
            guard case .text(let lines, _, _) = item.kind else { continue }
            let line = lines.joined(separator: " ")
            texts[item.identity] = texts[item.identity].map { $0 + " " + line } ?? line
        }
    }

    /// The elements in reading order.
    func elements() -> [AccessibilityElement] {
        guard !views.isEmpty else { return [] }
        return Self.paired(Self.ordered(pieces(at: 0)))
    }

    /// The rotors of the views that are not hidden, in tree order.
    func rotors() -> [AccessibilityRotorDescription] {
        views.filter { $0.accessibility.isElement && !$0.accessibility.isHidden }.flatMap(\.accessibility.rotors)
    }

    /// Links labelled pairs: a content element with no label takes the label of the label element
    /// of the same pair (Docs/Decisions.md, "Accessibility labelled pairs").
    private static func paired(_ elements: [AccessibilityElement]) -> [AccessibilityElement] {
        var labels: [AccessibilityLabeledPairDescription: String] = [:]
        for element in elements {
            guard var pair = element.labeledPair, pair.role == .label, let label = element.label else { continue }
            pair.role = .content
            if labels[pair] == nil { labels[pair] = label }
        }
        return elements.map { element in
            var element = element
            if element.label == nil, let pair = element.labeledPair, pair.role == .content, let label = labels[pair] {
                element.label = label
            }
            return element
        }
    }

    // MARK: Forming elements

    private func pieces(at index: Int) -> [Piece] {
        let view = views[index]
        let properties = view.accessibility
        if properties.isHidden || view.kindName.hasPrefix("Image(decorative:") { return [] }
        if properties.isElement { return chainPieces(at: index) }
        let kind = ViewFinder.baseName(of: view.kindName)
        if let role = Self.controlRoles[kind] { return [.element(control(at: index, role: role))] }
        if kind == "Text", let text = texts[view.identity] {
            return [.element(element(at: index, role: .text, label: text))]
        }
        if kind == "Image" { return [.element(image(at: index))] }
        return children[index].flatMap(pieces)
    }

    /// The pieces of a chain of accessibility modifiers starting at `index` and of the view it
    /// modifies.
    private func chainPieces(at index: Int) -> [Piece] {
        let properties = views[index].accessibility
        var last = index
        while children[last].count == 1, views[children[last][0]].kindName.hasPrefix("accessibility") {
            last = children[last][0]
        }
        let chain = Array(index...last)
        let identifier = chain.lazy.compactMap { Self.identifier(in: self.views[$0].kindName) }.first
        let inner = children[last].flatMap(pieces)
        let behavior = properties.childBehavior
        if behavior == .ignore || behavior == .combine {
            var made = element(at: index, role: .text, label: properties.label)
            made.identifier = identifier
            if isInteractive(index) {
                made.actions.insert(.activate, at: 0)
                made.activationPoint = ViewFinder.touchPoint(of: views[index], among: views) ?? made.activationPoint
            }
            apply(properties, from: views[index].identity, to: &made, replacingLabel: false)
            return [.element(made)]
        }
        if behavior == .contain {
            return [.group(frame: views[index].frame, sortPriority: properties.sortPriority, inner)]
        }
        if Self.flatten(inner).isEmpty {
            let says = properties.label != nil || properties.value != nil || properties.hint != nil
            guard says || !properties.traits.isEmpty || !properties.actionNames.isEmpty else { return [] }
            var made = element(at: index, role: .text, label: properties.label)
            made.identifier = identifier
            apply(properties, from: views[index].identity, to: &made, replacingLabel: false)
            return [.element(made)]
        }
        return inner.map { piece in
            modified(piece) { element in
                apply(properties, from: views[index].identity, to: &element, replacingLabel: true)
                if element.identifier == nil { element.identifier = identifier }
            }
        }
    }

    /// A control: one element, labelled from inside or around it.
    private func control(at index: Int, role: AccessibilityElement.Role) -> AccessibilityElement {
        let view = views[index]
        var made = element(at: index, role: role, label: nil)
        // A slider is adjusted, not activated: a tap at its centre would move its thumb there.
        made.actions = role == .adjustable ? [] : [.activate]
        made.activationPoint = ViewFinder.touchPoint(of: view, among: views) ?? made.activationPoint
        for inner in (index + 1)..<subtreeEnd[index] {
            let properties = views[inner].accessibility
            guard properties.isElement, !properties.isHidden else { continue }
            apply(properties, from: views[inner].identity, to: &made, replacingLabel: false)
        }
        if made.label == nil, let text = drawnText(inside: index) { made.label = text }
        if made.label == nil, let name = imageName(inside: index, symbols: false) { made.label = name }
        if made.label == nil { made.symbolName = imageName(inside: index, symbols: true) }
        return made
    }

    /// An image: labelled with its asset's name; a symbol is not labelled.
    private func image(at index: Int) -> AccessibilityElement {
        let kindName = views[index].kindName
        if let symbol = Self.argument(of: kindName, prefix: "Image(systemName: ") {
            var made = element(at: index, role: .image, label: nil)
            made.symbolName = symbol
            return made
        }
        return element(at: index, role: .image, label: Self.argument(of: kindName, prefix: "Image("))
    }

    private func element(at index: Int, role: AccessibilityElement.Role, label: String?) -> AccessibilityElement {
        let view = views[index]
        return AccessibilityElement(
            role: role, traits: [], label: label, value: nil, hint: nil, identifier: nil, frame: view.frame,
            actions: [], sortPriority: 0, symbolName: nil, identity: view.identity,
            activationPoint: CGPoint(x: view.frame.midX, y: view.frame.midY), actionNodes: [:],
            kindName: view.kindName)
    }

    /// Gives `element` what a chain of modifiers says: its label (replacing the element's own
    /// when `replacingLabel`, else only when it has none), value, hint, traits, sort priority and
    /// actions (performed at `node`).
    private func apply(
        _ properties: AccessibilityProperties, from node: ViewIdentity, to element: inout AccessibilityElement,
        replacingLabel: Bool
    ) {
        if let label = properties.label, replacingLabel || element.label == nil { element.label = label }
        if let value = properties.value { element.value = value }
        if let hint = properties.hint { element.hint = hint }
        if let level = properties.headingLevel { element.headingLevel = level }
        for entry in properties.customContent where !element.customContent.contains(where: { $0.id == entry.id }) {
            element.customContent.append(entry)
        }
        if let type = properties.textContentType { element.textContentType = type }
        if !properties.inputLabels.isEmpty { element.inputLabels = properties.inputLabels }
        if let options = properties.directTouchOptions { element.directTouchOptions = options }
        if let responds = properties.respondsToUserInteraction { element.respondsToUserInteraction = responds }
        if let point = properties.activationPoint {
            let inside = point.resolved(in: element.frame.size)
            element.activationPoint = CGPoint(x: element.frame.minX + inside.x, y: element.frame.minY + inside.y)
        }
        if let pair = properties.labeledPair { element.labeledPair = pair }
        if properties.isAccessibilityFocusable {
            element.focusNode = node
            element.isAccessibilityFocused = properties.isAccessibilityFocused
        }
        element.traits.formUnion(properties.traits)
        if properties.sortPriority != 0 { element.sortPriority = properties.sortPriority }
        for name in properties.actionNames where element.actionNodes[name] == nil {
            element.actionNodes[name] = node
        }
        element.actionCategories.merge(properties.actionCategories) { inner, _ in inner }
        element.actions = Self.actions(of: element)
        element.role = Self.role(of: element)
    }

    /// Activate first (when the element has it), then increment and decrement, then the others
    /// by name, sorted.
    private static func actions(of element: AccessibilityElement) -> [AccessibilityElement.Action] {
        var actions: [AccessibilityElement.Action] = []
        if element.actions.contains(.activate) || element.actionNodes["default"] != nil { actions.append(.activate) }
        if element.actionNodes[AdjustableActionNames.increment] != nil { actions.append(.increment) }
        if element.actionNodes[AdjustableActionNames.decrement] != nil { actions.append(.decrement) }
        let others = element.actionNodes.keys.filter {
            $0 != "default" && $0 != AdjustableActionNames.increment && $0 != AdjustableActionNames.decrement
        }
        return actions + others.sorted().map { .named($0) }
    }

    /// The role the element's view and traits give it; the trait the role implies is dropped
    /// from its traits.
    private static func role(of element: AccessibilityElement) -> AccessibilityElement.Role {
        let traits = element.traits
        if traits.contains(.isLink) { return .link }
        if controlRoles.values.contains(element.role) { return element.role }
        if traits.contains(.isButton) { return .button }
        if traits.contains(.isToggle) { return .toggle }
        if element.actions.contains(.increment) && element.actions.contains(.decrement) { return .adjustable }
        if traits.contains(.isHeader) { return .header }
        if traits.contains(.isImage) { return .image }
        return element.role
    }

    /// Whether anything in the subtree at `index` takes touches (a gesture, a button's press, a
    /// control).
    private func isInteractive(_ index: Int) -> Bool {
        (index..<subtreeEnd[index]).contains { inner in
            let kind = ViewFinder.baseName(of: views[inner].kindName)
            return ViewFinder.touchKinds.contains(kind) || Self.controlRoles[kind] != nil
        }
    }

    /// The texts drawn inside the view at `index`, joined by spaces; `nil` when there are none.
    private func drawnText(inside index: Int) -> String? {
        let parts = (index..<subtreeEnd[index]).compactMap { texts[views[$0].identity] }
        return parts.isEmpty ? nil : parts.joined(separator: " ")
    }

    /// The name of the first image (asset images, or symbols when `symbols`) inside the view at
    /// `index`, not hidden and not decorative.
    private func imageName(inside index: Int, symbols: Bool) -> String? {
        for inner in index..<subtreeEnd[index] where !views[inner].accessibility.isHidden {
            let kindName = views[inner].kindName
            if symbols, let name = Self.argument(of: kindName, prefix: "Image(systemName: ") { return name }
            if !symbols, !kindName.hasPrefix("Image(systemName: "), !kindName.hasPrefix("Image(decorative:"),
                let name = Self.argument(of: kindName, prefix: "Image(")
            {
                return name
            }
        }
        return nil
    }

    // MARK: Reading order

    /// The pieces in reading order, groups opened: top to bottom in rows, each row leading to
    /// trailing; then higher sort priorities first, keeping that order among equals.
    private static func ordered(_ pieces: [Piece]) -> [AccessibilityElement] {
        let byPosition = pieces.sorted { a, b in
            a.frame.minY != b.frame.minY ? a.frame.minY < b.frame.minY : a.frame.minX < b.frame.minX
        }
        var rows: [[Piece]] = []
        for piece in byPosition {
            // A piece that starts above the middle of the row's first piece is beside it.
            if let first = rows.last?.first, piece.frame.minY < first.frame.midY {
                rows[rows.count - 1].append(piece)
            } else {
                rows.append([piece])
            }
        }
        let reading = rows.flatMap { row in row.sorted { $0.frame.minX < $1.frame.minX } }
        let prioritized = reading.enumerated().sorted { a, b in
            a.element.sortPriority != b.element.sortPriority
                ? a.element.sortPriority > b.element.sortPriority : a.offset < b.offset
        }.map(\.element)
        return prioritized.flatMap { piece -> [AccessibilityElement] in
            switch piece {
            case .element(let element): [element]
            case .group(_, _, let inner): ordered(inner)
            }
        }
    }

    private static func flatten(_ pieces: [Piece]) -> [AccessibilityElement] {
        pieces.flatMap { piece -> [AccessibilityElement] in
            switch piece {
            case .element(let element): [element]
            case .group(_, _, let inner): flatten(inner)
            }
        }
    }

    private func modified(_ piece: Piece, _ change: (inout AccessibilityElement) -> Void) -> Piece {
        switch piece {
        case .element(var element):
            change(&element)
            return .element(element)
        case .group(let frame, let priority, let inner):
            return .group(frame: frame, sortPriority: priority, inner.map { modified($0, change) })
        }
    }

    // MARK: Kind names

    /// The identifier an `accessibilityIdentifier` node's kind name holds.
    private static func identifier(in kindName: String) -> String? {
        argument(of: kindName, prefix: "accessibilityIdentifier(")
    }

    /// What a kind name holds between `prefix` and its closing parenthesis.
    private static func argument(of kindName: String, prefix: String) -> String? {
        guard kindName.hasPrefix(prefix), kindName.hasSuffix(")") else { return nil }
        return String(kindName.dropFirst(prefix.count).dropLast())
    }
}

/// The names `accessibilityAdjustableAction` gives its two actions in the view layer.
enum AdjustableActionNames {
    static let increment = "Increment"
    static let decrement = "Decrement"
}
