import Foundation

extension View {
    /// Draws the system background (`BackgroundStyle`, white) behind this view, out into the
    /// safe area on `edges`: `background(.background, ignoresSafeAreaEdges: edges)`.
    nonisolated public func background(ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View {
        background(BackgroundStyle(), ignoresSafeAreaEdges: edges)
    }

    /// Hides the status bar: the older name of `statusBarHidden(_:)`. *No effect on Linux*: a
    /// Tactile window has no status bar.
    nonisolated public func statusBar(hidden: Bool) -> some View { statusBarHidden(hidden) }
}

/// Modifiers that tie a view to the system around the app: URLs opened with it, scenes chosen
/// for external events, keyboard type-select, rename commands and window activation.
///
/// *No effect on Linux*: there is no system to open a URL in the app, route an event to a scene,
/// type-select with a hardware keyboard, send a Rename command from a menu or activate a window;
/// the view draws and behaves as it is.
extension View {
    /// Runs `action` when the system opens a URL in the app.
    nonisolated public func onOpenURL(perform action: @escaping (URL) -> Void) -> some View { self }

    /// Which external events (by their target content identifier) the scene of this view prefers
    /// and allows.
    nonisolated public func handlesExternalEvents(preferring: Set<String>, allowing: Set<String>) -> some View { self }

    /// A tag for the system's tracking of interaction activity (for performance reports).
    nonisolated public func interactionActivityTrackingTag(_ tag: String) -> some View { self }

    /// The text that type-select with a hardware keyboard matches this view by.
    nonisolated public func typeSelectEquivalent(_ text: Text?) -> some View { self }

    /// The text that type-select with a hardware keyboard matches this view by.
    nonisolated public func typeSelectEquivalent(_ stringKey: LocalizedStringKey) -> some View { self }

    /// The text that type-select with a hardware keyboard matches this view by.
    @_disfavoredOverload
    nonisolated public func typeSelectEquivalent<S: StringProtocol>(_ string: S) -> some View { self }

    /// Whether a click on this view in an inactive window also acts on it.
    nonisolated public func allowsWindowActivationEvents(_ value: Bool? = true) -> some View { self }

    /// Makes this view an element of the system's UI automation.
    nonisolated public func automationElement() -> some View { self }

    /// Whether a submit in this view reaches `onSubmit` actions above it (`true` stops it).
    ///
    /// With no keyboard on Linux, nothing submits a text field.
    nonisolated public func submitScope(_ isBlocking: Bool = true) -> some View { self }
}
