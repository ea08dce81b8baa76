import Foundation

extension ViewHost {
    /// Messages about layouts that did not settle: a commit that stopped at its bound of rounds
    /// while geometry readers or preference observers kept changing what they read (an
    /// `onPreferenceChange` action that changes the preference on every call), and lists whose
    /// rows share an id. The most recent last; at most `PostLayoutObservers.diagnosticLimit` are
    /// kept.
    public var layoutDiagnostics: [String] { graph.postLayout.diagnostics }
}
