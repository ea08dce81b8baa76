import Foundation

/// The activities views advertise and the handlers that continue them, kept on the graph.
@MainActor
final class UserActivities: GraphFeature {
    /// The advertising views, by identity: their activity type and how they fill an activity in.
    var advertisers: [(identity: ViewIdentity, type: String, update: (NSUserActivity) -> Void)] = []
    /// The continuing views, by identity: the activity type they handle and their action.
    var handlers: [(identity: ViewIdentity, type: String, action: (NSUserActivity) -> Void)] = []

    init() {}
}

extension ViewHost {
    /// The activities the views in the hierarchy advertise now (`userActivity(_:isActive:_:)`,
    /// `userActivity(_:element:_:)`), each made fresh and filled in by its view's closure, as
    /// the system asks for it before handing it off.
    public var advertisedUserActivities: [NSUserActivity] {
        let live = liveIdentities
        return graph.feature(UserActivities.self).advertisers.filter { live.contains($0.identity) }.map { advertiser in
            let activity = NSUserActivity(activityType: advertiser.type)
            advertiser.update(activity)
            return activity
        }
    }

    /// Hands `activity` to the views that continue its type (`onContinueUserActivity(_:perform:)`),
    /// as the system does when the user continues it from another device or app. Returns whether
    /// a view handled it.
    @discardableResult
    public func continueUserActivity(_ activity: NSUserActivity) -> Bool {
        let live = liveIdentities
        let handlers = graph.feature(UserActivities.self).handlers
            .filter { live.contains($0.identity) && $0.type == activity.activityType }
        for handler in handlers { handler.action(activity) }
        return !handlers.isEmpty
    }
}

/// `userActivity` and `onContinueUserActivity`: records the view's advertiser or handler.
struct UserActivityModifier: NodeModifier {
    enum Role {
        case advertise(isActive: Bool, update: (NSUserActivity) -> Void)
        case handle((NSUserActivity) -> Void)
    }
    let activityType: String
    nonisolated(unsafe) let role: Role

    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent {
        let activities = inputs.graph.feature(UserActivities.self)
        let identity = inputs.identity
        switch role {
        case .advertise(let isActive, let update):
            activities.advertisers.removeAll { $0.identity == identity }
            if isActive { activities.advertisers.append((identity, activityType, update)) }
        case .handle(let action):
            activities.handlers.removeAll { $0.identity == identity }
            activities.handlers.append((identity, activityType, action))
        }
        return UserActivityContent()
    }
}

/// The node of a view that advertises or continues a user activity: its content, unchanged.
struct UserActivityContent: NodeContent {
    var kindName: String { "userActivity" }
    var isLayoutNeutral: Bool { true }
}

extension View {
    /// Advertises an activity of `activityType` while this view is in the hierarchy and
    /// `isActive`; `update` fills in the activity each time the system asks for it. On Linux the
    /// host lists the advertised activities (`ViewHost.advertisedUserActivities`).
    nonisolated public func userActivity(
        _ activityType: String, isActive: Bool = true, _ update: @escaping (NSUserActivity) -> Void
    ) -> some View {
        modifier(UserActivityModifier(activityType: activityType, role: .advertise(isActive: isActive, update: update)))
    }

    /// Advertises an activity of `activityType` about `element` while this view is in the
    /// hierarchy and `element` is not `nil`; `update` fills in the activity for the element.
    nonisolated public func userActivity<P>(
        _ activityType: String, element: P?, _ update: @escaping (P, NSUserActivity) -> Void
    ) -> some View {
        modifier(
            UserActivityModifier(
                activityType: activityType,
                role: .advertise(
                    isActive: element != nil, update: { activity in if let element { update(element, activity) } })))
    }

    /// Runs `action` when the user continues an activity of `activityType` (on Linux, when the
    /// host hands one over with `ViewHost.continueUserActivity(_:)`).
    nonisolated public func onContinueUserActivity(
        _ activityType: String, perform action: @escaping (NSUserActivity) -> Void
    ) -> some View {
        modifier(UserActivityModifier(activityType: activityType, role: .handle(action)))
    }
}
