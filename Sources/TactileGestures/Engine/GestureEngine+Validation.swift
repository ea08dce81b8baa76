import Foundation

extension GestureEngine {
    /// The diagnostic ``send(_:hitPath:)`` would reject `event` with now, or `nil` if it would
    /// accept it. Records nothing and changes nothing.
    ///
    /// A host that does work of its own before handing an event over (letting time pass up to the
    /// event's timestamp, hit-testing) asks first, so that an event the engine rejects changes
    /// nothing on the host's side either.
    public func diagnostic(for event: PointerEvent) -> GestureDiagnostic? {
        validate(event)
    }
}
