import Foundation

/// Why the body running now runs, for `View._printChanges()`: a stack, since a body's result is
/// resolved (and inner bodies run) before it returns.
@MainActor
package enum BodyEvaluationLog {
    /// One running body: its view's type and why it runs. Kept small and allocation-free, since
    /// one is pushed for every body that runs; the line is made only when asked for.
    struct Entry {
        let type: Any.Type
        let reason: Reason
    }

    /// Why a body runs.
    enum Reason {
        /// The parent's body passed the view again.
        case parent
        /// The parent passed it, and it is the first time a view with state runs at its place.
        case firstAppearance
        /// Its own state or an observed value changed.
        case dependencies

        var names: String {
            switch self {
            case .parent: "@self"
            case .firstAppearance: "@self, @identity"
            case .dependencies: "@dependencies"
            }
        }
    }

    private(set) static var running: [Entry] = []

    /// Where `_printChanges()` writes its lines: standard output, or a test's collector.
    package static var output: (String) -> Void = { print($0) }

    /// Runs `body` with `entry` as the running body.
    static func with<T>(_ entry: Entry, _ body: () -> T) -> T {
        running.append(entry)
        defer { running.removeLast() }
        return body()
    }

    /// The line `_printChanges()` prints for the running body: SwiftUI's form,
    /// `ContentView: @self, @identity changed.`; `nil` outside a body.
    static var line: String? {
        guard let entry = running.last else { return nil }
        return "\(TypeNames.name(of: entry.type)): \(entry.reason.names) changed."
    }
}

extension View {
    /// Prints, from inside `body`, why the body is running (`let _ = Self._printChanges()`), as
    /// SwiftUI's debugging aid does: `@self` when the parent passed the view again, `@identity`
    /// the first time a view with state runs at its place, and `@dependencies` when its own
    /// state or an observed value changed. Tactile does not name the property that changed (SwiftUI
    /// names `_count` where it can): the graph knows the view was invalidated, not by which
    /// property. Outside a body it prints nothing.
    @MainActor @preconcurrency public static func _printChanges() {
        if let line = BodyEvaluationLog.line { BodyEvaluationLog.output(line) }
    }
}

extension ViewModifier {
    /// Prints, from inside `body(content:)`, why the modifier's body is running; see
    /// `View._printChanges()`. A modifier's body runs as part of the view it modifies, so the
    /// line names the innermost custom view whose body is running.
    @MainActor @preconcurrency public static func _printChanges() {
        if let line = BodyEvaluationLog.line { BodyEvaluationLog.output(line) }
    }
}
