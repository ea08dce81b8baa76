import Foundation

/// Waits (real time) until `condition` holds, at most `timeout` seconds.
///
/// Generous on purpose: it returns as soon as the condition holds, and in the full parallel test
/// run the main actor is shared with hundreds of other tests, some of which hold it for many
/// seconds, so the timers and tasks a test waits for (a playground server's, a view's `.task`) may
/// be served late. Under a load of 12–20 on two cores, 10 s
/// was not enough for four tests that pass alone in under a second.
///
/// Time alone does not decide failure: a test that held the main actor for the whole timeout (the
/// serialized property tests hold it for a minute and more) leaves this poll and the timers it
/// waits for queued behind it, and the poll, back first, would fail before the timers ever ran
/// (`animationsSendFramesUntilTheyFinish` failed so, with no frame at all, under a load of 10).
/// After the timeout the condition gets `turnsAfterTimeout` more polls of its own turns on the
/// main actor (at least a second of sleeps), so the queued jobs are served before it fails.
@MainActor
public func eventually(_ timeout: Double = 60, turnsAfterTimeout: Int = 200, _ condition: () -> Bool) async -> Bool {
    let end = ContinuousClock.now + .milliseconds(Int(timeout * 1000))
    var turnsLeft = turnsAfterTimeout
    while true {
        if condition() { return true }
        if ContinuousClock.now >= end {
            if turnsLeft == 0 { return false }
            turnsLeft -= 1
        }
        try? await Task.sleep(for: .milliseconds(5))
    }
}

/// Yields the main actor until `condition` holds, at most `maximumYields` times; returns whether
/// it came. For work that needs no real time, only its turn: a sleep that reaches a simulator's
/// clock from another thread, which a loaded machine may take a while to schedule.
@MainActor
@discardableResult
public func yieldUntil(maximumYields: Int = 10_000, _ condition: () -> Bool) async -> Bool {
    var yields = 0
    while !condition() && yields < maximumYields {
        await Task.yield()
        yields += 1
    }
    return condition()
}
