import Observation
import Tactile
import TactileTesting
import Testing

/// `task` and `refreshable` take their action's isolation from where it is written, as SwiftUI's
/// do (`@_inheritActorContext`): an action written in `body` is isolated to the main actor, so it
/// may read and write the view's state and a main-actor model without `await`. A nonisolated
/// `@Sendable` action may not ("main actor-isolated property … can not be mutated from a Sendable
/// closure"), so this file compiles only with that declaration (the test target is in Swift 6 mode).
@MainActor
@Suite("Inherited actor context")
struct InheritedActorContextTests {
    @MainActor
    @Observable
    final class Feed {
        var loads = 0
        /// Written synchronously by the tasks: only code isolated to the main actor may.
        var taskRuns = 0

        func load() async {
            loads += 1
        }
    }

    /// Reads the environment's refresh action, as a custom pull-to-refresh control does.
    struct ReloadButton: View {
        @Environment(\.refresh) private var refresh

        var body: some View {
            Button("Reload") {
                Task { await refresh?() }
            }
        }
    }

    struct FeedScreen: View {
        let feed: Feed
        @State private var refreshing = false

        var body: some View {
            VStack {
                Text(refreshing ? "Refreshing" : "Loaded \(feed.loads) times")
                ReloadButton()
            }
            .task {
                feed.taskRuns += 1
                await feed.load()
            }
            .task(id: feed.loads) {
                feed.taskRuns += 1
            }
            .refreshable {
                refreshing = true
                feed.loads += 10
                refreshing = false
            }
        }
    }

    @Test("tasks and a refresh action written in body write main-actor state synchronously")
    func actionsWrittenInBody() async {
        let feed = Feed()
        let simulator = TouchSimulator(FeedScreen(feed: feed), size: CGSize(width: 300, height: 400))
        await simulator.runUntilIdle()
        #expect(feed.loads == 1)
        // The first task, the `id` task as it appeared, and again when `loads` changed.
        #expect(feed.taskRuns == 3)
        simulator.tap(on: .text("Reload"))
        await simulator.runUntilIdle()
        #expect(feed.loads == 11)
        #expect(simulator.exists(.text("Loaded 11 times")))
    }
}
