import Synchronization

/// SwiftData's messages on standard error, each printed at most once per process.
enum SwiftDataDiagnostics {
    private static let printed = Mutex<Set<String>>([])

    /// Prints `message` unless a message with the same `key` was printed before.
    static func once(_ key: String, _ message: @autoclosure () -> String) {
        let isNew = printed.withLock { $0.insert(key).inserted }
        guard isNew else { return }
        FileHandle.standardError.write(Data(("SwiftData (Tactile): " + message() + "\n").utf8))
    }

    static func storedOnDisk(_ configuration: ModelConfiguration) {
        once(
            "disk",
            "a ModelConfiguration asks to store models on disk (\(configuration.name)); on Linux they are "
                + "kept in memory for as long as the process runs, and nothing is written to disk.")
    }

    static func noContainer(reading what: String) {
        once(
            "no-container-\(what)",
            "\(what) found no ModelContainer in the view's environment, so it uses an empty one; "
                + "add .modelContainer(for:) to the app's WindowGroup or to an ancestor view.")
    }
}
