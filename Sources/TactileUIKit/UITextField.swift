import Foundation
import TactileViewCore

/// A one-line text field, UIKit's `UITextField`, for the `UIViewRepresentable` wrappers SwiftUI
/// code writes around one (a first-responder field, a field with a delegate that limits input).
///
/// On Linux it keeps its text, placeholder, styling and text-input traits. Its editing API runs as
/// the user's typing does in UIKit: `becomeFirstResponder()` asks the delegate and begins editing,
/// `insertText(_:)` and `deleteBackward()` edit at the end of the text (the cursor; there is no
/// selection to move), asking the delegate, then telling it, sending `.editingChanged` and posting
/// `textDidChangeNotification`; inserting `"\n"` is the return key (`textFieldShouldReturn(_:)`,
/// then `.editingDidEndOnExit`); `resignFirstResponder()` ends editing. Setting `text` in code
/// tells no one, as in UIKit.
///
/// It is not drawn (see `UIView`: a hosted one shows only its background colour), takes no
/// touches, and no keyboard appears or types into it: edit it from code or a test, or use SwiftUI's
/// `TextField`, which Tactile draws and edits.
@preconcurrency @MainActor
open class UITextField: UIControl, UITextInputTraits {
    /// The border around a text field, UIKit's `UITextField.BorderStyle` (kept only).
    public enum BorderStyle: Int, Sendable {
        /// No border.
        case none
        /// A thin rectangle.
        case line
        /// A bezelled rectangle.
        case bezel
        /// A rounded rectangle, as Interface Builder's fields have.
        case roundedRect
    }

    /// When an overlay view (the clear button, `leftView`, `rightView`) shows, UIKit's
    /// `UITextField.ViewMode` (kept only: overlays are not drawn on Linux).
    public enum ViewMode: Int, Sendable {
        /// Never.
        case never
        /// While the field is editing.
        case whileEditing
        /// While it is not editing.
        case unlessEditing
        /// Always.
        case always
    }

    /// Why editing ended, UIKit's `UITextField.DidEndEditingReason`.
    public enum DidEndEditingReason: Int, Sendable {
        /// The user accepted the edits (every end of editing on Linux).
        case committed
    }

    /// Posted, with the field as object, when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextFieldTextDidBeginEditingNotification")
    /// Posted, with the field as object, after each edit of the text by its editing API.
    nonisolated public static let textDidChangeNotification = Notification.Name(
        "UITextFieldTextDidChangeNotification")
    /// Posted, with the field as object, when editing ends.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextFieldTextDidEndEditingNotification")
    /// The user-info key of the reason in `textDidEndEditingNotification`.
    nonisolated public static let didEndEditingReasonUserInfoKey = "UITextFieldDidEndEditingReasonKey"

    private var storage = ""
    private var attributed: NSAttributedString?

    /// The text; never `nil` when read (setting `nil` empties it). Setting it tells no one.
    open var text: String? {
        get { storage }
        set {
            storage = newValue ?? ""
            attributed = nil
            invalidateIntrinsicSize()
        }
    }
    /// The text as an attributed string (its attributes are kept, not drawn); setting it sets `text`.
    open var attributedText: NSAttributedString? {
        get { attributed ?? NSAttributedString(string: storage) }
        set {
            text = newValue?.string
            attributed = newValue
        }
    }
    /// The text shown while the field is empty.
    open var placeholder: String? {
        didSet {
            attributedPlaceholderStorage = nil
            invalidateIntrinsicSize()
        }
    }
    private var attributedPlaceholderStorage: NSAttributedString?
    /// The placeholder with attributes (kept, not drawn); setting it sets `placeholder`.
    open var attributedPlaceholder: NSAttributedString? {
        get { attributedPlaceholderStorage ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            placeholder = newValue?.string
            attributedPlaceholderStorage = newValue
        }
    }
    /// The text's font: the body text style by default.
    open var font: UIFont? = .preferredFont(forTextStyle: .body) { didSet { invalidateIntrinsicSize() } }
    /// The text's colour: the label colour by default.
    open var textColor: UIColor? = .label
    /// How the text is aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// The attributes of the text (kept only).
    open var defaultTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The border: none by default, as UIKit's code-made fields have.
    open var borderStyle: BorderStyle = .none
    /// When the clear button shows (kept only: it is not drawn and cannot be tapped on Linux).
    open var clearButtonMode: ViewMode = .never
    /// A view at the leading edge (kept, not drawn).
    open var leftView: UIView?
    /// When `leftView` shows.
    open var leftViewMode: ViewMode = .never
    /// A view at the trailing edge (not drawn).
    open var rightView: UIView?
    /// When `rightView` shows.
    open var rightViewMode: ViewMode = .never
    /// Whether beginning to edit empties the field.
    open var clearsOnBeginEditing = false
    /// Whether the font shrinks to fit the width (kept only).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest size the font shrinks to (kept only).
    open var minimumFontSize: CGFloat = 0
    /// The image behind an enabled field (kept only).
    open var background: UIImage?
    /// The image behind a disabled field (kept only).
    open var disabledBackground: UIImage?
    /// The view shown in place of the keyboard (kept only: no keyboard on Linux).
    open var inputView: UIView?
    /// The view shown above the keyboard (kept only).
    open var inputAccessoryView: UIView?
    /// The object asked about and told of editing.
    open weak var delegate: (any UITextFieldDelegate)?
    /// Whether the field is editing: between a successful `becomeFirstResponder()` and
    /// `resignFirstResponder()`.
    open private(set) var isEditing = false

