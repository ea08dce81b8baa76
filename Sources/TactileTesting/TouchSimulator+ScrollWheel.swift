import Foundation
import Tactile

extension TouchSimulator {
    /// A touchpad's two-finger scroll or a mouse wheel over `location`: `steps` scroll wheel
    /// events evenly spaced over `duration`, together moving the content by `delta` (points; a
    /// positive `height` scrolls down, as the DOM counts it), the first at ``now``.
    ///
    /// Each event goes to `GestureHost.send(_:)`, which picks the scroll view and moves it; the
    /// sequence ends once `ScrollConfiguration.wheelIdleInterval` passes without another event
    /// (let time pass with ``advance(by:)`` to see the content come to rest).
    ///
    /// ```swift
    /// sim.wheel(at: CGPoint(x: 200, y: 400), by: CGSize(width: 0, height: 300))
    /// ```
    public func wheel(at location: CGPoint, by delta: CGSize, steps: Int = 1, duration: TimeInterval = 0) {
        let count = max(steps, 1)
        let start = now
        let step = CGSize(width: delta.width / CGFloat(count), height: delta.height / CGFloat(count))
        for index in 0..<count {
            if index > 0 { advance(by: max(0, start + duration * Double(index) / Double(count - 1) - now)) }
            host.send(ScrollWheelEvent(location: location, delta: step, time: now))
        }
    }

    /// A two-finger scroll or a mouse wheel (``wheel(at:by:steps:duration:)``) over the centre of
    /// the one view `finder` matches.
    public func wheel(on finder: ViewFinder, by delta: CGSize, steps: Int = 1, duration: TimeInterval = 0) {
        guard let target = single(finder, for: "wheel(on:by:)") else { return }
        wheel(at: target.center, by: delta, steps: steps, duration: duration)
    }
}
