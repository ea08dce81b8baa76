import Foundation

/// An action that refreshes the content of a view: what `View/refreshable(action:)` puts in the
/// environment, read as `EnvironmentValues/refresh`.
///
/// A ``ScrollView`` (and so a ``List``) with a refresh action in its environment runs it when
/// the content is pulled down far enough and released (``RefreshControlMetrics``); a view of
/// your own can run it too:
///
/// ```swift
/// @Environment(\.refresh) private var refresh
/// …
/// Button("Reload") { Task { await refresh?() } }
/// ```
public struct RefreshAction: Sendable {
    let action: @Sendable () async -> Void

    /// Runs the refresh and returns when it is done.
    public func callAsFunction() async {
        await action()
    }
}

private struct RefreshActionKey: EnvironmentKey {
    static var defaultValue: RefreshAction? { nil }
}

private struct RefreshIndicatorKey: EnvironmentKey {
    static var defaultValue: AnyView? { nil }
}

extension EnvironmentValues {
    /// The refresh action of this part of the view hierarchy (set by `View/refreshable(action:)`),
    /// or `nil` when it cannot be refreshed.
    public var refresh: RefreshAction? {
        get { self[RefreshActionKey.self] }
        set { self[RefreshActionKey.self] = newValue }
    }

    /// The spinner a refreshing scroll view draws above its content: set by
    /// `View/refreshable(action:)` (a `ProgressView`, from a layer above the scroll views).
    var refreshIndicator: AnyView? {
        get { self[RefreshIndicatorKey.self] }
        set { self[RefreshIndicatorKey.self] = newValue }
    }
}
