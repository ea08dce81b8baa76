import Foundation
import Tactile

#if canImport(Testing)
import Testing
#endif

// Gestures aimed at views a `ViewFinder` finds, so that a test names what it touches instead of
// where it is: `sim.tap(on: .text("Like"))`.

extension TouchSimulator {
    // MARK: Finding

    /// Every view `finder` matches in the window, back to front (empty when none is shown).
    public func find(_ finder: ViewFinder) -> [ViewFinder.Match] {
        host.update()
        return finder.matches(in: host)
    }

    /// How many views `finder` matches.
    public func count(of finder: ViewFinder) -> Int { find(finder).count }

    /// Whether `finder` matches at least one view.
    public func exists(_ finder: ViewFinder) -> Bool { !find(finder).isEmpty }

    /// The frame of the one view `finder` matches, in window space with effects applied; with no
    /// match or several, records a test issue saying so and returns `nil`.
    public func frame(of finder: ViewFinder) -> CGRect? { single(finder, for: "frame(of:)")?.frame }

    // MARK: Gestures aimed at a view

    /// A tap (``tap(at:)``) at the centre of the one view `finder` matches.
    public func tap(on finder: ViewFinder) {
        guard let target = single(finder, for: "tap(on:)") else { return }
        tap(at: target.center)
    }

    /// Two taps (``tap(at:)``) `interval` seconds apart at the centre of the one view `finder`
    /// matches: within the 0.3 s a `TapGesture(count: 2)` allows between them.
    public func doubleTap(on finder: ViewFinder, interval: TimeInterval = TouchSimulator.doubleTapInterval) {
        guard let target = single(finder, for: "doubleTap(on:)") else { return }
        tap(at: target.center)
        advance(by: max(0, interval - Self.tapDuration))
        tap(at: target.center)
    }

    /// A long press (``longPress(at:duration:)``) at the centre of the one view `finder` matches.
    public func longPress(on finder: ViewFinder, duration: TimeInterval = 1) {
        guard let target = single(finder, for: "longPress(on:)") else { return }
        longPress(at: target.center, duration: duration)
    }

    /// A drag (``drag(from:to:duration:steps:)``) from the centre of the one view `finder` matches,
    /// moved by `translation`.
    public func drag(
        _ finder: ViewFinder, by translation: CGSize, duration: TimeInterval = 0.3, steps: Int = 10
    ) {
        guard let target = single(finder, for: "drag(_:by:)") else { return }
        let start = target.center
        let end = CGPoint(x: start.x + translation.width, y: start.y + translation.height)
        drag(from: start, to: end, duration: duration, steps: steps)
    }

    /// A pinch (``pinch(center:fromDistance:toDistance:duration:steps:)``) centred on the one view
    /// `finder` matches: two fingers `distance` apart that end `distance × scale` apart (above 1
    /// spreads them, below 1 brings them together).
    public func pinch(
        on finder: ViewFinder, scale: CGFloat, distance: CGFloat = TouchSimulator.twoFingerDistance,
        duration: TimeInterval = 0.3, steps: Int = 10
    ) {
        guard let target = single(finder, for: "pinch(on:scale:)") else { return }
        pinch(
            center: target.center, fromDistance: distance, toDistance: distance * scale, duration: duration,
            steps: steps)
    }

    /// A rotation (``rotate(center:radius:by:duration:steps:)``) centred on the one view `finder`
    /// matches, with two fingers `distance` apart turning by `angle` (positive is clockwise on
    /// screen).
    public func rotate(
        on finder: ViewFinder, by angle: Angle, distance: CGFloat = TouchSimulator.twoFingerDistance,
        duration: TimeInterval = 0.3, steps: Int = 10
    ) {
        guard let target = single(finder, for: "rotate(on:by:)") else { return }
        rotate(center: target.center, radius: distance / 2, by: angle, duration: duration, steps: steps)
    }

    // MARK: Defaults

    /// How far apart ``doubleTap(on:interval:)`` starts its two taps: well inside the 0.3 s a
    /// double tap allows, as a person's quick double tap is.
    public static let doubleTapInterval: TimeInterval = 0.15

    /// How far apart ``pinch(on:scale:distance:duration:steps:)`` and
    /// ``rotate(on:by:distance:duration:steps:)`` put their two fingers to start with: about two
    /// finger widths, so both land on a view of ordinary size.
    public static let twoFingerDistance: CGFloat = 60

    // MARK: Failing clearly

    /// The one view `finder` matches, or `nil` after recording a test issue that names the finder
    /// and what it matched (nothing, or each of the several matches).
    func single(_ finder: ViewFinder, for call: String) -> ViewFinder.Match? {
        let matches = find(finder)
        if matches.count == 1 { return matches[0] }
        let message: String
        if matches.isEmpty {
            message = "TouchSimulator.\(call): no view matches \(finder); the window shows texts \(host.texts())"
        } else {
            message =
                "TouchSimulator.\(call): \(matches.count) views match \(finder), expected one: "
                + matches.map { "\($0)" }.joined(separator: "; ")
        }
        #if canImport(Testing)
        Issue.record(Comment(rawValue: message))
        #endif
        return nil
    }
}
