import Foundation

/// How much of Apple's Writing Tools (proofreading and rewriting text) a text view offers,
/// SwiftUI's `WritingToolsBehavior`.
public struct WritingToolsBehavior: Hashable, Sendable {
    let name: String
    /// As the system decides.
    public static let automatic = WritingToolsBehavior(name: "automatic")
    /// Every tool, rewriting in place.
    public static let complete = WritingToolsBehavior(name: "complete")
    /// Tools that show their results in a panel.
    public static let limited = WritingToolsBehavior(name: "limited")
    /// No tools.
    public static let disabled = WritingToolsBehavior(name: "disabled")
}

/// When dictation starts in a field, SwiftUI's `TextInputDictationActivation`.
public struct TextInputDictationActivation: Equatable, Sendable {
    let name: String
    /// When the field is looked at (visionOS).
    public static let onLook = TextInputDictationActivation(name: "onLook")
    /// When the field is selected.
    public static let onSelect = TextInputDictationActivation(name: "onSelect")
}

/// How dictation is offered in a field, SwiftUI's `TextInputDictationBehavior`.
public struct TextInputDictationBehavior: Equatable, Sendable {
    let activation: TextInputDictationActivation?
    /// As the system decides.
    public static let automatic = TextInputDictationBehavior(activation: nil)
    /// A dictation button inside the field, starting as `activation` says.
    public static func inline(activation: TextInputDictationActivation) -> TextInputDictationBehavior {
        TextInputDictationBehavior(activation: activation)
    }
}

/// System text tools. *No effect on Linux*: there are no Writing Tools, find-and-replace bar or
/// keyboard to show them with (see `TextField`).
extension View {
    /// Sets how much of Writing Tools the text views here offer.
    nonisolated public func writingToolsBehavior(_ behavior: WritingToolsBehavior) -> some View { self }

    /// Shows the find bar of the text editor here while `isPresented` is true (it never shows; the
    /// binding is left as it is).
    nonisolated public func findNavigator(isPresented: Binding<Bool>) -> some View { self }

    /// Turns find off for the text editors here.
    nonisolated public func findDisabled(_ isDisabled: Bool = true) -> some View { self }

    /// Turns replace off for the text editors here.
    nonisolated public func replaceDisabled(_ isDisabled: Bool = true) -> some View { self }
}
