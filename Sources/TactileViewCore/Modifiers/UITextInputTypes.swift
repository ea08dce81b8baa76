import Foundation

/// What a text field holds, for autofill: UIKit's `UITextContentType`, which SwiftUI's
/// `textContentType(_:)` and UIKit's text fields take. Recorded only on Linux: there is no
/// autofill.
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
    /// A name's prefix or title ("Dr.").
    public static let namePrefix = UITextContentType(rawValue: "namePrefix")
    /// A middle name.
    public static let middleName = UITextContentType(rawValue: "middleName")
    /// A name's suffix ("Jr.").
    public static let nameSuffix = UITextContentType(rawValue: "nameSuffix")
    /// A job title.
    public static let jobTitle = UITextContentType(rawValue: "jobTitle")
    /// A location: a place's name or address.
    public static let location = UITextContentType(rawValue: "location")
    /// The first line of a street address.
    public static let streetAddressLine1 = UITextContentType(rawValue: "streetAddressLine1")
    /// The second line of a street address.
    public static let streetAddressLine2 = UITextContentType(rawValue: "streetAddressLine2")
    /// A city and a state.
    public static let addressCityAndState = UITextContentType(rawValue: "addressCityAndState")
    /// A state or province.
    public static let addressState = UITextContentType(rawValue: "addressState")
    /// A part of a city (a district).
    public static let sublocality = UITextContentType(rawValue: "sublocality")
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
