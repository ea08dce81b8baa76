import Foundation

/// What a ``ScrollViewReader`` hands its content: scrolls the scroll views inside the reader to
/// the view with a given id (SwiftUI's `ScrollViewProxy`).
///
/// Views are named with `View/id(_:)` or by the ids of a ``ForEach``. The proxy finds the first
/// view with the id (in the order views are drawn) inside the reader, and scrolls the scroll views
/// around it, innermost first, so that it shows.
public struct ScrollViewProxy: Sendable {
    let targets: ScrollTargets

    /// Scrolls to the view identified by `id`.
    ///
    /// With an `anchor`, the view's point at `anchor` is brought to the scroll view's point at
    /// `anchor` (`.top`: the view's top edge at the top; `.center`: centred; `.bottom`: its bottom
    /// edge at the bottom), as far as the content can scroll. With `nil`, the content moves the
    /// least that makes the view visible: not at all when it already is, else its leading edge (top)
    /// or its trailing edge (bottom) comes to the viewport's nearest edge; a view longer than the
    /// viewport shows its leading edge.
    ///
    /// Inside `withAnimation` the content moves with that animation; otherwise it jumps. An `id`
    /// that no view inside the reader has, or a view outside every scroll view, changes nothing (as
    /// in SwiftUI) and leaves a message in the host's `ViewHost/scrollDiagnostics`; a non-finite
    /// anchor leaves the axis where it is.
    @MainActor
    public func scrollTo<ID: Hashable>(_ id: ID, anchor: UnitPoint? = nil) {
        targets.scroll(to: AnyHashable(id), anchor: anchor)
    }
}
