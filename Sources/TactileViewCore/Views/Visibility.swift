import Foundation

/// Whether something is shown: SwiftUI's `Visibility`, used by `listRowSeparator(_:edges:)` (a row
/// separator: `automatic` shows it) and `confirmationDialog(_:isPresented:titleVisibility:actions:)`
/// (a dialog's title: `automatic` shows it).
public enum Visibility: Hashable, Sendable, CaseIterable {
    /// The platform decides.
    case automatic
    /// Shown.
    case visible
    /// Hidden.
    case hidden
}
