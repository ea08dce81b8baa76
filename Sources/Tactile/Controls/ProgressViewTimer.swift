import Foundation

/// The timer forms of `ProgressView`: progress through a span of time.
///
/// *Approximation*: the bar and the label show the moment the view is made (its body runs);
/// Tactile does not redraw them as time passes, as a device does each second.
extension ProgressView {
    /// Progress through `timerInterval`, with a label and a current value label: the bar empties
    /// as the span runs out when `countsDown`, fills otherwise.
    nonisolated public init(
        timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> CurrentValueLabel
    ) {
        self.init(
            fraction: ProgressTimer.fraction(of: timerInterval, countsDown: countsDown, at: Date()), label: label(),
            currentValueLabel: currentValueLabel())
    }
}

extension ProgressView where CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through `timerInterval` with a label; the current value label is the time left
    /// (or, not counting down, the time gone).
    nonisolated public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true, @ViewBuilder label: () -> Label)
    {
        let now = Date()
        self.init(
            fraction: ProgressTimer.fraction(of: timerInterval, countsDown: countsDown, at: now), label: label(),
            currentValueLabel: DefaultDateProgressLabel(interval: timerInterval, countsDown: countsDown, now: now))
    }
}

extension ProgressView where Label == EmptyView, CurrentValueLabel == DefaultDateProgressLabel {
    /// Progress through `timerInterval`, its current value label the time left (or gone).
    nonisolated public init(timerInterval: ClosedRange<Date>, countsDown: Bool = true) {
        self.init(timerInterval: timerInterval, countsDown: countsDown) { EmptyView() }
    }
}

/// A timer progress view's current value label: the time left in the span (or, not counting
/// down, the time gone), as minutes and seconds ("4:05"), with hours when there are any.
public struct DefaultDateProgressLabel: View {
    let seconds: Int

    nonisolated init(interval: ClosedRange<Date>, countsDown: Bool, now: Date) {
        let clamped = min(max(now, interval.lowerBound), interval.upperBound)
        let span =
            countsDown ? interval.upperBound.timeIntervalSince(clamped) : clamped.timeIntervalSince(interval.lowerBound)
        seconds = Int(span.rounded(.down))
    }

    /// The time, as a timer shows it.
    public var body: some View {
        let hours = seconds / 3600, minutes = seconds / 60 % 60, rest = seconds % 60
        let two = { (value: Int) in value < 10 ? "0\(value)" : "\(value)" }
        Text(hours > 0 ? "\(hours):\(two(minutes)):\(two(rest))" : "\(minutes):\(two(rest))")
    }
}

/// A span of time's progress.
enum ProgressTimer {
    /// How far `now` is through `interval` (0…1), or how much is left when `countsDown`.
    static func fraction(of interval: ClosedRange<Date>, countsDown: Bool, at now: Date) -> Double {
        let span = interval.upperBound.timeIntervalSince(interval.lowerBound)
        guard span > 0 else { return countsDown ? 0 : 1 }
        let done = min(max(now.timeIntervalSince(interval.lowerBound) / span, 0), 1)
        return countsDown ? 1 - done : done
    }
}
