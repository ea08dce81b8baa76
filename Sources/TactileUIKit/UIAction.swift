import Foundation

/// The closure a `UIAction` runs, UIKit's `UIActionHandler`.
public typealias UIActionHandler = (UIAction) -> Void

/// An element of a menu, UIKit's `UIMenuElement`: the base of `UIAction`, with its title, subtitle
/// and image. On Linux no menu shows it (UIKit's `UIMenu` is not provided).
@preconcurrency @MainActor
open class UIMenuElement: NSObject {
    /// The element's title.
    open var title: String
    /// The element's subtitle.
    open var subtitle: String?
    /// The element's image.
    open var image: UIImage?
    /// The element's image while it is on (kept only).
    open var selectedImage: UIImage?

    init(title: String, subtitle: String?, image: UIImage?, selectedImage: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
        self.selectedImage = selectedImage
        super.init()
    }

    /// How an element looks and behaves in a menu, UIKit's `UIMenuElement.Attributes` (kept, with no
    /// effect on Linux).
    public struct Attributes: OptionSet, Hashable, Sendable {
        /// The attributes' bits: UIKit's values.
        public let rawValue: UInt
        /// Attributes from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Dimmed and not selectable.
        public static let disabled = Attributes(rawValue: 1 << 0)
        /// Drawn in the destructive (red) style.
        public static let destructive = Attributes(rawValue: 1 << 1)
        /// Not shown.
        public static let hidden = Attributes(rawValue: 1 << 2)
        /// Leaves the menu open when chosen.
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// Whether an element shows a checkmark, UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable {
        /// No checkmark.
        case off
        /// A checkmark.
        case on
        /// A mixed state.
        case mixed
    }
}

/// An action with a closure, UIKit's `UIAction`: what `UIControl.addAction(_:for:)` registers and
/// `UIButton(primaryAction:)` runs when tapped.
///
/// On Linux it runs when a control sends an event it is registered for (`sendActions(for:)`,
/// or `sendAction(_:)`), with `sender` set to the control; no menu shows it.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// The name of an action, UIKit's `UIAction.Identifier`: actions with the same identifier
    /// replace each other on a control.
    public struct Identifier: Hashable, RawRepresentable, Sendable {
        /// The identifier's string.
        public let rawValue: String
        /// An identifier from its string.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// An identifier from its string.
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// The action's identifier (a unique one when none was given).
    open private(set) var identifier: Identifier
    /// The title shown when the action is discovered by keyboard (kept only).
    open var discoverabilityTitle: String?
    /// How the action looks and behaves in a menu (kept only).
    open var attributes: Attributes
    /// Whether the action shows a checkmark (kept only).
    open var state: State
    /// The control that sent the action while its handler runs; `nil` otherwise.
    open internal(set) var sender: Any?
    let handler: UIActionHandler

    /// An action that runs `handler`, with UIKit's defaults: no title, image or identifier (a unique
    /// one is made), no attributes, off.
    public init(
        title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
        identifier: Identifier? = nil, discoverabilityTitle: String? = nil, attributes: Attributes = [],
        state: State = .off, handler: @escaping UIActionHandler
    ) {
        self.identifier = identifier ?? Identifier(rawValue: UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = handler
        super.init(title: title, subtitle: subtitle, image: image, selectedImage: selectedImage)
    }

    /// Runs the handler with `sender` set for its duration.
    func perform(sender: Any?) {
        self.sender = sender
        handler(self)
        self.sender = nil
    }
}
