import Foundation

/// The share sheet, UIKit's `UIActivityViewController`, as SwiftUI code wraps one in a
/// `UIViewControllerRepresentable` (a `ShareSheet`) or presents one from the root controller.
///
/// On Linux there is no system share sheet and no service to share with: it keeps its items and
/// settings (`activityItems` and `applicationActivities` are readable, for tests), shows nothing
/// and shares nothing. When it is dismissed (`dismiss(animated:completion:)` on it or on the
/// controller presenting it) its `completionWithItemsHandler` hears that no activity completed, as
/// UIKit reports a sheet the user closed.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// What runs when the sheet closes, UIKit's
    /// `UIActivityViewController.CompletionWithItemsHandler`: the activity chosen, whether it
    /// completed, items it returned, and an error.
    public typealias CompletionWithItemsHandler = (
        _ activityType: UIActivity.ActivityType?, _ completed: Bool, _ returnedItems: [Any]?,
        _ activityError: (any Error)?
    ) -> Void

    /// The items to share, as given (Tactile's addition, for tests: UIKit does not expose them).
    public let activityItems: [Any]
    /// The app's own services, as given (Tactile's addition, for tests).
    public let applicationActivities: [UIActivity]
    /// The system services not to offer (kept only).
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// What runs when the sheet closes: on Linux, when it is dismissed, with no activity.
    open var completionWithItemsHandler: CompletionWithItemsHandler?
    /// Whether the most relevant service is shown prominently (kept only).
    open var allowsProminentActivity = true

    /// A sheet to share `activityItems` (strings, URLs, images, or item sources), offering
    /// `applicationActivities` beside the system's services.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        super.init()
    }

    /// Not supported on Linux (no storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }

    override func presentationDidEnd() { completionWithItemsHandler?(nil, false, nil, nil) }
}
