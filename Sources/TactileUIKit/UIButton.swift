import Foundation
import TactileViewCore

/// A button, UIKit's `UIButton`: per-state titles, title colours and images, or a
/// `UIButton.Configuration`, and the actions it runs when tapped.
///
/// On Linux it keeps its state and runs its actions when an event is sent: no touch reaches it, so
/// `sendActions(for: .touchUpInside)` (and `.primaryActionTriggered` for a `primaryAction`) is
/// how code and tests tap it. Its `titleLabel` follows the current title, and it is sized as that
/// label; it is not drawn (see `UIView`). SwiftUI's `Button` is drawn and tapped.
@preconcurrency @MainActor
open class UIButton: UIControl {
    /// The kind of a button, UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        /// No style.
        case custom = 0
        /// The system style: a tinted title.
        case system
        /// A disclosure button.
        case detailDisclosure
        /// An information button on a light background.
        case infoLight
        /// An information button on a dark background.
        case infoDark
        /// An add button.
        case contactAdd
        /// A plain button.
        case plain
        /// A close button.
        case close

        /// The rounded-rectangle style: the system style since iOS 7.
        public static let roundedRect = ButtonType.system
    }

    /// What runs after `setNeedsUpdateConfiguration()`, UIKit's
    /// `UIButton.ConfigurationUpdateHandler`.
    public typealias ConfigurationUpdateHandler = (UIButton) -> Void

    /// The kind of the button.
    open private(set) var buttonType: ButtonType = .custom

    private var titles: [UInt: String] = [:]
    private var attributedTitles: [UInt: NSAttributedString] = [:]
    private var titleColors: [UInt: UIColor] = [:]
    private var images: [UInt: UIImage] = [:]
    private var backgroundImages: [UInt: UIImage] = [:]
    private lazy var label = UILabel(frame: .zero)
    private lazy var imageViewStorage = UIImageView(image: nil)

    /// What the button shows, when it uses a configuration; setting it updates the button.
    open var configuration: Configuration? { didSet { setNeedsUpdateConfiguration() } }
    /// Runs when the configuration is to be updated (see `setNeedsUpdateConfiguration()`).
    open var configurationUpdateHandler: ConfigurationUpdateHandler?

    /// A custom button with `frame`.
    public override init(frame: CGRect) { super.init(frame: frame) }

    /// Not supported on Linux (no nibs or storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    /// A button of `buttonType`, with a zero frame.
    public convenience init(type buttonType: ButtonType) {
        self.init(frame: .zero)
        self.buttonType = buttonType
    }

    /// A button of `buttonType` that runs `primaryAction` (titled and imaged as the action is) on
    /// `.primaryActionTriggered`.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction { adopt(primaryAction) }
    }

    /// A system button that shows `configuration` and runs `primaryAction` on
    /// `.primaryActionTriggered`.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system)
        self.configuration = configuration
        if let primaryAction { adopt(primaryAction) }
    }

    private func adopt(_ action: UIAction) {
        addAction(action, for: .primaryActionTriggered)
        if configuration == nil {
            setTitle(action.title, for: .normal)
            setImage(action.image, for: .normal)
        }
    }

    /// The shared proxy of `UIButton` (see `UIView.appearance()`).
    open override class func appearance() -> UIButton { AppearanceProxies.proxy { UIButton(frame: .zero) } }

    // MARK: Per-state content

    /// Sets the title shown in `state`.
    open func setTitle(_ title: String?, for state: UIControl.State) {
        titles[state.rawValue] = title
        setNeedsLayout()
    }

    /// The title of `state`, else of the normal state, as UIKit's.
    open func title(for state: UIControl.State) -> String? { titles[state.rawValue] ?? titles[0] }

    /// Sets the attributed title shown in `state` (its attributes are kept, not drawn).
    open func setAttributedTitle(_ title: NSAttributedString?, for state: UIControl.State) {
        attributedTitles[state.rawValue] = title
        setNeedsLayout()
    }

    /// The attributed title of `state`, else of the normal state.
    open func attributedTitle(for state: UIControl.State) -> NSAttributedString? {
        attributedTitles[state.rawValue] ?? attributedTitles[0]
    }

    /// Sets the title's colour in `state`.
    open func setTitleColor(_ color: UIColor?, for state: UIControl.State) { titleColors[state.rawValue] = color }

    /// The title's colour in `state`, else in the normal state.
    open func titleColor(for state: UIControl.State) -> UIColor? { titleColors[state.rawValue] ?? titleColors[0] }

    /// Sets the image shown in `state`.
    open func setImage(_ image: UIImage?, for state: UIControl.State) { images[state.rawValue] = image }

    /// The image of `state`, else of the normal state.
    open func image(for state: UIControl.State) -> UIImage? { images[state.rawValue] ?? images[0] }

    /// Sets the background image of `state` (kept only).
    open func setBackgroundImage(_ image: UIImage?, for state: UIControl.State) {
        backgroundImages[state.rawValue] = image
    }

    /// The background image of `state`, else of the normal state.
    open func backgroundImage(for state: UIControl.State) -> UIImage? {
        backgroundImages[state.rawValue] ?? backgroundImages[0]
    }

    /// The title shown now: the configuration's, else the attributed title's text, else the title
    /// of the current state.
    open var currentTitle: String? {
        configuration?.title ?? attributedTitle(for: state)?.string ?? title(for: state)
    }
    /// The attributed title of the current state.
    open var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }
    /// The title's colour now: the state's, else the tint colour for a system button and white for
    /// others, as UIKit's.
    open var currentTitleColor: UIColor {
        if let color = configuration?.baseForegroundColor ?? titleColor(for: state) { return color }
        return buttonType == .custom ? .white : tintColor
    }
    /// The image shown now: the configuration's, else the current state's.
    open var currentImage: UIImage? { configuration?.image ?? image(for: state) }
    /// The background image of the current state.
    open var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// The label that shows the title, its text and colour the current ones (not drawn).
    open var titleLabel: UILabel? {
        label.text = currentTitle
        label.textColor = currentTitleColor
        return label
    }

    /// The view that shows the image, its image the current one (not drawn).
    open var imageView: UIImageView? {
        imageViewStorage.image = currentImage
        return imageViewStorage
    }

    // MARK: Configuration

    /// Updates the button from its configuration: at once on Linux (UIKit waits for the next
    /// layout), calling `updateConfiguration()` and then `configurationUpdateHandler`.
    open func setNeedsUpdateConfiguration() {
        // An update sets `configuration`, whose observer asks for an update: one pass is enough.
        guard !isUpdatingConfiguration else { return }
        isUpdatingConfiguration = true
        defer { isUpdatingConfiguration = false }
        updateConfiguration()
        configurationUpdateHandler?(self)
        setNeedsLayout()
    }
    private var isUpdatingConfiguration = false

    /// Updates the button for its state; the default does nothing (override it to change
    /// `configuration`).
    open func updateConfiguration() {}

    /// The title label's size (see `UILabel.intrinsicContentSize`) plus the configuration's
    /// content insets; UIKit's own paddings are not added.
    open override var intrinsicContentSize: CGSize {
        let size = titleLabel?.intrinsicContentSize ?? .zero
        let insets = configuration?.contentInsets ?? NSDirectionalEdgeInsets()
        return CGSize(
            width: size.width + insets.leading + insets.trailing, height: size.height + insets.top + insets.bottom)
    }
}
