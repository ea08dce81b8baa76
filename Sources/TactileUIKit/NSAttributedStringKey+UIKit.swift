import Foundation

/// The attribute keys UIKit adds to `NSAttributedString.Key`, so that text attributes written as
/// `[.foregroundColor: UIColor.white, .font: UIFont.systemFont(ofSize: 20)]` compile (for
/// `UINavigationBarAppearance.titleTextAttributes` and the like). On Linux they are names only:
/// Tactile draws no `NSAttributedString`, so nothing reads them but the code that set them.
extension NSAttributedString.Key {
    /// The text's `UIFont`.
    public static let font = NSAttributedString.Key(rawValue: "NSFont")
    /// The text's `UIColor`.
    public static let foregroundColor = NSAttributedString.Key(rawValue: "NSColor")
    /// The `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key(rawValue: "NSBackgroundColor")
    /// The extra space between characters, in points.
    public static let kern = NSAttributedString.Key(rawValue: "NSKern")
    /// The underline's `NSUnderlineStyle` raw value.
    public static let underlineStyle = NSAttributedString.Key(rawValue: "NSUnderline")
    /// The strikethrough's `NSUnderlineStyle` raw value.
    public static let strikethroughStyle = NSAttributedString.Key(rawValue: "NSStrikethrough")
    /// The baseline's offset, in points.
    public static let baselineOffset = NSAttributedString.Key(rawValue: "NSBaselineOffset")
}
