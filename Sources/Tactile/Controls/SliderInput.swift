import Foundation

/// A slider's value and range as doubles, and how a position on the track becomes a value.
///
/// Bad input never traps:
/// - a value outside the range (or NaN) is *shown* clamped (NaN at the lower end) and left as it
///   is in the binding until the user drags;
/// - a single-point range (`5...5`) shows the thumb at the start, and a drag writes the bound;
/// - a range with an infinite end cannot be mapped to a track: the thumb stays at the start and
///   drags write nothing;
/// - a step of zero, a negative step or a non-finite step means no stepping (continuous values).
struct SliderInput {
    let value: Double
    let lower: Double
    let upper: Double
    let step: Double?
    let write: (Double) -> Void

    /// Whether the range can be mapped to a track.
    var isUsable: Bool { lower.isFinite && upper.isFinite && lower <= upper }

    /// Where the thumb is, 0 at the lower bound and 1 at the upper.
    var fraction: Double {
        guard isUsable, upper > lower, !value.isNaN else { return 0 }
        return min(1, max(0, (value - lower) / (upper - lower)))
    }

    /// The value at `fraction` of the track: clamped to the range and snapped to the step.
    func value(at fraction: Double) -> Double? {
        guard isUsable, fraction.isFinite else { return nil }
        let raw = lower + min(1, max(0, fraction)) * (upper - lower)
        guard let step, step > 0, step.isFinite else { return raw }
        let snapped = lower + ((raw - lower) / step).rounded() * step
        // A step that does not divide the range stops at the last multiple inside it.
        return snapped > upper ? snapped - step : snapped
    }

    /// Writes the value at `fraction` to the binding, if it differs.
    func set(fraction: Double) {
        guard let new = value(at: fraction), new != value else { return }
        write(new)
    }

    /// Moves the value one accessibility step in `direction`, as an assistive technology's swipe
    /// up or down does: by the step when there is one, else by
    /// ``ControlConstants/sliderAccessibilityIncrement`` of the range; clamped to the range.
    func adjust(_ direction: AccessibilityAdjustmentDirection) {
        guard isUsable, upper > lower else { return }
        let span = upper - lower
        let stepFraction = step.flatMap { $0 > 0 && $0.isFinite ? $0 / span : nil }
        let delta = stepFraction ?? ControlConstants.sliderAccessibilityIncrement
        set(fraction: fraction + (direction == .increment ? delta : -delta))
    }

    /// The value as assistive technologies read it: the thumb's place along the track in whole
    /// per cent (`"50%"`), as iOS reads a slider.
    var accessibilityValue: String { "\(Int((fraction * 100).rounded()))%" }
}
