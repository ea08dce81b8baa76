import Foundation

/// The label of the keyboard's return key, SwiftUI's `SubmitLabel`.
public struct SubmitLabel: Hashable, Sendable {
    let name: String

    /// "done".
    public static let done = SubmitLabel(name: "done")
    /// "go".
    public static let go = SubmitLabel(name: "go")
    /// "send".
    public static let send = SubmitLabel(name: "send")
    /// "join".
    public static let join = SubmitLabel(name: "join")
    /// "route".
    public static let route = SubmitLabel(name: "route")
    /// "search".
    public static let search = SubmitLabel(name: "search")
    /// "return".
    public static let `return` = SubmitLabel(name: "return")
    /// "next".
    public static let next = SubmitLabel(name: "next")
    /// "continue".
    public static let `continue` = SubmitLabel(name: "continue")
}

/// What submits, SwiftUI's `SubmitTriggers`.
public struct SubmitTriggers: OptionSet, Hashable, Sendable {
    /// The bits of the set.
    public let rawValue: Int

    /// Triggers from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Return in a text field.
    public static let text = SubmitTriggers(rawValue: 1 << 0)
    /// A search field's search.
    public static let search = SubmitTriggers(rawValue: 1 << 1)
}

/// How a text field capitalises what is typed, SwiftUI's `TextInputAutocapitalization`.
public struct TextInputAutocapitalization: Hashable, Sendable {
    let name: String

    /// No capitalisation.
    public static let never = TextInputAutocapitalization(name: "never")
    /// The first letter of each word.
    public static let words = TextInputAutocapitalization(name: "words")
    /// The first letter of each sentence.
    public static let sentences = TextInputAutocapitalization(name: "sentences")
    /// Every letter.
    public static let characters = TextInputAutocapitalization(name: "characters")
}

/// The on-screen keyboard a text field asks for: UIKit's `UIKeyboardType`, which SwiftUI's
/// `keyboardType(_:)` takes.
public enum UIKeyboardType: Int, Hashable, Sendable {
    /// The default keyboard.
    case `default`
    /// ASCII characters.
    case asciiCapable
    /// Numbers and punctuation.
    case numbersAndPunctuation
    /// For URLs (UIKit's spelling, kept so code that names it compiles).
    // swift-format-ignore: AlwaysUseLowerCamelCase
    case URL
    /// Digits 0–9.
    case numberPad
    /// A telephone keypad.
    case phonePad
    /// A keypad for names and phone numbers.
    case namePhonePad
    /// For email addresses.
    case emailAddress
    /// Digits and a decimal point.
    case decimalPad
    /// For social network names.
    case twitter
    /// For web searches.
    case webSearch
    /// ASCII digits.
    case asciiCapableNumberPad
}

private struct OnSubmitKey: EnvironmentKey {
    static let defaultValue: [(triggers: SubmitTriggers, action: @MainActor () -> Void)] = []
}

extension EnvironmentValues {
    /// The submit actions of the text fields here, innermost last.
    var onSubmitActions: [(triggers: SubmitTriggers, action: @MainActor () -> Void)] {
        get { self[OnSubmitKey.self] }
        set { self[OnSubmitKey.self] = newValue }
    }
}

/// Text-input settings. *No effect on Linux*: there is no keyboard or text input (see
/// `TextField`), so they are accepted and change nothing drawn.
extension View {
    /// Sets the label of the keyboard's return key.
    nonisolated public func submitLabel(_ submitLabel: SubmitLabel) -> some View { self }

    /// Runs `action` when a text field in this subtree is submitted. *Never runs on Linux*: nothing
    /// types into a field, so nothing submits it; the action is kept in the environment.
    nonisolated public func onSubmit(of triggers: SubmitTriggers = .text, _ action: @escaping @MainActor () -> Void)
        -> some View
    {
        modifier(EnvironmentWritingModifier { $0.onSubmitActions.append((triggers, action)) })
    }

    /// Asks for the keyboard of `type`.
    nonisolated public func keyboardType(_ type: UIKeyboardType) -> some View { self }

    /// Sets how typed text is capitalised.
    nonisolated public func textInputAutocapitalization(_ autocapitalization: TextInputAutocapitalization?) -> some View
    {
        self
    }

}

/// System chrome settings. *No effect on Linux*: a Tactile window has no status bar, home
/// indicator or system edge gestures.
extension View {
    /// Hides the status bar.
    nonisolated public func statusBarHidden(_ hidden: Bool = true) -> some View { self }

    /// Shows or hides the home indicator and other persistent system overlays.
    nonisolated public func persistentSystemOverlays(_ visibility: Visibility) -> some View { self }

    /// Gives the app's gestures precedence over the system's at `edges`.
    nonisolated public func defersSystemGestures(on edges: Edge.Set) -> some View { self }
}

/// Tooltips. There is no pointer hover over a tooltip on Linux; the text is recorded as the view's
/// accessibility hint, as SwiftUI also does.
extension View {
    /// A tooltip (on macOS, pointer hover) that is also the view's accessibility hint, which is
    /// what Tactile records.
    nonisolated public func help(_ text: Text) -> some View { accessibilityHint(text) }

    /// A tooltip that is also the view's accessibility hint.
    nonisolated public func help(_ textKey: LocalizedStringKey) -> some View { accessibilityHint(textKey) }

    /// A tooltip that is also the view's accessibility hint.
    @_disfavoredOverload
    nonisolated public func help<S: StringProtocol>(_ text: S) -> some View { accessibilityHint(text) }
}
