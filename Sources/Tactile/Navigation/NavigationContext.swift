import Foundation

/// A link's identity in its stack's registry of destinations: kept in the link's `@State`, so it
/// lasts as long as the link.
final class NavigationLinkKey {}

/// A view pushed by a `NavigationLink(destination:label:)` (rather than by a value): the link that
/// pushed it, the destination as it was when pushed, and how many path values were below it.
struct PushedLink {
    let key: NavigationLinkKey
    let snapshot: AnyView
    /// The number of path values pushed before this view (it is shown above them).
    let depth: Int
}

/// The destinations of a stack's view-destination links, as each link's body last gave it: a pushed
/// view shows the link's current destination, not the one it had when it was tapped.
@MainActor
final class NavigationLinkRegistry {
    /// Made where a view is initialised, which may be off the main actor (view initialisers are
    /// `nonisolated`); it only sets the defaults above.
    nonisolated init() {}

    private var destinations: [ObjectIdentifier: AnyView] = [:]

    func register(_ key: NavigationLinkKey, _ destination: AnyView) {
        destinations[ObjectIdentifier(key)] = destination
    }

    func destination(_ key: NavigationLinkKey) -> AnyView? { destinations[ObjectIdentifier(key)] }
}

/// What a ``NavigationLink`` inside a stack uses to push: given to the stack's levels through the
/// environment.
@MainActor
struct NavigationContext {
    /// Pushes a value (shown by the `navigationDestination(for:)` declared for its type).
    let push: (AnyHashable) -> Void
    /// Pushes a link's destination view.
    let pushLink: (NavigationLinkKey, AnyView) -> Void
    /// The registry where links keep their current destination.
    let registry: NavigationLinkRegistry
}

private struct NavigationContextKey: EnvironmentKey {
    static let defaultValue: NavigationContext? = nil
}

extension EnvironmentValues {
    /// The stack a view is in (`nil` outside any `NavigationStack` or `NavigationView`).
    var navigationContext: NavigationContext? {
        get { self[NavigationContextKey.self] }
        set { self[NavigationContextKey.self] = newValue }
    }
}
