// Added: not in any seed, a component example (Docs/Decisions.md#examples-beyond-seeds). A slider
// with two thumbs that select a range (a price filter, a time window), written for Tactile in the
// style of SwiftUI component code.
import Foundation
import Tactile

/// A slider with a lower and an upper thumb, each dragged on its own, that selects a range.
///
/// ```swift
/// @State private var price: ClosedRange<Double> = 20...80
/// RangeSlider(range: $price, in: 0...100, step: 5)
/// ```
///
/// The thumbs never cross (the lower one stops at the upper one and the other way round; where
/// they meet, a touch on the leading half takes the lower one, on the trailing half the upper
/// one), the
/// range stays within `bounds`, and with a `step` the values move in whole steps from the lower
/// bound. Both values are shown as text above the track. A range that starts outside `bounds` is
/// drawn, and written back at the first drag, clamped into them.
public struct RangeSlider: View {
    /// The selected range.
    @Binding public var range: ClosedRange<Double>
    /// The values the slider spans.
    public let bounds: ClosedRange<Double>
    /// The distance between valid values; 0 for any value.
    public let step: Double

    private static let thumbSize: CGFloat = 28
    private static let trackSpace = "RangeSlider.track"

    /// Creates a range slider.
    ///
    /// - Parameters:
    ///   - range: The selected range.
    ///   - bounds: The values the slider spans.
    ///   - step: The distance between valid values; 0 (the default), a negative or a non-finite
    ///     step means any value.
    public init(range: Binding<ClosedRange<Double>>, in bounds: ClosedRange<Double> = 0...1, step: Double = 0) {
        self._range = range
        self.bounds = bounds
        self.step = step.isFinite && step > 0 ? step : 0
    }

    /// The values, then the track and its thumbs.
    public var body: some View {
        let shown = RangeSliderValues(range: range, bounds: bounds, step: step)
        VStack(spacing: 8) {
            HStack {
                Text(label(shown.lower))
                Spacer()
                Text(label(shown.upper))
            }
            .font(.subheadline)
            GeometryReader { proxy in
                let travel = max(proxy.size.width - Self.thumbSize, 0)
                let lowerX = Self.thumbSize / 2 + travel * shown.fraction(of: shown.lower)
                let upperX = Self.thumbSize / 2 + travel * shown.fraction(of: shown.upper)
                let midY = proxy.size.height / 2
                ZStack(alignment: .topLeading) {
                    Capsule()
                        .fill(Color.gray.opacity(0.3))
                        .frame(width: proxy.size.width, height: 4)
                        .position(x: proxy.size.width / 2, y: midY)
                    Capsule()
                        .fill(Color.blue)
                        .frame(width: upperX - lowerX, height: 4)
                        .position(x: (lowerX + upperX) / 2, y: midY)
                    let grips = RangeSliderGrip.parts(for: shown)
                    thumb("lower", grip: grips.lower)
                        .position(x: lowerX, y: midY)
                        .gesture(drag(travel: travel) { shown.movingLower(to: $0) })
                    thumb("upper", grip: grips.upper)
                        .position(x: upperX, y: midY)
                        .gesture(drag(travel: travel) { shown.movingUpper(to: $0) })
                }
                .coordinateSpace(name: Self.trackSpace)
            }
            .frame(height: Self.thumbSize)
        }
    }

    private func thumb(_ name: String, grip: RangeSliderGrip.Part) -> some View {
        Circle()
            .fill(Color.white)
            .overlay(Circle().stroke(Color.gray.opacity(0.5), lineWidth: 1))
            .shadow(radius: 2)
            .frame(width: Self.thumbSize, height: Self.thumbSize)
            .contentShape(RangeSliderGrip(part: grip))
            .allowsHitTesting(grip != .none)
            .accessibilityIdentifier("RangeSlider.\(name)")
    }

    /// A thumb's drag: the finger's place on the track gives the value that `update` turns into
    /// the new range.
    private func drag(
        travel: CGFloat, update: @escaping (Double) -> ClosedRange<Double>
    ) -> some Gesture {
        DragGesture(minimumDistance: 0, coordinateSpace: .named(Self.trackSpace))
            .onChanged { value in
                guard travel > 0 else { return }
                let fraction = Double((value.location.x - Self.thumbSize / 2) / travel)
                let newRange = update(bounds.lowerBound + fraction * (bounds.upperBound - bounds.lowerBound))
                if newRange != range { range = newRange }
            }
    }

    private func label(_ value: Double) -> String {
        let decimals = step >= 1 || step == 0 && bounds.upperBound - bounds.lowerBound >= 10 ? 0 : 2
        return String(format: "%.\(decimals)f", value)
    }
}

/// A range slider's values as shown: clamped into the bounds, in order, on a step.
struct RangeSliderValues {
    let bounds: ClosedRange<Double>
    let step: Double
    let lower: Double
    let upper: Double

    init(range: ClosedRange<Double>, bounds: ClosedRange<Double>, step: Double) {
        self.bounds = bounds
        self.step = step
        let first = Self.valid(range.lowerBound, bounds: bounds, step: step)
        lower = first
        upper = max(Self.valid(range.upperBound, bounds: bounds, step: step), first)
    }

    /// Where `value` lies between the bounds, from 0 to 1 (0 when the bounds are one value).
    func fraction(of value: Double) -> CGFloat {
        let span = bounds.upperBound - bounds.lowerBound
        guard span > 0, span.isFinite else { return 0 }
        return CGFloat((value - bounds.lowerBound) / span)
    }

    /// The range with the lower thumb moved towards `value`, stopping at the upper one.
    func movingLower(to value: Double) -> ClosedRange<Double> {
        min(Self.valid(value, bounds: bounds, step: step), upper)...upper
    }

    /// The range with the upper thumb moved towards `value`, stopping at the lower one.
    func movingUpper(to value: Double) -> ClosedRange<Double> {
        lower...max(Self.valid(value, bounds: bounds, step: step), lower)
    }

    /// `value` on the nearest step and inside the bounds; the lower bound when it is not a number.
    static func valid(_ value: Double, bounds: ClosedRange<Double>, step: Double) -> Double {
        guard !value.isNaN else { return bounds.lowerBound }
        var result = value
        if step > 0 {
            let steps = ((value - bounds.lowerBound) / step).rounded()
            if steps.isFinite { result = bounds.lowerBound + steps * step }
        }
        return min(max(result, bounds.lowerBound), bounds.upperBound)
    }
}

#Preview("Range slider") {
    @Previewable @State var price: ClosedRange<Double> = 20...80
    RangeSlider(range: $price, in: 0...100, step: 5)
        .padding()
}
