import Foundation

/// A scroll that is not a touch: a touchpad's two-finger scroll or a mouse wheel, as a host hands
/// it to its window (a `WheelEvent` in a browser, a scroll-wheel event on a desktop).
///
/// It has no pointer and no phases: each event moves the content under ``location`` by ``delta``
/// at once. The system already plays a touchpad's momentum as more events, so a scroll view does
/// not fling after them; a sequence ends when no event has come for
/// ``ScrollConfiguration/wheelIdleInterval``. Where it goes and what it moves is the host's
/// business (the "Scrolling" section of the semantics document).
///
/// Like a ``PointerEvent``, the location is in the host's space and the time in seconds on the
/// host's clock, which never goes backwards; ``diagnostic(now:)`` says whether an event is valid.
public struct ScrollWheelEvent: Sendable, Hashable, Codable {
    /// Where the pointer was, in the host's space: the scroll goes to the scroll views under it.
    public var location: CGPoint
    /// How far to move the visible part through the content, in points, as the DOM's `WheelEvent`
    /// counts it: a positive `height` scrolls down (the content moves up), a positive `width`
    /// scrolls towards the trailing end.
    public var delta: CGSize
    /// When, in seconds on the host's clock.
    public var time: TimeInterval

    /// Creates a scroll wheel event.
    public init(location: CGPoint, delta: CGSize, time: TimeInterval) {
        self.location = location
        self.delta = delta
        self.time = time
    }

    /// Why the event is invalid for an engine whose current time is `now`, or `nil` when it is
    /// valid: a NaN or infinite number (``GestureDiagnostic/Kind/nonFiniteValue``) or a time
    /// earlier than `now` (``GestureDiagnostic/Kind/timeWentBackwards``).
    public func diagnostic(now: TimeInterval) -> GestureDiagnostic? {
        let numbers = [Double(location.x), Double(location.y), Double(delta.width), Double(delta.height), time]
        if !numbers.allSatisfy(\.isFinite) {
            return GestureDiagnostic(kind: .nonFiniteValue, message: "\(self) has a NaN or infinite number")
        }
        if time < now {
            return GestureDiagnostic(
                kind: .timeWentBackwards, message: "\(self) is earlier than the current time \(now)")
        }
        return nil
    }
}

extension ScrollWheelEvent: CustomStringConvertible {
    /// The event in one line, for diagnostics.
    public var description: String {
        "scroll wheel by (\(delta.width), \(delta.height)) at (\(location.x), \(location.y)), time \(time)"
    }
}
