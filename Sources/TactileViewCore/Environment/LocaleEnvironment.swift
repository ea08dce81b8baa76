import Foundation

private struct LocaleKey: EnvironmentKey { static var defaultValue: Locale { .autoupdatingCurrent } }
private struct CalendarKey: EnvironmentKey { static var defaultValue: Calendar { .autoupdatingCurrent } }
private struct TimeZoneKey: EnvironmentKey { static var defaultValue: TimeZone { .autoupdatingCurrent } }

/// The locale, calendar and time zone of a subtree, as SwiftUI's environment holds them.
///
/// Each defaults to the process's current one (Foundation's `autoupdatingCurrent`), as the
/// system's settings are SwiftUI's default; set one for a subtree with
/// `environment(\.locale, Locale(identifier: "fr_FR"))` and read it with `@Environment(\.locale)`
/// to format dates and numbers for it. *Approximation*: Tactile's own `Text(_:format:)` formats
/// when the text is made, before it sees the environment, so it keeps the process's locale.
extension EnvironmentValues {
    /// The locale that views in this subtree format for (the process's current locale unless an
    /// ancestor set one).
    public var locale: Locale {
        get { self[LocaleKey.self] }
        set { self[LocaleKey.self] = newValue }
    }

    /// The calendar that views in this subtree compute dates with (the process's current
    /// calendar unless an ancestor set one).
    public var calendar: Calendar {
        get { self[CalendarKey.self] }
        set { self[CalendarKey.self] = newValue }
    }

    /// The time zone that views in this subtree show times in (the process's current time zone
    /// unless an ancestor set one).
    public var timeZone: TimeZone {
        get { self[TimeZoneKey.self] }
        set { self[TimeZoneKey.self] = newValue }
    }
}
