import Foundation
import Tactile

#if canImport(Testing)
import Testing
#endif

/// Drives a view with simulated touches on virtual time, the way a user would, and shows what the
/// window draws after each step.
///
/// ```swift
/// @MainActor @Test func likes() {
///     let sim = TouchSimulator(HeartView())
///     sim.tap(at: CGPoint(x: 200, y: 400))
///     #expect(sim.texts() == ["Liked"])
/// }
/// ```
///
/// Locations are in window space (points from the window's top-left corner); the root view is
/// proposed the window size and centred. Time is virtual: it starts at 0 and moves only when a call
/// says so (`advance(by:)` and the timed helpers), and every event is stamped with `now`. Each
/// call returns once the frame it caused is committed and rendered, deadlines included; the reading
/// calls (`texts()`, `frame(of:)`, `svg()`) first commit changes made outside gestures (a
/// test writing to a model).
///
/// Those calls show each commit's end state. Animations play on virtual time as well:
/// `displayList(at:)` and `svg(at:)` show the window part-way through the animations the last
/// commit started (`withAnimation`, `.animation(_:value:)`, an animated `@GestureState` reset):
///
/// ```swift
/// sim.tap(at: button)                   // withAnimation(.linear(duration: 1)) { … }
/// let halfway = sim.displayList(at: sim.now + 0.5)
/// ```
///
/// Misuse (moving or lifting a pointer that is not down, putting down one that is) is reported,
/// never fatal: the call is ignored, a `GestureDiagnostic` is added to `diagnostics`, and, when
/// running under Swift Testing, the current test records an issue saying what went wrong.
@MainActor
public final class TouchSimulator {
    /// The window being driven: its view host, its engine and their trace hooks.
    public let host: GestureHost

    /// Where each pointer that is down was last placed.
    var pointers: [Int: CGPoint] = [:]
    private var ownDiagnostics: [GestureDiagnostic] = []

    /// Every change of phase of every gesture so far, oldest first.
    public private(set) var phaseTransitions: [GesturePhaseTransition] = []

    /// Every gesture callback that ran so far (`updating`, `onChanged`, `onEnded`, `onFailed`), oldest
    /// first, with the value it was given.
    public private(set) var callbacks: [GestureCallbackRecord] = []

    /// The clock on the simulator's virtual time, for code that takes one (`SimulatorClock`).
    public let clock: SimulatorClock

    /// Hosts `content` in a window of `size` (default: `ViewHost.defaultSize`, the window every host
    /// starts with) at virtual time 0, with the window settings of `environment` (colour scheme,
    /// text size, layout direction, locale; `environment` changes them later):
    ///
    /// ```swift
    /// let sim = TouchSimulator(
    ///     SettingsScreen(), environment: .init(colorScheme: .dark, dynamicTypeSize: .xxxLarge))
    /// ```
    ///
    /// `clock` is the simulator's `clock`. The window's work sleeps on it whenever it calls
    /// `Task.sleep(for:)` or `Task.sleep(nanoseconds:)` (the window's `ViewHost/taskClock`); code
    /// that takes a clock as a value can be given the same one (`let clock = SimulatorClock()`, then
    /// `TouchSimulator(Feed(clock: clock), clock: clock)`).
    public init<Content: View>(
        _ content: Content, size: CGSize = ViewHost.defaultSize, environment: WindowEnvironment = WindowEnvironment(),
        clock: SimulatorClock = SimulatorClock()
    ) {
        self.clock = clock
        host = GestureHost(viewHost: ViewHost(content, size: size, environment: environment), engine: GestureEngine())
        host.playsAnimations = true
        // `Task.sleep` without a clock in the view's work sleeps on virtual time.
        host.viewHost.taskClock = clock
        host.onPhaseTransition = { [unowned self] in self.phaseTransitions.append($0) }
        host.onCallback = { [unowned self] in self.callbacks.append($0) }
    }

    /// A simulator over `host`, a window made and driven elsewhere (a playground session), for
    /// reading it (`accessibilityAudit()`, the finders): the host's trace hooks stay its owner's,
    /// so `phaseTransitions` and `callbacks` stay empty.
    package init(reading host: GestureHost) {
        clock = SimulatorClock()
        self.host = host
    }

    /// Virtual seconds since creation; starts at 0.
    public var now: TimeInterval { host.now }

    /// Misused calls and rejected inputs, oldest first.
    public var diagnostics: [GestureDiagnostic] { ownDiagnostics + host.diagnostics }

    // MARK: Single pointers

    /// Puts `pointer` down at `location`.
    public func down(_ pointer: Int = 0, at location: CGPoint) {
        guard pointers[pointer] == nil else {
            return report(.duplicateDown, "down(\(pointer), at: \(location)): pointer \(pointer) is already down")
        }
        pointers[pointer] = location
        host.send(PointerEvent(pointer: pointer, phase: .down, location: location, time: now))
    }

