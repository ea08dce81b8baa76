import Foundation

/// A deadline of a host's own (a scroll wheel sequence going idle, scroll indicators fading) in a
/// ``GestureEngine``'s queue: the handle ``GestureEngine/scheduleHostDeadline(at:_:)`` returns, to
/// move it (``GestureEngine/rescheduleHostDeadline(_:to:)``) or cancel it
/// (``GestureEngine/cancelHostDeadline(_:)``).
///
/// A handle names one deadline of the engine that made it; once the deadline has fired or been
/// cancelled, the handle names nothing and using it changes nothing.
public struct HostDeadline: Hashable, Sendable {
    /// The engine's number for the deadline, unique among those it made.
    let id: Int
}

/// The host deadlines an engine holds, with the earliest time kept beside them: the engine asks
/// for it on every input, and most of the time there is none.
///
/// Of deadlines at the same time, the one scheduled (or moved) first fires first: a host that
/// schedules several at once gives them in the order it wants them run.
struct HostDeadlineQueue {
    struct Entry {
        let id: Int
        var time: TimeInterval
        /// When it was scheduled, among the queue's scheduling calls: the order of equal times.
        var sequence: Int
        let action: () -> Void
    }

    private var entries: [Entry] = []
    /// The earliest entry's time; infinity with none, so that one comparison says whether any is due.
    private(set) var earliest = TimeInterval.infinity
    private var lastID = 0
    private var lastSequence = 0

    /// Adds a deadline at the finite `time`.
    mutating func schedule(at time: TimeInterval, _ action: @escaping () -> Void) -> HostDeadline {
        lastID += 1
        lastSequence += 1
        entries.append(Entry(id: lastID, time: time, sequence: lastSequence, action: action))
        earliest = min(earliest, time)
        return HostDeadline(id: lastID)
    }

    /// A handle that names no deadline: for a time the engine refused.
    mutating func unscheduledHandle() -> HostDeadline {
        lastID += 1
        return HostDeadline(id: lastID)
    }

    /// Moves `deadline` to the finite `time`, after the others already there; `false` when it is
    /// no longer in the queue.
    mutating func reschedule(_ deadline: HostDeadline, to time: TimeInterval) -> Bool {
        guard let index = entries.firstIndex(where: { $0.id == deadline.id }) else { return false }
        lastSequence += 1
        entries[index].time = time
        entries[index].sequence = lastSequence
        updateEarliest()
        return true
    }

    /// Removes `deadline` if it is in the queue.
    mutating func cancel(_ deadline: HostDeadline) {
        guard let index = entries.firstIndex(where: { $0.id == deadline.id }) else { return }
        entries.remove(at: index)
        updateEarliest()
    }

    /// When `deadline` fires, or `nil` when it is not in the queue.
    func time(of deadline: HostDeadline) -> TimeInterval? {
        entries.first { $0.id == deadline.id }?.time
    }

    /// Removes and returns the first deadline to fire (the earliest, then the first scheduled).
    mutating func takeFirst() -> Entry? {
        guard !entries.isEmpty else { return nil }
        var best = 0
        for index in entries.indices.dropFirst() {
            let entry = entries[index], chosen = entries[best]
            if (entry.time, entry.sequence) < (chosen.time, chosen.sequence) { best = index }
        }
        let entry = entries.remove(at: best)
        updateEarliest()
        return entry
    }

    private mutating func updateEarliest() {
        var time = TimeInterval.infinity
        for entry in entries where entry.time < time { time = entry.time }
        earliest = time
    }
}
