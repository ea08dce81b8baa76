import Foundation

/// How a pushed or presented view comes in, SwiftUI's `NavigationTransition`
/// (`View/navigationTransition(_:)`).
public protocol NavigationTransition {}

/// The platform's transition: a push slides in from the trailing edge, a sheet rises.
public struct AutomaticNavigationTransition: NavigationTransition {}

/// The view grows out of the view marked with `matchedTransitionSource(id:in:)` of the same id.
public struct ZoomNavigationTransition: NavigationTransition {
    let sourceID: AnyHashable
    let namespace: Namespace.ID
}

extension NavigationTransition where Self == AutomaticNavigationTransition {
    /// The platform's transition.
    public static var automatic: AutomaticNavigationTransition { AutomaticNavigationTransition() }
}

extension NavigationTransition where Self == ZoomNavigationTransition {
    /// Grows the view out of the source of `sourceID` in `namespace`.
    public static func zoom(sourceID: some Hashable, in namespace: Namespace.ID) -> ZoomNavigationTransition {
        ZoomNavigationTransition(sourceID: AnyHashable(sourceID), namespace: namespace)
    }
}

/// Zoom transitions.
///
/// *Accepted*: Tactile's pushes slide in and its sheets rise; the zoom from a source view is not
/// animated, so the destination comes in as with the automatic transition.
extension View {
    /// The transition this view comes in with when pushed or presented.
    nonisolated public func navigationTransition(_ style: some NavigationTransition) -> some View { self }

    /// Marks this view as the source a zoom transition of `id` in `namespace` grows from.
    nonisolated public func matchedTransitionSource(id: some Hashable, in namespace: Namespace.ID) -> some View { self }
}
