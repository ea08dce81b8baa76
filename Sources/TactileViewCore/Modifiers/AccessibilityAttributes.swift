import Foundation

/// One accessibility attribute a modifier gives a view: read by `ViewHost/inspectedViews()`
/// (and so `TouchSimulator`'s finders) and `ViewHost/performAccessibilityAction(named:onViewLabelled:)`.
/// There is no assistive technology on Linux: nothing is drawn and layout does not change.
enum AccessibilityAttribute {
    case value(String)
    case hint(String)
    case addTraits(AccessibilityTraits)
    case removeTraits(AccessibilityTraits)
    case action(name: String, handler: @MainActor () -> Void)
    case categorizedAction(name: String, category: String?, handler: @MainActor () -> Void)
    case scroll(@MainActor (Edge) -> Void)
    case sortPriority(Double)
    case inputLabels([String])
    case hidden(Bool)
    case children(AccessibilityChildBehavior)
    case heading(AccessibilityHeadingLevel)
    case customContent(id: String, AccessibilityCustomContentEntry?)
    case textContentType(AccessibilityTextContentType)
    case directTouch(AccessibilityDirectTouchOptions)
    case activationPoint(AccessibilityActivationPoint)
    case respondsToUserInteraction(Bool)
    case zoom(@MainActor (AccessibilityZoomGestureAction) -> Void)
    case rotor(label: String, entries: @MainActor () -> [AccessibilityRotorEntryDescription])
    case labeledPair(AccessibilityLabeledPairDescription)
    case focus(isFocused: Bool, focus: @MainActor () -> Void)
}

/// The node of an accessibility modifier other than the label and identifier.
struct AccessibilityAttributeContent: NodeContentModifier {
    let attribute: AccessibilityAttribute
    var kindName: String {
        switch attribute {
        case .value(let value): "accessibilityValue(\(value))"
        case .hint(let hint): "accessibilityHint(\(hint))"
        case .addTraits: "accessibilityAddTraits"
        case .removeTraits: "accessibilityRemoveTraits"
        case .action(let name, _): "accessibilityAction(\(name))"
        case .categorizedAction(let name, let category, _): "accessibilityAction(\(name), \(category ?? "default"))"
        case .scroll: "accessibilityScrollAction"
        case .sortPriority(let priority): "accessibilitySortPriority(\(priority))"
        case .inputLabels: "accessibilityInputLabels"
        case .hidden(let hidden): "accessibilityHidden(\(hidden))"
        case .children(let behavior): "accessibilityElement(children: .\(behavior.kind))"
        case .heading(let level): "accessibilityHeading(\(level))"
        case .customContent(let id, _): "accessibilityCustomContent(\(id))"
        case .textContentType(let type): "accessibilityTextContentType(\(type.name))"
        case .directTouch: "accessibilityDirectTouch"
        case .activationPoint: "accessibilityActivationPoint"
        case .respondsToUserInteraction(let responds): "accessibilityRespondsToUserInteraction(\(responds))"
        case .zoom: "accessibilityZoomAction"
        case .rotor(let label, _): "accessibilityRotor(\(label))"
        case .labeledPair(let pair): "accessibilityLabeledPair(\(pair.role))"
        case .focus: "accessibilityFocused"
        }
    }
    var isLayoutNeutral: Bool { true }
}

extension View {
    /// Describes this view's value to assistive technologies (a slider's "50 %").
    nonisolated public func accessibilityValue(_ valueDescription: Text) -> some View {
        accessibility(.value(valueDescription.string))
    }

    /// Describes this view's value to assistive technologies.
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey) -> some View {
        accessibility(.value(valueKey.resolved))
    }

    /// Describes this view's value to assistive technologies.
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S) -> some View {
        accessibility(.value(String(value)))
    }

    /// Tells assistive technologies what happens when this view is activated.
    nonisolated public func accessibilityHint(_ hint: Text) -> some View { accessibility(.hint(hint.string)) }

    /// Tells assistive technologies what happens when this view is activated.
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey) -> some View {
        accessibility(.hint(hintKey.resolved))
    }

    /// Tells assistive technologies what happens when this view is activated.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S) -> some View {
        accessibility(.hint(String(hint)))
    }

    /// Adds `traits` to this view's accessibility traits.
    nonisolated public func accessibilityAddTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility(.addTraits(traits))
    }

    /// Removes `traits` from this view's accessibility traits.
    nonisolated public func accessibilityRemoveTraits(_ traits: AccessibilityTraits) -> some View {
        accessibility(.removeTraits(traits))
    }

    /// Gives this view an action of `actionKind` that assistive technologies can perform.
    nonisolated public func accessibilityAction(
        _ actionKind: AccessibilityActionKind = .default, _ handler: @escaping @MainActor () -> Void
    ) -> some View {
        accessibility(.action(name: actionKind.name, handler: handler))
    }

    /// Gives this view a custom action called `name`.
    nonisolated public func accessibilityAction(named name: Text, _ handler: @escaping @MainActor () -> Void)
        -> some View
    {
        accessibility(.action(name: name.string, handler: handler))
    }

    /// Gives this view a custom action called `nameKey`.
    nonisolated public func accessibilityAction(
        named nameKey: LocalizedStringKey, _ handler: @escaping @MainActor () -> Void
    ) -> some View {
        accessibility(.action(name: nameKey.resolved, handler: handler))
    }

    /// Gives this view a custom action called `name`.
    @_disfavoredOverload
    nonisolated public func accessibilityAction<S: StringProtocol>(
        named name: S, _ handler: @escaping @MainActor () -> Void
    )
        -> some View
    {
        accessibility(.action(name: String(name), handler: handler))
    }

    /// Orders this view among its siblings for assistive technologies: higher first.
    nonisolated public func accessibilitySortPriority(_ sortPriority: Double) -> some View {
        accessibility(.sortPriority(sortPriority))
    }

    /// Other names Voice Control users may say for this view.
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text]) -> some View {
        accessibility(.inputLabels(inputLabels.map(\.string)))
    }

    /// Other names Voice Control users may say for this view.
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey]) -> some View {
        accessibility(.inputLabels(inputLabelKeys.map(\.resolved)))
    }

    /// Other names Voice Control users may say for this view.
    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S]) -> some View {
        accessibility(.inputLabels(inputLabels.map { String($0) }))
    }

    /// Hides this view and everything in it from assistive technologies (it is still drawn and
    /// touched); finders by accessibility label do not find it.
    nonisolated public func accessibilityHidden(_ hidden: Bool) -> some View { accessibility(.hidden(hidden)) }

    /// Makes this view one accessibility element, its children left out (`.ignore`), joined into
    /// its label (`.combine`) or kept as elements inside it (`.contain`).
    nonisolated public func accessibilityElement(children: AccessibilityChildBehavior = .ignore) -> some View {
        accessibility(.children(children))
    }

    nonisolated private func accessibility(_ attribute: AccessibilityAttribute) -> some View {
        modifier(AccessibilityAttributeContent(attribute: attribute))
    }
}
