import Foundation

/// How serious a confirmation dialog is, SwiftUI's `DialogSeverity` (`View/dialogSeverity(_:)`).
public struct DialogSeverity: Equatable, Sendable {
    let name: String

    /// The platform's choice.
    public static let automatic = DialogSeverity(name: "automatic")
    /// A dialog about an action that cannot be undone (macOS marks it with a caution icon).
    public static let critical = DialogSeverity(name: "critical")
    /// An ordinary dialog.
    public static let standard = DialogSeverity(name: "standard")
}

/// How a destructive or interactive dismissal is treated, SwiftUI's `DismissBehavior`.
public struct DismissBehavior: Sendable, Hashable {
    let name: String

    /// The dismissal is interactive: it may be cancelled.
    public static let interactive = DismissBehavior(name: "interactive")
    /// The dismissal loses what the presentation held.
    public static let destructive = DismissBehavior(name: "destructive")
}

/// Dialog settings that change dialogs only on macOS.
///
/// *Accepted*: on iOS a confirmation dialog's severity, icon and suppression toggle change nothing
/// that is drawn (the icon and the "Do not ask again" check box are macOS's).
extension View {
    /// How serious the dialogs this view presents are.
    nonisolated public func dialogSeverity(_ severity: DialogSeverity) -> some View { self }

    /// The icon of the dialogs this view presents.
    nonisolated public func dialogIcon(_ icon: Image?) -> some View { self }

    /// A toggle in the dialog that stops it from being shown again, titled with a localized key.
    nonisolated public func dialogSuppressionToggle(_ titleKey: LocalizedStringKey, isSuppressed: Binding<Bool>)
        -> some View
    {
        self
    }

    /// A toggle in the dialog that stops it from being shown again, titled `title`.
    @_disfavoredOverload
    nonisolated public func dialogSuppressionToggle<S: StringProtocol>(_ title: S, isSuppressed: Binding<Bool>)
        -> some View
    {
        self
    }

    /// A toggle in the dialog that stops it from being shown again, labelled `label`.
    nonisolated public func dialogSuppressionToggle(_ label: Text, isSuppressed: Binding<Bool>) -> some View { self }

    /// A toggle in the dialog that stops it from being shown again, with the platform's title.
    nonisolated public func dialogSuppressionToggle(isSuppressed: Binding<Bool>) -> some View { self }
}
