import Foundation

// `@GestureState` as a view property: the engine defines the wrapper; the view graph gives each
// view identity one persistent location, like `@State`.

extension GestureState: DynamicProperty {}

extension GestureState: GraphLinkedProperty {
    /// Points this copy at the persistent location of its view and slot (the first copy's location
    /// becomes the persistent one), and makes the view the state's owner: the engine tells it about
    /// every write with the write's transaction, so an animation set in `updating` (or by the reset
    /// closure) applies to the change.
    package func link(_ link: PropertyLink) {
        let persistent = link.persistent { location }
        location.link(to: persistent)
        let root = persistent.root
        // One view owns a persistent location for as long as it lives: set once, not per body.
        if root.owner == nil { root.owner = link.invalidator }
    }
}

/// A view that declares a `@GestureState` is its owner: each write invalidates the view with the
/// write's transaction, and the host that drove the gesture commits it.
extension ViewInvalidator: GestureStateOwner {
    package func gestureStateDidChange(transaction: Transaction) {
        invalidate(transaction: transaction)
    }
}
