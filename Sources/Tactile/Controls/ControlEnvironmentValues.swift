import Foundation

private struct MenuIndicatorVisibilityKey: EnvironmentKey { static let defaultValue = Visibility.automatic }
private struct BadgeProminenceKey: EnvironmentKey { static let defaultValue = BadgeProminence.standard }

extension EnvironmentValues {
    /// Whether controls here show their labels: `Visibility/hidden` under
    /// `View/labelsHidden()` (and setting it hides or shows them), `Visibility/automatic`
    /// otherwise.
    public var labelsVisibility: Visibility {
        get { labelsHidden ? .hidden : .automatic }
        set { labelsHidden = newValue == .hidden }
    }

    /// Whether menus here show their indicator (`View/menuIndicator(_:)`; automatic unless set).
    public var menuIndicatorVisibility: Visibility {
        get { self[MenuIndicatorVisibilityKey.self] }
        set { self[MenuIndicatorVisibilityKey.self] = newValue }
    }

    /// How prominent badges here are (`View/badgeProminence(_:)`; standard unless set).
    public var badgeProminence: BadgeProminence {
        get { self[BadgeProminenceKey.self] }
        set { self[BadgeProminenceKey.self] = newValue }
    }
}

/// How prominent a badge is, SwiftUI's `BadgeProminence`.
public struct BadgeProminence: Hashable, Sendable {
    let level: Int
    /// Less prominent than usual.
    public static let decreased = BadgeProminence(level: -1)
    /// The usual prominence.
    public static let standard = BadgeProminence(level: 0)
    /// More prominent than usual.
    public static let increased = BadgeProminence(level: 1)
}

extension View {
    /// Shows or hides the indicator of the menus here; views read it as
    /// `EnvironmentValues/menuIndicatorVisibility`.
    nonisolated public func menuIndicator(_ visibility: Visibility) -> some View {
        environment(\.menuIndicatorVisibility, visibility)
    }

    /// Sets how prominent the badges here are; views read it as
    /// `EnvironmentValues/badgeProminence`. Tactile's badges are drawn the same at every
    /// prominence (*Accepted*).
    nonisolated public func badgeProminence(_ prominence: BadgeProminence) -> some View {
        environment(\.badgeProminence, prominence)
    }
}

extension ControlSize {
    /// Every size, smallest first.
    public static var allCases: [ControlSize] { [.mini, .small, .regular, .large, .extraLarge] }
}
