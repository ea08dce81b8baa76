import Foundation

/// An alert described as a value, for the older `alert(isPresented:content:)` and
/// `alert(item:content:)` modifiers: a title, an optional message and one or two buttons.
///
/// Drawn as the alerts of `View.alert(_:isPresented:actions:message:)` are; a tap on either
/// button runs its action and dismisses the alert.
public struct Alert {
    let title: Text
    let message: Text?
    let buttons: [Button]

    /// An alert with one button; with no `dismissButton` it shows an "OK" button that only
    /// dismisses it (as iOS does).
    public init(title: Text, message: Text? = nil, dismissButton: Alert.Button? = nil) {
        self.title = title
        self.message = message
        self.buttons = [dismissButton ?? .default(Text(Alert.defaultDismissTitle))]
    }

    /// An alert with two buttons, `primaryButton` first.
    public init(
        title: Text, message: Text? = nil, primaryButton: Alert.Button, secondaryButton: Alert.Button
    ) {
        self.title = title
        self.message = message
        self.buttons = [primaryButton, secondaryButton]
    }

    /// The title of the button an alert gets when given none (UIKit's).
    static let defaultDismissTitle = "OK"

    /// A button of an ``Alert`` or an ``ActionSheet``: a label, a kind, and what a tap does.
    public struct Button {
        let label: Text
        let role: ButtonRole?
        let action: (() -> Void)?

        /// A button of the default kind, drawn in the tint colour.
        public static func `default`(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: nil, action: action)
        }

        /// A cancel button labelled `label`.
        public static func cancel(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .cancel, action: action)
        }

        /// A cancel button labelled "Cancel" (the system label).
        public static func cancel(_ action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: Text(Alert.Button.cancelTitle), role: .cancel, action: action)
        }

        /// A destructive button, drawn in red.
        public static func destructive(_ label: Text, action: (() -> Void)? = {}) -> Alert.Button {
            Alert.Button(label: label, role: .destructive, action: action)
        }

        /// The label of ``cancel(_:)`` (UIKit's).
        static let cancelTitle = "Cancel"
    }
}

/// The buttons of an ``Alert`` or ``ActionSheet`` as views, in order; each runs its action (the
/// presentation dismisses itself on the tap).
struct AlertButtons: View {
    nonisolated(unsafe) let buttons: [Alert.Button]

    var body: some View {
        ForEach(0..<buttons.count, id: \.self) { index in
            let button = buttons[index]
            Button(role: button.role, action: button.action ?? {}) { button.label }
        }
    }
}
