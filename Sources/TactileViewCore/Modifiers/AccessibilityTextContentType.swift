import Foundation

/// What kind of text a view holds, SwiftUI's `AccessibilityTextContentType`
/// (`View/accessibilityTextContentType(_:)`): a screen reader may read source code or a
/// spreadsheet differently from prose.
public struct AccessibilityTextContentType: Sendable, Hashable {
    /// The type's name, as the accessibility tree prints it.
    let name: String

    /// Plain text with no particular form.
    public static let plain = AccessibilityTextContentType(name: "plain")
    /// Output of a console or terminal.
    public static let console = AccessibilityTextContentType(name: "console")
    /// Names of files and folders.
    public static let fileSystem = AccessibilityTextContentType(name: "fileSystem")
    /// Messages of a conversation.
    public static let messaging = AccessibilityTextContentType(name: "messaging")
    /// Prose, as in a book.
    public static let narrative = AccessibilityTextContentType(name: "narrative")
    /// Program source code.
    public static let sourceCode = AccessibilityTextContentType(name: "sourceCode")
    /// Cells of a spreadsheet.
    public static let spreadsheet = AccessibilityTextContentType(name: "spreadsheet")
    /// A word-processing document.
    public static let wordProcessing = AccessibilityTextContentType(name: "wordProcessing")
}

extension AccessibilityTextContentType: CustomStringConvertible {
    /// The type's name (`sourceCode`).
    public var description: String { name }
}

extension View {
    /// Says what kind of text this view holds; the accessibility tree records it
    /// (`AccessibilityElement.textContentType`).
    nonisolated public func accessibilityTextContentType(_ value: AccessibilityTextContentType)
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        accessibilityAttachment(.textContentType(value))
    }
}
