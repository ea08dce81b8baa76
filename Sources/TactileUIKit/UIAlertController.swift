import Foundation

/// A button of an alert, UIKit's `UIAlertAction`: a title, a style and what runs when it is chosen.
///
/// On Linux no alert is shown and nothing chooses an action, so its handler never runs; SwiftUI's
/// `alert(_:isPresented:actions:)` is shown and tapped.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action looks, UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        /// The standard look.
        case `default`
        /// The cancel action (one per alert).
        case cancel
        /// The destructive (red) look.
        case destructive
    }

    /// The button's title.
    open private(set) var title: String?
    /// The button's look.
    open private(set) var style: Style = .default
    /// Whether the button can be chosen.
    open var isEnabled = true
    /// What runs when the action is chosen: never, on Linux.
    private var handler: ((UIAlertAction) -> Void)?

    /// An action titled `title`, of `style`, that runs `handler` when chosen.
    public convenience init(
        title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil
    ) {
        self.init()
        self.title = title
        self.style = style
        self.handler = handler
    }

    /// An untitled default action.
    public override init() { super.init() }
}

/// An alert or action sheet, UIKit's `UIAlertController`, as SwiftUI code presents one from the
/// root controller (`UIApplication.shared.windows.first?.rootViewController?.present(alert, …)`).
///
/// On Linux it keeps its title, message, style, actions and text fields; presenting it is recorded
/// (`presentedViewController`) and shows nothing, so no action is ever chosen and no handler runs.
/// Where UIKit raises an exception (a second cancel action, a text field on an action sheet), the
/// request is ignored. SwiftUI's `alert` and `confirmationDialog` are shown and tapped.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// An alert or an action sheet, UIKit's `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        /// A sheet of actions from the bottom.
        case actionSheet
        /// A centred alert.
        case alert
    }

    /// The text under the title.
    open var message: String?
    /// Whether this is an alert or an action sheet.
    open private(set) var preferredStyle: Style = .alert
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The action the return key would choose; must be one of `actions` (another is ignored).
    open var preferredAction: UIAlertAction? {
        get { preferred }
        set { if newValue.map({ action in actions.contains { $0 === action } }) ?? true { preferred = newValue } }
    }
    private var preferred: UIAlertAction?
    /// The text fields of an alert, in the order added; `nil` when it has none.
    open private(set) var textFields: [UITextField]?

    /// An alert (or action sheet) titled `title` with `message`.
    public convenience init(title: String?, message: String?, preferredStyle: Style) {
        self.init()
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
    }

    /// Adds `action`; a second `.cancel` action is ignored (UIKit raises an exception).
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) { return }
        actions.append(action)
    }

    /// Adds a text field to an alert, configured by `configurationHandler` at once; ignored for an
    /// action sheet (UIKit raises an exception).
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else { return }
        let field = UITextField(frame: .zero)
        configurationHandler?(field)
        textFields = (textFields ?? []) + [field]
    }
}
