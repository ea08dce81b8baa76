import Foundation

/// An action sheet described as a value, for the older `actionSheet(isPresented:content:)` and
/// `actionSheet(item:content:)` modifiers: a title, an optional message and its buttons.
///
/// Drawn as a confirmation dialog (a card at the bottom) with its title shown; a tap on any button
/// runs its action and dismisses the sheet.
public struct ActionSheet {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An action sheet; by default its only button is ``Alert/Button/cancel(_:)``.
    public init(title: Text, message: Text? = nil, buttons: [ActionSheet.Button] = [.cancel()]) {
        self.title = title
        self.message = message
        self.buttons = buttons
    }

    /// A button of an action sheet (an alert's button).
    public typealias Button = Alert.Button
}
