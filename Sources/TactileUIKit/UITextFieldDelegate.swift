import Foundation

/// The object asked about and told of a text field's editing, UIKit's `UITextFieldDelegate`. Every
/// method has a default (UIKit's are optional): the `should…` ones answer `true`.
///
/// On Linux a text field asks and tells it as its editing API runs (`becomeFirstResponder()`,
/// `insertText(_:)`, `deleteBackward()`, `resignFirstResponder()`), as UIKit does for the user's
/// typing; setting `text` in code tells it nothing, as in UIKit.
@preconcurrency @MainActor
public protocol UITextFieldDelegate: AnyObject {
    /// Whether editing may begin; `true` by default.
    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool
    /// Editing began; nothing by default.
    func textFieldDidBeginEditing(_ textField: UITextField)
    /// Whether editing may end; `true` by default.
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool
    /// Editing ended; nothing by default.
    func textFieldDidEndEditing(_ textField: UITextField)
    /// Editing ended, for `reason`; by default `textFieldDidEndEditing(_:)` is called, as UIKit calls
    /// this form in preference to that one.
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason)
    /// Whether the user's edit may replace `range` (UTF-16 units of the text) with `string`; `true`
    /// by default.
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String)
        -> Bool
    /// The selection (the cursor) moved; nothing by default.
    func textFieldDidChangeSelection(_ textField: UITextField)
    /// Whether the clear button may empty the field; `true` by default. Never asked on Linux: there
    /// is no clear button to tap.
    func textFieldShouldClear(_ textField: UITextField) -> Bool
    /// Whether the field should process the return key; `true` by default.
    func textFieldShouldReturn(_ textField: UITextField) -> Bool
}

extension UITextFieldDelegate {
    /// `true`.
    public func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidBeginEditing(_ textField: UITextField) {}
    /// `true`.
    public func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { true }
    /// Nothing.
    public func textFieldDidEndEditing(_ textField: UITextField) {}
    /// Calls `textFieldDidEndEditing(_:)`.
    public func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) {
        textFieldDidEndEditing(textField)
    }
    /// `true`.
    public func textField(
        _ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String
    ) -> Bool { true }
    /// Nothing.
    public func textFieldDidChangeSelection(_ textField: UITextField) {}
    /// `true`.
    public func textFieldShouldClear(_ textField: UITextField) -> Bool { true }
    /// `true`.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool { true }
}
