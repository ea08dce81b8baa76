import Foundation
import TactileViewCore

/// The object told about a text view's edits, UIKit's `UITextViewDelegate`. Every method has a
/// default (UIKit's are optional).
@preconcurrency @MainActor
public protocol UITextViewDelegate: AnyObject {
    /// Whether editing may begin; `true` by default.
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began; nothing by default.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end; `true` by default.
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended; nothing by default.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's edit may replace `range` with `text`; `true` by default.
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text; nothing by default.
    func textViewDidChange(_ textView: UITextView)
    /// The selection changed; nothing by default.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// `true`.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// `true`.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// `true`.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String)
        -> Bool
    { true }
    /// Nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// A multi-line text view, UIKit's `UITextView`, for the `UIViewRepresentable` wrappers SwiftUI
/// code writes around one.
///
/// On Linux it keeps its text, attributes and selection, and its key-input methods
/// (`insertText(_:)`, `deleteBackward()`) edit the text at the selection as typing does, asking
/// and telling the delegate as UIKit does (setting `text` in code tells it nothing, as in UIKit).
/// `becomeFirstResponder()` and `resignFirstResponder()` begin and end editing, asking and telling
/// the delegate, as in UIKit. It is not drawn (see `UIView`: a hosted one shows only its
/// background colour), takes no touches and no keyboard reaches it: edit it from code or a test,
/// or use SwiftUI's `TextEditor`, which Tactile draws and edits.
@preconcurrency @MainActor
open class UITextView: UIScrollView, UITextInputTraits {
    /// The text; setting it moves the selection to the end.
    open var text: String! {
        get { storage }
        set {
            storage = newValue ?? ""
            selectedRange = NSRange(location: (storage as NSString).length, length: 0)
        }
    }
    /// The text as an attributed string (its attributes are kept, not drawn); setting it sets `text`.
    open var attributedText: NSAttributedString! {
        get { attributed ?? NSAttributedString(string: storage) }
        set {
            text = newValue?.string ?? ""
            attributed = newValue
        }
    }
    private var storage = ""
    private var attributed: NSAttributedString?
    /// The text's font (the body font when `nil`).
    open var font: UIFont?
    /// The text's colour (the label colour when `nil`).
    open var textColor: UIColor?
    /// How lines are aligned.
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the user may edit the text.
    open var isEditable = true
    /// Whether the user may select the text.
    open var isSelectable = true
    /// The space between the view's edges and the text.
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The selection, in UTF-16 units, kept within the text.
    open var selectedRange = NSRange(location: 0, length: 0) {
        didSet {
            let length = (storage as NSString).length
            let location = min(max(0, selectedRange.location), length)
            let clamped = NSRange(location: location, length: min(max(0, selectedRange.length), length - location))
            if clamped != selectedRange { selectedRange = clamped }
        }
    }
    /// The object told about edits.
    open weak var delegate: (any UITextViewDelegate)?

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
    /// Whether the text is hidden as typed (kept only).
    open var isSecureTextEntry = false
    /// What the text is, for autofill (kept only).
    open var textContentType: UITextContentType! = nil

    /// Posted, with the view as object, when editing begins.
    nonisolated public static let textDidBeginEditingNotification = Notification.Name(
        "UITextViewTextDidBeginEditingNotification")
    /// Posted, with the view as object, after each edit by `insertText(_:)` or `deleteBackward()`.
    nonisolated public static let textDidChangeNotification = Notification.Name(
        "UITextViewTextDidChangeNotification")
    /// Posted, with the view as object, when editing ends.
    nonisolated public static let textDidEndEditingNotification = Notification.Name(
        "UITextViewTextDidEndEditingNotification")

    /// A text view with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// Whether the view has text.
    open var hasText: Bool { !storage.isEmpty }

    /// Whether the view can become first responder: while it is editable.
    open override var canBecomeFirstResponder: Bool { isEditable }

    /// Begins editing, if the view is editable and the delegate agrees: it becomes the first
    /// responder (the previous one resigns), tells the delegate and posts
    /// `textDidBeginEditingNotification`. No keyboard appears on Linux.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, delegate?.textViewShouldBeginEditing(self) ?? true,
            super.becomeFirstResponder()
        else { return false }
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: Self.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing, if the delegate agrees (or `endEditing(true)` forces it): tells the delegate
    /// and posts `textDidEndEditingNotification`. Answers `false` when the delegate refused.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return super.resignFirstResponder() }
        guard UIResponder.isForcingResign || (delegate?.textViewShouldEndEditing(self) ?? true) else { return false }
        super.resignFirstResponder()
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: Self.textDidEndEditingNotification, object: self)
        return true
    }

    /// Types `text` over the selection: when editable and the delegate agrees, the text changes,
    /// the selection moves after it, and the delegate hears `textViewDidChange(_:)`.
    open func insertText(_ text: String) { replace(selectedRange, with: text) }

    /// Deletes the selection, or the character before the cursor, as the delete key does.
    open func deleteBackward() {
        var range = selectedRange
        if range.length == 0 {
            guard range.location > 0 else { return }
            let before = (storage as NSString).rangeOfComposedCharacterSequence(at: range.location - 1)
            range = before
        }
        replace(range, with: "")
    }

    private func replace(_ range: NSRange, with text: String) {
        guard isEditable, delegate?.textView(self, shouldChangeTextIn: range, replacementText: text) ?? true else {
            return
        }
        storage = (storage as NSString).replacingCharacters(in: range, with: text)
        attributed = nil
        selectedRange = NSRange(location: range.location + (text as NSString).length, length: 0)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: Self.textDidChangeNotification, object: self)
    }

    /// The shared proxy of `UITextView` (see `UIView.appearance()`): recorded, with no effect on
    /// `TextEditor`, which Tactile does not build from a `UITextView` (use
    /// `scrollContentBackground(_:)` there).
    open override class func appearance() -> UITextView { AppearanceProxies.proxy { UITextView(frame: .zero) } }
}
