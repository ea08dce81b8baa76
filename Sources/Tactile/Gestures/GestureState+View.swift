import Foundation

// `@GestureState` as a view property: the engine defines the wrapper; the view graph gives each
// view identity one persistent location, like `@State`.

extension GestureState: DynamicProperty {}

extension GestureState: GraphLinkedProperty {
    /// Points this copy at the persistent location of its view and slot (the first copy's location
    /// becomes the persistent one), and makes every write invalidate the view with the write's
    /// transaction, so an animation set in `updating` (or by the reset closure) applies to the change.
    func link(_ link: PropertyLink) {
        let persistent = link.persistent { location }
        location.link(to: persistent)
        let invalidator = link.invalidator
        persistent.root.observer = { transaction in invalidator.invalidate(transaction: transaction) }
    }
}
