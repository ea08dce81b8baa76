import Foundation

/// The accessibility modifiers with an `isEnabled` flag: each attaches what the plain modifier
/// attaches when the flag is `true`, and nothing when it is `false` (so a label given further out,
/// or the view's own, applies).
extension View {
    /// Names this view for assistive technologies when `isEnabled`.
    nonisolated public func accessibilityLabel(_ label: Text, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(node: isEnabled ? AccessibilityLabelContent(label: label.string) : nil)
    }

    /// Names this view for assistive technologies when `isEnabled`.
    nonisolated public func accessibilityLabel(_ labelKey: LocalizedStringKey, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(node: isEnabled ? AccessibilityLabelContent(label: labelKey.resolved) : nil)
    }

    /// Names this view for assistive technologies when `isEnabled`.
    @_disfavoredOverload
    nonisolated public func accessibilityLabel<S: StringProtocol>(_ label: S, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(node: isEnabled ? AccessibilityLabelContent(label: String(label)) : nil)
    }

    /// Describes this view's value when `isEnabled`.
    nonisolated public func accessibilityValue(_ valueDescription: Text, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(isEnabled ? .value(valueDescription.string) : nil)
    }

    /// Describes this view's value when `isEnabled`.
    nonisolated public func accessibilityValue(_ valueKey: LocalizedStringKey, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(isEnabled ? .value(valueKey.resolved) : nil)
    }

    /// Describes this view's value when `isEnabled`.
    @_disfavoredOverload
    nonisolated public func accessibilityValue<S: StringProtocol>(_ value: S, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(isEnabled ? .value(String(value)) : nil)
    }

    /// Tells what activating this view does, when `isEnabled`.
    nonisolated public func accessibilityHint(_ hint: Text, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(isEnabled ? .hint(hint.string) : nil)
    }

    /// Tells what activating this view does, when `isEnabled`.
    nonisolated public func accessibilityHint(_ hintKey: LocalizedStringKey, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(isEnabled ? .hint(hintKey.resolved) : nil)
    }

    /// Tells what activating this view does, when `isEnabled`.
    @_disfavoredOverload
    nonisolated public func accessibilityHint<S: StringProtocol>(_ hint: S, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(isEnabled ? .hint(String(hint)) : nil)
    }

    /// Names this view for UI tests when `isEnabled`.
    nonisolated public func accessibilityIdentifier(_ identifier: String, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(node: isEnabled ? AccessibilityIdentifierContent(identifier: identifier) : nil)
    }

    /// Hides this view from assistive technologies when both `hidden` and `isEnabled` are true.
    nonisolated public func accessibilityHidden(_ hidden: Bool, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(isEnabled ? .hidden(hidden) : nil)
    }

    /// Other names Voice Control users may say for this view, when `isEnabled`.
    nonisolated public func accessibilityInputLabels(_ inputLabels: [Text], isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(isEnabled ? .inputLabels(inputLabels.map(\.string)) : nil)
    }

    /// Other names Voice Control users may say for this view, when `isEnabled`.
    nonisolated public func accessibilityInputLabels(_ inputLabelKeys: [LocalizedStringKey], isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(isEnabled ? .inputLabels(inputLabelKeys.map(\.resolved)) : nil)
    }

    /// Other names Voice Control users may say for this view, when `isEnabled`.
    @_disfavoredOverload
    nonisolated public func accessibilityInputLabels<S: StringProtocol>(_ inputLabels: [S], isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(isEnabled ? .inputLabels(inputLabels.map { String($0) }) : nil)
    }

    /// Other names Voice Control users may say for this view: `accessibilityInputLabels(_:)`.
    nonisolated public func accessibility(inputLabels: [Text]) -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(.inputLabels(inputLabels.map(\.string)))
    }

    /// Says whether this view takes part in user interaction (Voice Control offers it, and a
    /// screen reader says it can be activated); the accessibility tree records it
    /// (`AccessibilityElement.respondsToUserInteraction`).
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool = true)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(.respondsToUserInteraction(respondsToUserInteraction))
    }

    /// Says whether this view takes part in user interaction, when `isEnabled`.
    nonisolated public func accessibilityRespondsToUserInteraction(_ respondsToUserInteraction: Bool, isEnabled: Bool)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(isEnabled ? .respondsToUserInteraction(respondsToUserInteraction) : nil)
    }
}

/// The selection identifier of the first accessibility modifiers.
///
/// *Accepted*: SwiftUI deprecated it without a replacement and no assistive technology on Linux
/// reads it.
extension View {
    /// An identifier for the view within a selection.
    nonisolated public func accessibility(selectionIdentifier: AnyHashable)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(nil)
    }
}
