import Foundation

/// A publisher of a repeating timer's ticks that `onReceive(_:perform:)` runs on the window's
/// clock instead of subscribing to it: `Timer.publish(every:on: .main, in:).autoconnect()`.
///
/// Apple's timer publisher fires from the main thread's run loop, which nothing runs in a
/// Tactile process (the main actor's jobs come from Dispatch's main queue), so subscribed as
/// written it would never fire. Driven here, its ticks come on the main actor every
/// `windowTimerInterval` seconds of the window's task clock (`ViewHost.taskClock`): the test
/// kit's virtual time in a `TouchSimulator`, the real clock elsewhere. `Tactile` conforms the
/// publisher; Decisions.md#timers-on-the-window-clock says why.
package protocol WindowTimerPublisher {
    /// Seconds between ticks; `nil` when the window should subscribe to the publisher as written
    /// (a timer on another run loop).
    var windowTimerInterval: TimeInterval? { get }
}

/// How long a window timer waits at least between ticks: Foundation's own floor for a timer's
/// interval (0.1 ms), so that an interval of 0 does not spin the main actor.
let minimumWindowTimerInterval: TimeInterval = 0.0001

extension ReceiveSubscription {
    /// Starts the ticks of a window timer every `interval` seconds on `slot`'s clock; each tick's
    /// value is the date the timer started plus the ticks' intervals, so that virtual time gives
    /// reproducible dates. Returns the task, cancelled with the subscription.
    func startTicks(every interval: TimeInterval, on slot: TaskClockSlot) -> Task<Void, Never> {
        let interval = max(interval, minimumWindowTimerInterval)
        let start = Date()
        return Task { @MainActor [weak self] in
            await TaskClockSlot.$current.withValue(slot) {
                var ticks = 0
                while !Task.isCancelled {
                    do { try await Task.sleep(for: .seconds(interval)) } catch { return }
                    ticks += 1
                    guard let self, let value = start.addingTimeInterval(Double(ticks) * interval) as? Output else {
                        return
                    }
                    self.receive(value)
                }
            }
        }
    }
}
