import Foundation
import TactileViewCore

/// The keyboard and typing settings of a text-entry object, UIKit's `UITextInputTraits`, which
/// `UITextField` and `UITextView` adopt.
///
/// On Linux they are kept and read back: there is no on-screen keyboard to choose, no
/// autocorrection, spell checking or autofill, and `isSecureTextEntry` hides nothing (UIKit views
/// are not drawn; see `UIView`).
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    /// How typed text is capitalised.
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    /// Whether typed text is autocorrected.
    var autocorrectionType: UITextAutocorrectionType { get set }
    /// Whether typed text is spell-checked.
    var spellCheckingType: UITextSpellCheckingType { get set }
    /// The keyboard to show.
    var keyboardType: UIKeyboardType { get set }
    /// The keyboard's look.
    var keyboardAppearance: UIKeyboardAppearance { get set }
    /// The return key's label.
    var returnKeyType: UIReturnKeyType { get set }
    /// Whether the return key is disabled while there is no text.
    var enablesReturnKeyAutomatically: Bool { get set }
    /// Whether the text is hidden as it is typed (a password).
    var isSecureTextEntry: Bool { get set }
    /// What the text is, for autofill.
    var textContentType: UITextContentType! { get set }
}

/// The label of the keyboard's return key, UIKit's `UIReturnKeyType` (kept only on Linux).
public enum UIReturnKeyType: Int, Sendable {
    /// "return".
    case `default`
    /// "Go".
    case go
    /// "Google".
    case google
    /// "Join".
    case join
    /// "Next".
    case next
    /// "Route".
    case route
    /// "Search".
    case search
    /// "Send".
    case send
    /// "Yahoo".
    case yahoo
    /// "Done".
    case done
    /// "Emergency Call".
    case emergencyCall
    /// "Continue".
    case `continue`
}

/// Whether text is autocorrected, UIKit's `UITextAutocorrectionType` (kept only on Linux).
public enum UITextAutocorrectionType: Int, Sendable {
    /// The system's choice.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}

/// Whether text is spell-checked, UIKit's `UITextSpellCheckingType` (kept only on Linux).
public enum UITextSpellCheckingType: Int, Sendable {
    /// The system's choice.
    case `default`
    /// Off.
    case no
    /// On.
    case yes
}

/// The look of the keyboard, UIKit's `UIKeyboardAppearance` (kept only on Linux).
public enum UIKeyboardAppearance: Int, Sendable {
    /// The system's look.
    case `default`
    /// Dark.
    case dark
    /// Light.
    case light

    /// Dark (the older name).
    public static let alert = UIKeyboardAppearance.dark
}
