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

    /// Whether it closes a presentation (a sheet, a cover, a pushed level): `false` for the
    /// environment's default, which does nothing (`presentationMode`'s `isPresented`).
    let closesPresentation: Bool

    /// An action that runs `action`, closing a presentation unless `closesPresentation` is false.
    package nonisolated init(closesPresentation: Bool = true, action: @escaping @MainActor () -> Void) {
        self.closesPresentation = closesPresentation
        self.action = action
    }

    /// Dismisses the presentation that contains the view.
    public func callAsFunction() { action() }
}

/// The environment key of the dismiss action.
private struct DismissActionKey: EnvironmentKey {
    static let defaultValue = DismissAction(closesPresentation: false, action: {})
}

extension EnvironmentValues {
    /// The action that dismisses the presentation this view is in (nothing outside one).
    public package(set) var dismiss: DismissAction {
        get { self[DismissActionKey.self] }
        set { self[DismissActionKey.self] = newValue }
    }
}
