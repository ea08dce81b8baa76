import Foundation

/// The `@AppStorage` stores that sessions use, recycled.
///
/// Every session gets a store of its own, so that pages never see each other's settings. But
/// Foundation on Linux never frees a `UserDefaults(suiteName:)` suite: each costs about 0.9 KB for
/// the rest of the process, even after `removePersistentDomain(forName:)` (measured: 1,000 suites
/// created and removed, +0.9 MB resident). Made afresh per session, that was a leak of every
/// session ever opened. So a closed session's store is emptied and handed to the next session:
/// the process keeps at most as many suites as sessions were ever open at once.
@MainActor
final class AppStorageSuites {
    /// One store and the suite name it was made with.
    struct Suite {
        let name: String
        let defaults: UserDefaults
    }

    /// The suites of the process's sessions.
    static let shared = AppStorageSuites()

    private var idle: [Suite] = []
    /// How many suites this pool has made.
    private(set) var created = 0

    /// An empty store: an idle one, or a new one when none is idle. `nil` only if Foundation
    /// refuses the suite name.
    func take() -> Suite? {
        if let suite = idle.popLast() { return suite }
        let name = "tactile-playground-\(UUID().uuidString)"
        guard let defaults = UserDefaults(suiteName: name) else { return nil }
        created += 1
        return Suite(name: name, defaults: defaults)
    }

    /// Empties `suite` and keeps it for the next ``take()``.
    func recycle(_ suite: Suite) {
        suite.defaults.removePersistentDomain(forName: suite.name)
        idle.append(suite)
    }
}
