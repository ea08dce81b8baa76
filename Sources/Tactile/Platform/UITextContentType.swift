import Foundation

/// What a text field holds, for autofill: UIKit's `UITextContentType`, which SwiftUI's
/// `textContentType(_:)` takes.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    /// The content type's UIKit name.
    public let rawValue: String

    /// A content type from its UIKit name.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// A person's full name.
    public static let name = UITextContentType(rawValue: "name")
    /// A given name.
    public static let givenName = UITextContentType(rawValue: "givenName")
    /// A family name.
    public static let familyName = UITextContentType(rawValue: "familyName")
    /// A nickname.
    public static let nickname = UITextContentType(rawValue: "nickname")
    /// An organisation's name.
    public static let organizationName = UITextContentType(rawValue: "organizationName")
    /// A full street address.
    public static let fullStreetAddress = UITextContentType(rawValue: "fullStreetAddress")
    /// A city.
    public static let addressCity = UITextContentType(rawValue: "addressCity")
    /// A postal code.
    public static let postalCode = UITextContentType(rawValue: "postalCode")
    /// A country or region.
    public static let countryName = UITextContentType(rawValue: "countryName")
    /// A telephone number.
    public static let telephoneNumber = UITextContentType(rawValue: "telephoneNumber")
    /// An email address.
    public static let emailAddress = UITextContentType(rawValue: "emailAddress")
    /// A URL.
    // swift-format-ignore: AlwaysUseLowerCamelCase
    public static let URL = UITextContentType(rawValue: "URL")
    /// A credit card number.
    public static let creditCardNumber = UITextContentType(rawValue: "creditCardNumber")
    /// An account's user name.
    public static let username = UITextContentType(rawValue: "username")
    /// An account's password.
    public static let password = UITextContentType(rawValue: "password")
    /// A new password, being chosen.
    public static let newPassword = UITextContentType(rawValue: "newPassword")
    /// A one-time code.
    public static let oneTimeCode = UITextContentType(rawValue: "oneTimeCode")
}

/// How a text field capitalises what is typed (the older UIKit form, which SwiftUI's
/// `autocapitalization(_:)` takes).
public enum UITextAutocapitalizationType: Int, Hashable, Sendable {
    /// No capitalisation.
    case none
    /// The first letter of each word.
    case words
    /// The first letter of each sentence.
    case sentences
    /// Every letter.
    case allCharacters
}

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
