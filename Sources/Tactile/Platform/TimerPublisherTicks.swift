// `Timer.publish(every:on: .main, in:).autoconnect()` in `onReceive` ticks on the window's clock
// (`WindowTimerPublisher`): nothing runs the main thread's run loop in a Tactile process, so the
// timer as OpenCombine schedules it would never fire; on the window's clock it fires on real time
// in an app or the playground, and on virtual time in a test.
#if !canImport(Darwin)
import Foundation
import OpenCombine
import OpenCombineFoundation

extension Publishers.Autoconnect: WindowTimerPublisher where Upstream == Timer.OCombine.TimerPublisher {
    /// The timer's interval when it runs on the main run loop, which the window's clock stands
    /// in for; `nil` for a timer on another run loop.
    package var windowTimerInterval: TimeInterval? {
        upstream.runLoop === RunLoop.main ? upstream.interval : nil
    }
}
#endif
