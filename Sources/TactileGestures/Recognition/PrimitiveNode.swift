import Foundation

/// The common state of a primitive recognizer: its gesture value, the configuration and the
/// geometry it was built with.
class PrimitiveNode<G: Gesture>: _GestureNode<G.Value> {
    /// The gesture's current parameters (replaced when the host refreshes the view).
    ///
    /// Exempt from the run-time exclusivity check, which the compiler cannot remove because the
    /// refresh assigns a value of a generic type: it is read during updates and written only by
    /// a refresh, which never runs inside one.
    @exclusivity(unchecked) final var gesture: G
    /// The configuration recognition uses (replaced only by ``reset()``, between attempts).
    final private(set) var configuration: GestureConfiguration
    /// The configuration a refreshed ``ConfiguredGesture`` gave for the next attempt.
    private final var pendingConfiguration: GestureConfiguration?
    final let geometry: GestureGeometryBox

    /// A recognizer named `name` in traces; `defersValue` for one that builds its value only when
    /// it is read (see ``_GestureNode/deferValue()``).
    init(_ gesture: G, _ context: _GestureBuildContext, name: String, defersValue: Bool = false) {
        self.gesture = gesture
        self.configuration = context.configuration
        self.geometry = context.geometry
        super.init(traceComponent: name, defersValue: defersValue)
    }

    override func setPendingConfiguration(_ configuration: GestureConfiguration) {
        pendingConfiguration = configuration
    }

    /// Applies a pending configuration; subclasses reset their recognition state after calling
    /// `super` (and rebuild what depends on the configuration when it changed).
    override func reset() {
        super.reset()
        if let pendingConfiguration {
            configuration = pendingConfiguration
            self.pendingConfiguration = nil
        }
    }

    /// Replaces the parameters if `other` is the same kind of gesture.
    final func refresh(with other: G) -> Bool {
        gesture = other
        return true
    }
}

/// Refreshes `node` with `gesture` when it was built by a `PrimitiveNode<G>`.
func refreshPrimitive<G: Gesture>(_ node: _GestureNodeBase, with gesture: G) -> Bool {
    guard let node = node as? PrimitiveNode<G> else { return false }
    return node.refresh(with: gesture)
}

/// Converts a host timestamp into the `Date` SwiftUI's values carry.
///
/// The engine's time is seconds on the host's clock; values report it as
/// `Date(timeIntervalSinceReferenceDate: time)`, so equal timestamps give equal dates and a
/// replayed trace gives identical values.
@inline(__always)
func gestureDate(_ time: TimeInterval) -> Date {
    Date(timeIntervalSinceReferenceDate: time)
}
