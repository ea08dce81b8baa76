import Foundation

/// One input a host hands to its window: a pointer event with the button it concerns, or a scroll
/// wheel event.
///
/// The one vocabulary of input in Tactile: a host's door takes it (`GestureHost.send(_:)` in the
/// view layer), a host reports what it ran with it, the playground's page sends it, and an input
/// trace file is a list of them in their `Codable` form (see `InputEvent+Codable.swift`: one flat
/// object an event, told apart by `kind`).
///
/// ```swift
/// let inputs: [InputEvent] = [
///     .pointer(PointerEvent(phase: .down, location: CGPoint(x: 200, y: 400), time: 0)),
///     .wheel(ScrollWheelEvent(location: CGPoint(x: 200, y: 400), delta: CGSize(width: 0, height: 40), time: 0.5)),
/// ]
/// ```
public enum InputEvent: Sendable, Hashable {
    /// A pointer event (touch, mouse, pen) and the mouse button it concerns (``PointerButton/primary``
    /// for touches and pens, and for every mouse `move`).
    case pointer(PointerEvent, button: PointerButton = .primary)
    /// A scroll wheel event (a touchpad's two-finger scroll, a mouse wheel).
    case wheel(ScrollWheelEvent)

    /// When the input happened, in seconds on the host's clock. Setting it keeps everything else.
    public var time: TimeInterval {
        get {
            switch self {
            case .pointer(let event, _): event.time
            case .wheel(let event): event.time
            }
        }
        set {
            switch self {
            case .pointer(var event, let button):
                event.time = newValue
                self = .pointer(event, button: button)
            case .wheel(var event):
                event.time = newValue
                self = .wheel(event)
            }
        }
    }

    /// Where the input happened, in the host's space: the pointer's location, or where the pointer
    /// was when the wheel turned.
    public var location: CGPoint {
        switch self {
        case .pointer(let event, _): event.location
        case .wheel(let event): event.location
        }
    }

    /// The pointer event, or `nil` for a wheel event.
    public var pointerEvent: PointerEvent? {
        if case .pointer(let event, _) = self { return event }
        return nil
    }

    /// The button of a pointer event, or `nil` for a wheel event.
    public var button: PointerButton? {
        if case .pointer(_, let button) = self { return button }
        return nil
    }

    /// The wheel event, or `nil` for a pointer event.
    public var wheelEvent: ScrollWheelEvent? {
        if case .wheel(let event) = self { return event }
        return nil
    }
}

// MARK: - Written out flat

extension InputEvent {
    /// A pointer event written out flat, as a trace file or a test spells it: points from the
    /// window's top-left corner, the button as the DOM numbers it.
    ///
    /// ```swift
    /// sim.replay([
    ///     InputEvent(time: 0, phase: .down, x: 200, y: 400),
    ///     InputEvent(time: 0.05, phase: .up, x: 200, y: 400),
    /// ])
    /// ```
    public init(
        time: TimeInterval, pointer: PointerID = 0, phase: PointerPhase, x: Double, y: Double,
        kind: PointerKind = .touch, button: PointerButton = .primary
    ) {
        self = .pointer(
            PointerEvent(pointer: pointer, phase: phase, location: CGPoint(x: x, y: y), time: time, kind: kind),
            button: button)
    }

    /// A scroll wheel event written out flat: where the pointer was (`x`, `y`) and how far to
    /// scroll (`dx` towards the trailing end, `dy` down), in points.
    public init(time: TimeInterval, x: Double, y: Double, dx: Double, dy: Double) {
        self = .wheel(
            ScrollWheelEvent(location: CGPoint(x: x, y: y), delta: CGSize(width: dx, height: dy), time: time))
    }
}

extension InputEvent: CustomStringConvertible {
    /// The input in one line, for diagnostics and failed expectations.
    public var description: String {
        switch self {
        case .pointer(let event, let button):
            let place = "(\(event.location.x), \(event.location.y))"
            let buttonText = button == .primary ? "" : " button \(button.rawValue)"
            return
                "\(event.kind) \(event.phase) of pointer \(event.pointer)\(buttonText) at \(place), time \(event.time)"
        case .wheel(let event):
            return event.description
        }
    }
}
