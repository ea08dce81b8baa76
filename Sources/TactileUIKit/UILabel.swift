import Foundation
import TactileViewCore

/// A label, UIKit's `UILabel`: it keeps its text and how to show it, and sizes itself to its text
/// on one line as Tactile measures `Text` in the same font (`intrinsicContentSize`). On Linux the text is not drawn (see `UIView`);
/// SwiftUI's `Text` is.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text.
    open var text: String? { didSet { setNeedsLayout() } }
    /// The text with attributes.
    open var attributedText: NSAttributedString? {
        get { text.map { NSAttributedString(string: $0) } }
        set { text = newValue?.string }
    }
    /// The font; the body text style by default.
    open var font: UIFont! = .preferredFont(forTextStyle: .body)
    /// The text colour.
    open var textColor: UIColor! = .label
    /// The alignment of the text.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 for no limit.
    open var numberOfLines = 1
    /// Whether the font follows Dynamic Type (stored only).
    open var adjustsFontForContentSizeCategory = false

    /// An empty label with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The text's size on one line, measured as Tactile measures a `Text` in the same font (its
    /// per-character advances and line height).
    open override var intrinsicContentSize: CGSize {
        let font = Font(self.font)
        let text = self.text ?? ""
        return CGSize(width: font.width(of: Substring(text)).rounded(.up), height: text.isEmpty ? 0 : font.lineHeight)
    }
}

/// How text lines up, UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    /// Left.
    case left
    /// Centred.
    case center
    /// Right.
    case right
    /// Both edges.
    case justified
    /// The writing direction's leading edge.
    case natural
}