    /// Moves `pointer`, which must be down, to `location`.
    public func move(_ pointer: Int = 0, to location: CGPoint) {
        guard pointers[pointer] != nil else {
            return report(.unknownPointer, "move(\(pointer), to: \(location)): pointer \(pointer) is not down")
        }
        pointers[pointer] = location
        host.send(PointerEvent(pointer: pointer, phase: .move, location: location, time: now))
    }

    /// Lifts `pointer` where it last was.
    public func up(_ pointer: Int = 0) {
        guard let location = pointers.removeValue(forKey: pointer) else {
            return report(.unknownPointer, "up(\(pointer)): pointer \(pointer) is not down")
        }
        host.send(PointerEvent(pointer: pointer, phase: .up, location: location, time: now))
    }

    /// Cancels `pointer` (the system took it) where it last was.
    public func cancel(_ pointer: Int = 0) {
        guard let location = pointers.removeValue(forKey: pointer) else {
            return report(.unknownPointer, "cancel(\(pointer)): pointer \(pointer) is not down")
        }
        host.send(PointerEvent(pointer: pointer, phase: .cancel, location: location, time: now))
    }

    /// Lets `seconds` of virtual time pass, firing every deadline inside, in order, each with its
    /// own commit.
    public func advance(by seconds: TimeInterval) {
        guard seconds.isFinite, seconds >= 0 else {
            return report(.timeWentBackwards, "advance(by: \(seconds)): time only moves forwards by a finite amount")
        }
        host.advance(to: now + seconds)
        clock.advance(to: now)
    }

    // MARK: Interactions

    /// What the raw interactions (`tap(at:)`, `drag(from:to:duration:steps:)`,
    /// `longPress(at:duration:)`, `fling(from:by:velocity:)` and the finder-aimed ones built
    /// on them) do when their first touch lands where nothing reacts to a touch: no gesture,
    /// button, control or scroll view is hit there. A test that taps the wrong place usually
    /// means to tap something, so by default it is told (Flutter's `warnIfMissed`).
    public enum MissedTouchPolicy: Sendable, Hashable {
        /// Say nothing: the test touches empty places on purpose.
        case ignore
        /// Record a test issue of warning severity, which does not fail the test.
        case warn
        /// Record a test issue that fails the test.
        case fail
    }

    /// What a raw interaction that lands on nothing does (`MissedTouchPolicy`); `MissedTouchPolicy/warn`
    /// unless set. The interaction is sent all the same.
    public var missedTouches: MissedTouchPolicy = .warn

    /// A tap: down at `location`, 0.05 s, up.
    ///
    /// Like `drag(from:to:duration:steps:)` and `longPress(at:duration:)`, it uses pointer 0,
    /// or the lowest pointer number that is free when the test holds pointer 0 down itself (so a
    /// second finger can tap while the first one drags).
    public func tap(at location: CGPoint) {
        noteMiss(at: location, for: "tap(at:)")
        let pointer = freePointer()
        down(pointer, at: location)
        advance(by: Self.tapDuration)
        up(pointer)
    }

    /// A drag: down at `start`, then `steps` moves evenly spaced in distance and over `duration`, the
    /// last at `end`, then up at `end`.
    public func drag(from start: CGPoint, to end: CGPoint, duration: TimeInterval = 0.3, steps: Int = 10) {
        noteMiss(at: start, for: "drag(from:to:)")
        let pointer = freePointer()
        down(pointer, at: start)
        animate(duration: duration, steps: steps) { t in
            move(pointer, to: CGPoint(x: start.x + (end.x - start.x) * t, y: start.y + (end.y - start.y) * t))
        }
        up(pointer)
    }

    /// A long press: down at `location`, `duration` seconds, up.
    public func longPress(at location: CGPoint, duration: TimeInterval = 1) {
        noteMiss(at: location, for: "longPress(at:)")
        let pointer = freePointer()
        down(pointer, at: location)
        advance(by: duration)
        up(pointer)
    }

    /// A pinch with pointers 0 and 1 on a horizontal line through `center`, half the distance on
    /// each side, from `fromDistance` apart to `toDistance` apart in `steps` even steps over
    /// `duration`; both lift at the end.
    public func pinch(
        center: CGPoint, fromDistance: CGFloat, toDistance: CGFloat, duration: TimeInterval = 0.3, steps: Int = 10
    ) {
        func place(_ distance: CGFloat) -> (CGPoint, CGPoint) {
            (CGPoint(x: center.x - distance / 2, y: center.y), CGPoint(x: center.x + distance / 2, y: center.y))
        }
        twoFingers(start: place(fromDistance), duration: duration, steps: steps) { t in
            place(fromDistance + (toDistance - fromDistance) * t)
        }
    }

