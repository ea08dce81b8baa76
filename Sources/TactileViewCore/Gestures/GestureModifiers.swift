import Foundation

// The view modifiers that attach gestures, with SwiftUI's signatures and defaults. Each is one
// `GestureModifierContent` node; the engine composes the nodes along a hit path (see
// Docs/Semantics.md, "Hierarchy"). The generic ones are inlinable, so that a caller naming the
// gesture's type makes its attachments in specialized code (see `GestureModifier`).

extension View {
    /// Attaches a gesture to the view with a lower precedence than gestures defined by the view:
    /// its subviews' gestures and gesture modifiers applied earlier win when they can, and `gesture`
    /// gets its chance when they fail.
    ///
    /// - Parameters:
    ///   - gesture: The gesture to attach.
    ///   - mask: Which of `gesture` and the subviews' gestures take part (default: both).
    @inlinable
    nonisolated public func gesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all) -> some View {
        modifier(GestureModifier(gesture: gesture, priority: .normal, mask: mask))
    }

    /// Attaches a gesture to the view, or disables it: `isEnabled: false` is
    /// `including: .subviews`, so the subviews' gestures keep working.
    @inlinable
    nonisolated public func gesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a gesture to the view with a higher precedence than gestures defined by the view
    /// and its subviews.
    @inlinable
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> some View
    {
        modifier(GestureModifier(gesture: gesture, priority: .high, mask: mask))
    }

    /// Attaches a high-priority gesture, or disables it (`isEnabled: false` is `including: .subviews`).
    @inlinable
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a gesture to the view to be recognized at the same time as the gestures defined by
    /// the view and its subviews (not those of its ancestors).
    @inlinable
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, including mask: GestureMask = .all)
        -> some View
    {
        modifier(GestureModifier(gesture: gesture, priority: .simultaneous, mask: mask))
    }

    /// Attaches a simultaneous gesture, or disables it (`isEnabled: false` is `including: .subviews`).
    @inlinable
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, isEnabled: Bool) -> some View {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a gesture named `name`, or disables it (as `gesture(_:isEnabled:)`). The name
    /// is *Accepted*: it identifies the gesture to UIKit gesture recognizers, which Linux has none of.
    @inlinable
    nonisolated public func gesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true) -> some View {
        self.gesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a high-priority gesture named `name`, or disables it (as
    /// `highPriorityGesture(_:isEnabled:)`). The name is *Accepted*: it identifies the gesture to
    /// UIKit gesture recognizers, which Linux has none of.
    @inlinable
    nonisolated public func highPriorityGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
        -> some View
    {
        highPriorityGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Attaches a simultaneous gesture named `name`, or disables it (as
    /// `simultaneousGesture(_:isEnabled:)`). The name is *Accepted*: it identifies the gesture to
    /// UIKit gesture recognizers, which Linux has none of.
    @inlinable
    nonisolated public func simultaneousGesture<T: Gesture>(_ gesture: T, name: String, isEnabled: Bool = true)
        -> some View
    {
        simultaneousGesture(gesture, including: isEnabled ? .all : .subviews)
    }

    /// Runs `action` when the view recognizes `count` taps: `.gesture(TapGesture(count:).onEnded…)`.
    ///
    /// Two tap gestures on one view are composed in order: with
    /// `.onTapGesture(count: 2) {…}.onTapGesture {…}` the single tap runs only once the double tap has
    /// failed (0.35 s after the first lift); the reverse order never completes the double tap.
    nonisolated public func onTapGesture(count: Int = 1, perform action: @escaping () -> Void) -> some View {
        gesture(TapGesture(count: count).onEnded { _ in action() })
    }

    /// Runs `action` with the location of the final tap, in `coordinateSpace`, when the view
    /// recognizes `count` taps.
    nonisolated public func onTapGesture(
        count: Int = 1, coordinateSpace: some CoordinateSpaceProtocol = .local,
        perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` with the location of the final tap, in `coordinateSpace` (the iOS 16 form that
    /// takes the `CoordinateSpace` enum).
    @_disfavoredOverload
    nonisolated public func onTapGesture(
        count: Int = 1, coordinateSpace: CoordinateSpace = .local, perform action: @escaping (CGPoint) -> Void
    ) -> some View {
        gesture(SpatialTapGesture(count: count, coordinateSpace: coordinateSpace).onEnded { action($0.location) })
    }

    /// Runs `action` when a press on the view lasts `minimumDuration` without moving
    /// `maximumDistance`, and tells `onPressingChanged` when the press starts and stops.
    ///
    /// | Input | Calls |
    /// |---|---|
    /// | down | `onPressingChanged(true)` |
    /// | held `minimumDuration` (no event needed) | `onPressingChanged(false)`, then `action()` |
    /// | lifted early, moved too far, second finger, cancelled, view removed | `onPressingChanged(false)` |
    ///
    /// Tactile reports the end of the press before running the action (decision: the pressed look
    /// goes away before whatever the action shows). `onPressingChanged(false)` only follows an
    /// `onPressingChanged(true)`: a press that a gesture with precedence holds back reports neither.
    nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, perform action: @escaping () -> Void,
        onPressingChanged: ((Bool) -> Void)? = nil
    ) -> some View {
        modifier(
            LongPressActionModifier(
                minimumDuration: minimumDuration, maximumDistance: maximumDistance, action: action,
                onPressingChanged: onPressingChanged))
    }

    /// The older form of `onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`
    /// with the pressing callback first.
    @_disfavoredOverload
    @available(*, deprecated, renamed: "onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)")
    nonisolated public func onLongPressGesture(
        minimumDuration: Double = 0.5, maximumDistance: CGFloat = 10, pressing: ((Bool) -> Void)? = nil,
        perform action: @escaping () -> Void
    ) -> some View {
        onLongPressGesture(
            minimumDuration: minimumDuration, maximumDistance: maximumDistance, perform: action,
            onPressingChanged: pressing)
    }
}

/// Whether the press of one `onLongPressGesture` node has been reported as pressing. Kept in the
/// graph under the node's identity, so that closures refreshed mid-press see the same flag.
final class PressingFlag {
    var isPressing = false
}

/// `onLongPressGesture`: a `LongPressGesture` whose phases become the pressing and perform calls.
struct LongPressActionModifier: NodeModifier {
    let minimumDuration: Double
    let maximumDistance: CGFloat
    nonisolated(unsafe) let action: () -> Void
    nonisolated(unsafe) let onPressingChanged: ((Bool) -> Void)?

    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent {
        let storage = inputs.graph.storage(for: inputs.identity, typeID: ObjectIdentifier(PressingFlag.self))
        let flag: PressingFlag
        if let existing = storage.slots[0] as? PressingFlag {
            flag = existing
        } else {
            flag = PressingFlag()
            storage.slots[0] = flag
        }
        let action = self.action, pressingChanged = self.onPressingChanged
        let release = {
            guard flag.isPressing else { return }
            flag.isPressing = false
            pressingChanged?(false)
        }
        let gesture = LongPressGesture(minimumDuration: minimumDuration, maximumDistance: maximumDistance)
            .onChanged { _ in
                guard !flag.isPressing else { return }
                flag.isPressing = true
                pressingChanged?(true)
            }
            .onEnded { _ in
                release()
                action()
            }
            .onFailed { _ in release() }
        return GestureModifierContent(gesture, priority: .normal, mask: .all, environment: inputs.environment)
    }
}
