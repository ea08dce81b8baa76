import Foundation

/// How a direct-touch area behaves, SwiftUI's `AccessibilityDirectTouchOptions`
/// (`View/accessibilityDirectTouch(_:options:)`).
public struct AccessibilityDirectTouchOptions: OptionSet, Sendable {
    /// A set's elements are sets.
    public typealias Element = AccessibilityDirectTouchOptions
    /// The bits of the set.
    public let rawValue: UInt

    /// Options from their bits.
    public init(rawValue: UInt) { self.rawValue = rawValue }

    /// The screen reader says nothing when the area is touched.
    public static let silentOnTouch = AccessibilityDirectTouchOptions(rawValue: 1 << 0)
    /// Touches pass to the area only once it has been activated.
    public static let requiresActivation = AccessibilityDirectTouchOptions(rawValue: 1 << 1)
}

extension View {
    /// Makes this view an area where touches go straight to the view while a screen reader runs
    /// (a piano keyboard, a drawing canvas): its elements get the `allowsDirectInteraction` trait
    /// and record `options` (`AccessibilityElement.directTouchOptions`). `false` attaches nothing.
    nonisolated public func accessibilityDirectTouch(
        _ isDirectTouchArea: Bool = true, options: AccessibilityDirectTouchOptions = []
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        accessibilityAttachment(isDirectTouchArea ? .directTouch(options) : nil)
    }
}
