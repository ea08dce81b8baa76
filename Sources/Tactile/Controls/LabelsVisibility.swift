import Foundation

extension View {
    /// Shows (`.visible`) or leaves out (`.hidden`) the labels of the controls in this subtree,
    /// as `labelsHidden()` does; `.automatic` keeps what the enclosing views chose.
    nonisolated public func labelsVisibility(_ visibility: Visibility) -> some View {
        transformEnvironment(\.labelsHidden) { hidden in
            switch visibility {
            case .hidden: hidden = true
            case .visible: hidden = false
            case .automatic: break
            }
        }
    }
}