    /// A rotation with pointers 0 and 1 at `radius` on each side of `center`, starting on a
    /// horizontal line (pointer 0 on the left) that turns by `angle` (positive is clockwise on
    /// screen) in `steps` even steps over `duration`; both lift at the end.
    public func rotate(
        center: CGPoint, radius: CGFloat, by angle: Angle, duration: TimeInterval = 0.3, steps: Int = 10
    ) {
        func place(_ turned: Double) -> (CGPoint, CGPoint) {
            let dx = radius * CGFloat(cos(turned)), dy = radius * CGFloat(sin(turned))
            return (CGPoint(x: center.x - dx, y: center.y - dy), CGPoint(x: center.x + dx, y: center.y + dy))
        }
        twoFingers(start: place(0), duration: duration, steps: steps) { t in place(angle.radians * Double(t)) }
    }

    // MARK: What the window shows

    /// The rendered bounds, in window space with effects applied, of the view with this
    /// accessibility identifier, or `nil` when none is shown.
    public func frame(of accessibilityIdentifier: String) -> CGRect? {
        host.update()
        return host.frame(ofAccessibilityIdentifier: accessibilityIdentifier)
    }

    /// Every rendered `Text`, in drawing order.
    public func texts() -> [String] {
        host.update()
        return host.texts()
    }

    /// The window as an SVG document.
    public func svg() -> String {
        host.update()
        return host.svg()
    }

    /// What the window draws, with the animations attached to each change since the previous frame.
    /// Ask it what is shown with `Tactile.DisplayList.shapes(filledWith:)`,
    /// `Tactile.DisplayList.texts(_:)` and the other queries.
    public var displayList: DisplayList {
        host.update()
        return host.displayList
    }

    /// What the window shows at virtual time `time`: the last commit with the animations it
    /// started played to `time` (`GestureHost.displayList(at:)`). Past the end of every
    /// animation, the same as `displayList`.
    ///
    /// - Parameter time: Virtual seconds, not before the last commit; a time past `now` shows
    ///   how the window goes on if nothing else happens (no deadline fires on the way).
    public func displayList(at time: TimeInterval) -> DisplayList {
        host.update()
        return host.displayList(at: time)
    }

    /// The window at virtual time `time` as an SVG document: `displayList(at:)` drawn.
    public func svg(at time: TimeInterval) -> String {
        host.update()
        return host.svg(at: time)
    }

    /// Whether an animation the window plays is still running at virtual time `time`.
    public func isAnimating(at time: TimeInterval) -> Bool {
        host.update()
        return host.isAnimating(at: time)
    }

    // MARK: Helpers

    /// How long `tap(at:)` holds the pointer down.
    static let tapDuration: TimeInterval = 0.05

    /// The lowest pointer number that is not down (0 unless the test holds pointer 0 itself).
    func freePointer() -> Int {
        var pointer = 0
        while pointers[pointer] != nil { pointer += 1 }
        return pointer
    }

    /// Calls `step` with progress `i / steps` for `i` in `1...steps`, at evenly spaced times over
    /// `duration` (times computed from the start, so they do not drift).
    func animate(duration: TimeInterval, steps: Int, _ step: (CGFloat) -> Void) {
        let count = max(steps, 1)
        let start = now
        for index in 1...count {
            let fraction = Double(index) / Double(count)
            advance(by: max(0, start + duration * fraction - now))
            step(CGFloat(fraction))
        }
    }

    /// Pointers 0 and 1 down at `start` (at the same instant), moved together to `positions(t)`
    /// at each step, then lifted (0 first).
    private func twoFingers(
        start: (CGPoint, CGPoint), duration: TimeInterval, steps: Int, _ positions: (CGFloat) -> (CGPoint, CGPoint)
    ) {
        down(0, at: start.0)
        down(1, at: start.1)
        animate(duration: duration, steps: steps) { t in
            let (first, second) = positions(t)
            move(0, to: first)
            move(1, to: second)
        }
        up(0)
        up(1)
    }

    /// Tells the test, as `missedTouches` says, when nothing at `point` reacts to a touch.
    func noteMiss(at point: CGPoint, for call: String) {
        guard missedTouches != .ignore, point.x.isFinite, point.y.isFinite else { return }
        host.update()
        guard host.viewHost.gestureAttachments(at: point).isEmpty else { return }
        let place = "(\(String(format: "%g", Double(point.x))), \(String(format: "%g", Double(point.y))))"
        let message =
            "TouchSimulator.\(call): nothing at \(place) reacts to a touch (no gesture, button, control or scroll "
            + "view is there); the window shows texts \(host.texts()). Set missedTouches = .ignore if that is meant."
        #if canImport(Testing)
        Issue.record(Comment(rawValue: message), severity: missedTouches == .fail ? .error : .warning)
        #endif
    }

    func report(_ kind: GestureDiagnostic.Kind, _ message: String) {
        let diagnostic = GestureDiagnostic(kind: kind, message: "TouchSimulator: \(message); ignored")
        ownDiagnostics.append(diagnostic)
        #if canImport(Testing)
        Issue.record(Comment(rawValue: diagnostic.message))
        #endif
    }
}
