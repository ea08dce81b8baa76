import Foundation

/// The first accessibility modifiers, `accessibility(label:)` and the rest, which SwiftUI keeps (as
/// to be deprecated) and much code still writes: each is the newer modifier of the same meaning.
extension View {
    /// The view's accessibility label: `accessibilityLabel(_:)`.
    nonisolated public func accessibility(label: Text) -> some View { accessibilityLabel(label) }

    /// The view's accessibility value: `accessibilityValue(_:)`.
    nonisolated public func accessibility(value: Text) -> some View { accessibilityValue(value) }

    /// The view's accessibility hint: `accessibilityHint(_:)`.
    nonisolated public func accessibility(hint: Text) -> some View { accessibilityHint(hint) }

    /// Hides the view from accessibility: `accessibilityHidden(_:)`.
    nonisolated public func accessibility(hidden: Bool) -> some View { accessibilityHidden(hidden) }

    /// The view's accessibility identifier: `accessibilityIdentifier(_:)`.
    nonisolated public func accessibility(identifier: String) -> some View { accessibilityIdentifier(identifier) }

    /// Adds accessibility traits: `accessibilityAddTraits(_:)`.
    nonisolated public func accessibility(addTraits traits: AccessibilityTraits) -> some View {
        accessibilityAddTraits(traits)
    }

    /// Removes accessibility traits: `accessibilityRemoveTraits(_:)`.
    nonisolated public func accessibility(removeTraits traits: AccessibilityTraits) -> some View {
        accessibilityRemoveTraits(traits)
    }

    /// The view's place in the reading order: `accessibilitySortPriority(_:)`.
    nonisolated public func accessibility(sortPriority: Double) -> some View { accessibilitySortPriority(sortPriority) }
}
