import Foundation

/// How scrolling dismisses the keyboard: SwiftUI's `ScrollDismissesKeyboardMode`.
public struct ScrollDismissesKeyboardMode: Hashable, Sendable {
    let name: String

    /// The platform decides.
    public static let automatic = ScrollDismissesKeyboardMode(name: "automatic")
    /// Dismissed as soon as scrolling starts.
    public static let immediately = ScrollDismissesKeyboardMode(name: "immediately")
    /// Dragged down with the scroll.
    public static let interactively = ScrollDismissesKeyboardMode(name: "interactively")
    /// Never dismissed by scrolling.
    public static let never = ScrollDismissesKeyboardMode(name: "never")
}

/// Keyboard and autofill settings. *No effect on Linux*: there is no keyboard or text input (see
/// `TextField`).
extension View {
    /// Tells the text field in this view what it holds, for autofill. No effect on Linux.
    nonisolated public func textContentType(_ textContentType: UITextContentType?) -> some View { self }

    /// Sets how text fields in this view capitalise what is typed (the older form). No effect on
    /// Linux.
    nonisolated public func autocapitalization(_ style: UITextAutocapitalizationType) -> some View { self }

    /// Sets how scrolling in this view dismisses the keyboard. No effect on Linux.
    nonisolated public func scrollDismissesKeyboard(_ mode: ScrollDismissesKeyboardMode) -> some View { self }
}
