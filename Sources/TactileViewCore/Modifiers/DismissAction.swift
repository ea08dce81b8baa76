import Foundation

/// Dismisses the current presentation (a sheet, a full-screen cover, a popover), as SwiftUI's
/// `@Environment(\.dismiss)`.
///
/// ```swift
/// @Environment(\.dismiss) private var dismiss
/// Button("Done") { dismiss() }
/// ```
///
/// Outside a presentation it does nothing.
@MainActor
public struct DismissAction {
    let action: @MainActor () -> Void

    /// An action that runs `action`.
    package nonisolated init(action: @escaping @MainActor () -> Void) { self.action = action }

    /// Dismisses the presentation that contains the view.
    public func callAsFunction() { action() }
}

/// The environment key of the dismiss action.
private struct DismissActionKey: EnvironmentKey {
    static let defaultValue = DismissAction(action: {})
}

extension EnvironmentValues {
    /// The action that dismisses the presentation this view is in (nothing outside one).
    public package(set) var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }
}
