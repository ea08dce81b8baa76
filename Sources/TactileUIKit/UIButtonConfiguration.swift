import Foundation

extension UIButton {
    /// What a button shows and how, UIKit's `UIButton.Configuration` (iOS 15): its title, image,
    /// colours, corners and size, from one of the styles (`plain()`, `filled()`, …).
    ///
    /// On Linux it is kept and read back (a button's `titleLabel` and size follow its `title`);
    /// nothing is drawn, so the styles differ only in the style they record.
    public struct Configuration: Hashable, Sendable {
        /// The style a configuration started from.
        enum Style: Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }
        let style: Style

        /// The title.
        public var title: String?
        /// The title with attributes.
        public var attributedTitle: AttributedString?
        /// The line under the title.
        public var subtitle: String?
        /// The image.
        public var image: UIImage?
        /// Where the image sits beside the title: the leading edge by default.
        public var imagePlacement: NSDirectionalRectEdge = .leading
        /// The space between the image and the title.
        public var imagePadding: CGFloat = 0
        /// The space between the title and the subtitle.
        public var titlePadding: CGFloat = 0
        /// How the title and subtitle line up.
        public var titleAlignment: TitleAlignment = .automatic
        /// The colour of the title and image; the style's (the tint colour) when `nil`.
        public var baseForegroundColor: UIColor?
        /// The colour of the background; the style's when `nil`.
        public var baseBackgroundColor: UIColor?
        /// How the background's corners are rounded.
        public var cornerStyle: CornerStyle = .dynamic
        /// The size of the button's content.
        public var buttonSize: Size = .medium
        /// The space around the content.
        public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        /// Whether an activity indicator shows in place of the image.
        public var showsActivityIndicator = false

        init(style: Style) { self.style = style }

        /// No background, tinted content.
        public static func plain() -> Configuration { Configuration(style: .plain) }
        /// A tinted, translucent background.
        public static func tinted() -> Configuration { Configuration(style: .tinted) }
        /// A grey background.
        public static func gray() -> Configuration { Configuration(style: .gray) }
        /// A background in the tint colour, with white content.
        public static func filled() -> Configuration { Configuration(style: .filled) }
        /// No background, as a borderless button.
        public static func borderless() -> Configuration { Configuration(style: .borderless) }
        /// A grey, bordered background.
        public static func bordered() -> Configuration { Configuration(style: .bordered) }
        /// A tinted, bordered background.
        public static func borderedTinted() -> Configuration { Configuration(style: .borderedTinted) }
        /// A prominent background in the tint colour.
        public static func borderedProminent() -> Configuration { Configuration(style: .borderedProminent) }

        /// How a background's corners are rounded, UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Hashable, Sendable {
            /// The background's own corner radius.
            case fixed
            /// A radius that follows the button's size and Dynamic Type.
            case dynamic
            /// A small radius.
            case small
            /// A medium radius.
            case medium
            /// A large radius.
            case large
            /// Half the height: a capsule.
            case capsule
        }

        /// The size of a button's content, UIKit's `UIButton.Configuration.Size`.
        public enum Size: Hashable, Sendable {
            /// The smallest.
            case mini
            /// Small.
            case small
            /// The standard size.
            case medium
            /// Large.
            case large
        }

        /// How a title and subtitle line up, UIKit's `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Hashable, Sendable {
            /// As the image placement suggests.
            case automatic
            /// The leading edge.
            case leading
            /// Centred.
            case center
            /// The trailing edge.
            case trailing
        }
    }
}
