import Foundation

/// A service a share sheet offers, UIKit's `UIActivity`: subclass it to add the app's own
/// (`UIActivityViewController(activityItems:applicationActivities:)`). On Linux no share sheet
/// shows, so Tactile asks none of its methods; they run when code calls them.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// Where an activity shows in a share sheet, UIKit's `UIActivity.Category`.
    public enum Category: Int, Sendable {
        /// In the row of actions.
        case action
        /// In the row of sharing services.
        case share
    }

    /// The name of a service, UIKit's `UIActivity.ActivityType`, with the system's services.
    public struct ActivityType: Hashable, RawRepresentable, Sendable {
        /// The service's name.
        public let rawValue: String
        /// A service named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A service named `rawValue`.
        public init(_ rawValue: String) { self.rawValue = rawValue }

        private static func system(_ name: String) -> ActivityType {
            ActivityType(rawValue: "com.apple.UIKit.activity." + name)
        }

        /// Post to Facebook.
        public static let postToFacebook = system("PostToFacebook")
        /// Post to X (Twitter).
        public static let postToTwitter = system("PostToTwitter")
        /// Post to Weibo.
        public static let postToWeibo = system("PostToWeibo")
        /// Send in Messages.
        public static let message = system("Message")
        /// Send by mail.
        public static let mail = system("Mail")
        /// Print.
        public static let print = system("Print")
        /// Copy to the pasteboard.
        public static let copyToPasteboard = system("CopyToPasteboard")
        /// Assign to a contact.
        public static let assignToContact = system("AssignToContact")
        /// Save to the photo library.
        public static let saveToCameraRoll = system("SaveToCameraRoll")
        /// Add to Safari's Reading List.
        public static let addToReadingList = system("AddToReadingList")
        /// Post to Flickr.
        public static let postToFlickr = system("PostToFlickr")
        /// Post to Vimeo.
        public static let postToVimeo = system("PostToVimeo")
        /// Post to Tencent Weibo.
        public static let postToTencentWeibo = system("TencentWeibo")
        /// Send by AirDrop.
        public static let airDrop = system("AirDrop")
        /// Open in Books.
        public static let openInIBooks = system("OpenInIBooks")
        /// Mark up as a PDF.
        public static let markupAsPDF = system("MarkupAsPDF")
        /// Share with SharePlay.
        public static let sharePlay = system("SharePlay")
        /// Invite to collaborate with a link.
        public static let collaborationInviteWithLink = system("CollaborationInviteWithLink")
        /// Copy a collaboration link.
        public static let collaborationCopyLink = system("CollaborationCopyLink")
        /// Add to the Home Screen.
        public static let addToHomeScreen = system("AddToHomeScreen")
    }

    /// Where the activity shows: among the actions, unless a subclass says otherwise.
    open class var activityCategory: Category { .action }
    /// The activity's name; `nil` unless a subclass says.
    open var activityType: ActivityType? { nil }
    /// The activity's title; `nil` unless a subclass says.
    open var activityTitle: String? { nil }
    /// The activity's image; `nil` unless a subclass says.
    open var activityImage: UIImage? { nil }
    /// Whether the activity can act on `activityItems`; `false` unless a subclass says.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }
    /// Prepares to act on `activityItems`; nothing unless a subclass says.
    open func prepare(withActivityItems activityItems: [Any]) {}
    /// A controller to show for the activity; `nil` unless a subclass says.
    open var activityViewController: UIViewController? { nil }
    /// Acts; by default says it is done, unsuccessfully.
    open func perform() { activityDidFinish(false) }
    /// Says the activity is done: nothing further happens on Linux.
    open func activityDidFinish(_ completed: Bool) {}

    /// An activity.
    public override init() { super.init() }
}