    // MARK: UITextInputTraits

    /// How typed text is capitalised (kept only).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Whether typed text is autocorrected (kept only).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Whether typed text is spell-checked (kept only).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// The keyboard to show (kept only).
    open var keyboardType: UIKeyboardType = .default
    /// The keyboard's look (kept only).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The return key's label (kept only).
    open var returnKeyType: UIReturnKeyType = .default
    /// Whether the return key is disabled while there is no text (kept only).
    open var enablesReturnKeyAutomatically = false
    /// Whether the text is a password (kept only: the text is not drawn on Linux).
    open var isSecureTextEntry = false
    /// What the text is, for autofill (kept only).
    open var textContentType: UITextContentType! = nil

    // MARK: Life

    /// A field with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// The shared proxy of `UITextField` (see `UIView.appearance()`): recorded, with no effect on
    /// SwiftUI's `TextField`, which Tactile does not build from a `UITextField`.
    open override class func appearance() -> UITextField { AppearanceProxies.proxy { UITextField(frame: .zero) } }

    // MARK: Size

    /// The text's (else the placeholder's) size on one line, measured as Tactile measures `Text` in
    /// the same font; UIKit's border insets are not added.
    open override var intrinsicContentSize: CGSize {
        let font = Font(self.font ?? .preferredFont(forTextStyle: .body))
        let shown = storage.isEmpty ? (placeholder ?? "") : storage
        return CGSize(width: font.width(of: Substring(shown)).rounded(.up), height: font.lineHeight.rounded(.up))
    }

    private func invalidateIntrinsicSize() { setNeedsLayout() }

    // MARK: Editing

    /// Whether the field has text.
    open var hasText: Bool { !storage.isEmpty }

    /// Whether the field can become first responder: while it is enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }

    /// Begins editing, if the field is enabled and the delegate agrees: the field becomes the first
    /// responder (the previous one resigns), empties itself if `clearsOnBeginEditing`, tells the
    /// delegate, sends `.editingDidBegin` and posts `textDidBeginEditingNotification`. No keyboard
    /// appears on Linux.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textFieldShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        isEditing = true
        if clearsOnBeginEditing { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing, if the delegate agrees (or `endEditing(true)` forces it): tells the delegate
    /// (`textFieldDidEndEditing(_:reason:)`, `.committed`), sends `.editingDidEnd` and posts
    /// `textDidEndEditingNotification`. Answers `false` when the delegate refused.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard UIResponder.isForcingResign || (delegate?.textFieldShouldEndEditing(self) ?? true) else { return false }
        super.resignFirstResponder()
        isEditing = false
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(
            name: Self.textDidEndEditingNotification, object: self,
            userInfo: [Self.didEndEditingReasonUserInfoKey: DidEndEditingReason.committed.rawValue])
        return true
    }

    /// Types `text` at the end of the field, as a key press does: when enabled and the delegate
    /// agrees, the text changes and the delegate hears `textFieldDidChangeSelection(_:)`, then
    /// `.editingChanged` is sent and `textDidChangeNotification` posted. `"\n"` is the return key:
    /// it asks `textFieldShouldReturn(_:)` and, if that agrees, sends `.editingDidEndOnExit`.
    open func insertText(_ text: String) {
        if text == "\n" {
            if delegate?.textFieldShouldReturn(self) ?? true { sendActions(for: .editingDidEndOnExit) }
            return
        }
        replace(NSRange(location: (storage as NSString).length, length: 0), with: text)
    }

    /// Deletes the last character, as the delete key does with the cursor at the end.
    open func deleteBackward() {
        let length = (storage as NSString).length
        guard length > 0 else { return }
        replace((storage as NSString).rangeOfComposedCharacterSequence(at: length - 1), with: "")
    }

    private func replace(_ range: NSRange, with text: String) {
        guard isEnabled, delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: text) ?? true
        else { return }
        storage = (storage as NSString).replacingCharacters(in: range, with: text)
        attributed = nil
        invalidateIntrinsicSize()
        delegate?.textFieldDidChangeSelection(self)
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }
}
