import Foundation

#if !canImport(Darwin)
/// A description of what the user is doing that the system can hand to another device or app:
/// Foundation's `NSUserActivity`, which swift-corelibs-foundation lacks. Tactile keeps its type,
/// title, user info and flags; there is no Handoff on Linux, so an activity goes only where a host
/// sends it (`ViewHost.advertisedUserActivities`, `ViewHost.continueUserActivity(_:)`).
open class NSUserActivity: @unchecked Sendable {
    // @unchecked: as Foundation's, an activity is used on the main thread.
    /// The kind of activity, a reverse-DNS string the app declares (`com.example.browsing`).
    public let activityType: String
    /// A title the system shows for the activity.
    open var title: String?
    /// The activity's state, as property-list values.
    open var userInfo: [AnyHashable: Any]?
    /// A web page that continues the activity where the app is missing.
    open var webpageURL: URL?
    /// The keys of `userInfo` that must be present to continue the activity.
    open var requiredUserInfoKeys: Set<String>?
    /// Whether the activity may be continued on another device.
    open var isEligibleForHandoff = true
    /// Whether the activity may be found in search.
    open var isEligibleForSearch = false
    /// Whether the activity may be found by everyone.
    open var isEligibleForPublicIndexing = false
    /// Whether the activity needs saving (its `userInfo` changed).
    open var needsSave = false

    /// An activity of `activityType`.
    public init(activityType: String) { self.activityType = activityType }

    /// Adds `otherDictionary`'s entries to `userInfo`.
    open func addUserInfoEntries(from otherDictionary: [AnyHashable: Any]) {
        var info = userInfo ?? [:]
        for (key, value) in otherDictionary { info[key] = value }
        userInfo = info
    }
}
#endif
