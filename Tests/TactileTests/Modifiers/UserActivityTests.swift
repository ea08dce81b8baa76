import Foundation
import Tactile
import TactileTestSupport
import Testing

/// `userActivity` and `onContinueUserActivity`: the host lists the activities views advertise and
/// hands continued ones to the views that handle their type.
@MainActor
@Suite("User activities")
struct UserActivityTests {
    private struct Browsing: View {
        @State var page = "home"
        @State var isActive = true
        var body: some View {
            VStack {
                Text(page)
                Button("Stop") { isActive = false }.accessibilityIdentifier("stop")
            }
            .userActivity("com.example.browsing", isActive: isActive) { activity in
                activity.title = page
                activity.addUserInfoEntries(from: ["page": page])
            }
            .onContinueUserActivity("com.example.browsing") { activity in
                page = activity.userInfo?["page"] as? String ?? "?"
            }
        }
    }

    @Test("An active view advertises its activity, filled in by its closure")
    func advertises() throws {
        let h = host(Browsing(), width: 300, height: 300)
        let activity = try #require(h.advertisedUserActivities.first)
        #expect(activity.activityType == "com.example.browsing" && activity.title == "home")
        #expect(activity.userInfo?["page"] as? String == "home")
        h.tap("stop")
        #expect(h.advertisedUserActivities.isEmpty)
    }

    @Test("Continuing an activity runs the handler of its type only")
    func continues() {
        let h = host(Browsing(), width: 300, height: 300)
        let other = NSUserActivity(activityType: "com.example.other")
        #expect(!h.continueUserActivity(other))
        let activity = NSUserActivity(activityType: "com.example.browsing")
        activity.userInfo = ["page": "settings"]
        #expect(h.continueUserActivity(activity))
        h.update()
        #expect(h.texts().contains("settings"))
    }

    @Test("An activity about an element is advertised while there is an element")
    func element() {
        let some = host(
            Text("x").userActivity("com.example.item", element: 7) { value, activity in activity.title = "\(value)" },
            width: 100, height: 100)
        #expect(some.advertisedUserActivities.map(\.title) == ["7"])
        let none = host(
            Text("x").userActivity("com.example.item", element: Int?.none) { _, activity in activity.title = "?" },
            width: 100, height: 100)
        #expect(none.advertisedUserActivities.isEmpty)
    }
}
