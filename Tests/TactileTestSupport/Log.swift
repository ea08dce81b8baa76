import Tactile

/// What the views under test did, in order. Views are values, so they share one log object.
@MainActor
public final class Log {
    /// The entries, oldest first.
    public private(set) var entries: [String] = []

    /// An empty log.
    public init() {}

    /// Appends `entry`.
    public func callAsFunction(_ entry: String) { entries.append(entry) }

    /// Forgets every entry.
    public func clear() { entries.removeAll() }
}
