import Foundation

/// Whether a view is presented, and how to dismiss it: SwiftUI's `PresentationMode`, read through
/// the `presentationMode` environment value that iOS 13 code uses
/// (`presentationMode.wrappedValue.dismiss()`); newer code reads `dismiss`.
@MainActor
public struct PresentationMode {
    /// Whether the view is in a presentation (a sheet, a full-screen cover, a pushed level of a
    /// navigation stack) that `dismiss()` can close.
    public var isPresented: Bool { action.closesPresentation }

    let action: DismissAction

    /// Dismisses the presentation the view is in; nothing outside one.
    public mutating func dismiss() { action() }
}

extension EnvironmentValues {
    /// The presentation the view is in, as a binding (SwiftUI's `presentationMode`, deprecated
    /// since iOS 15 in favour of `dismiss`). Writing the binding changes nothing.
    public var presentationMode: Binding<PresentationMode> {
        let action = dismiss
        return Binding(get: { PresentationMode(action: action) }, set: { _ in })
    }

    /// Whether the view is in a presentation that `dismiss` closes.
    public var isPresented: Bool { dismiss.closesPresentation }
}
