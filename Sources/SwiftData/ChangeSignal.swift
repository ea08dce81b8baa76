import Synchronization

/// A counter that fetches read through Observation and inserts, deletes and saves bump, so that
/// whatever tracked a fetch (a `@Query`) learns that its results may have changed.
final class ChangeSignal: Observable, Sendable {
    private let registrar = ObservationRegistrar()
    private let count = Atomic<Int>(0)

    /// Tells the current observation tracking that the caller depends on this signal.
    func read() {
        registrar.access(self, keyPath: \.value)
    }

    /// Tells every observer that what they read may have changed.
    func changed() {
        registrar.withMutation(of: self, keyPath: \.value) {
            _ = count.add(1, ordering: .relaxed)
        }
    }

    /// The number of changes so far.
    var value: Int { count.load(ordering: .relaxed) }
}
