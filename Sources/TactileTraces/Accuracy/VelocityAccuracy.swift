import Foundation
import TactileGestures

/// Measures how well drag velocity is estimated at release, on synthetic trajectories whose true
/// velocity is known: the engine's least-squares estimator (what `DragGesture.Value.velocity`
/// reports in `onEnded`) beside a naive two-point estimate (the slope between the last two
/// samples).
///
/// Every trial runs a real `DragGesture` through a `GestureEngine`: a down at time 0, moves
/// sampled at the case's rate with ±25% jitter in the intervals (timestamps exact, as digitisers
/// stamp them), optionally 1 pt of Gaussian noise on each coordinate, and an up at the last
/// sample after ``motionDuration``. The error is the length of the difference between the
/// estimate and the true velocity at the last sample. Everything is seeded: the same code always
/// gives the same table (`tactile velocity-table`, Docs/Velocity.md).
public enum VelocityAccuracy {
    /// Trials averaged per case: enough that the mean error moves by well under 10% between
    /// seeds, few enough that the whole table takes a fraction of a second.
    public static let trialsPerCase = 400

    /// How long the finger moves before it lifts, in seconds: a fast flick lasts a fifth of a
    /// second, long enough for the estimator's 100 ms window to fill at every rate.
    public static let motionDuration: TimeInterval = 0.2

    /// The standard deviation of the position noise of the noisy cases, in points: a finger's
    /// reported position wanders by about a point on a touch screen.
    public static let noiseDeviation = 1.0

    /// How far each sample interval strays from the nominal one, as a fraction (uniform in ±25%):
    /// digitisers and event delivery are irregular.
    public static let intervalJitter = 0.25

    /// The input rates of the table, in samples per second: 60, 120 and 240 Hz screens.
    public static let rates: [Double] = [60, 120, 240]

    /// The seed every case starts from (mixed with the case, so cases are independent).
    public static let seed: UInt64 = 0x7E10_C17E

    /// One row of the table: a trajectory, with or without noise, at one rate.
    public struct Case: Hashable, Sendable {
        /// The kind of motion.
        public var trajectory: VelocityTrajectory
        /// Whether positions carry ``VelocityAccuracy/noiseDeviation`` of noise.
        public var noisy: Bool
        /// Samples per second.
        public var rate: Double

        /// Creates a case.
        public init(trajectory: VelocityTrajectory, noisy: Bool, rate: Double) {
            self.trajectory = trajectory
            self.noisy = noisy
            self.rate = rate
        }
    }

    /// The errors of both estimators over a case's trials.
    public struct Result: Hashable, Sendable {
        /// The case measured.
        public var `case`: Case
        /// The least-squares estimator's mean error, in points per second.
        public var leastSquaresError: Double
        /// The two-point estimate's mean error, in points per second.
        public var twoPointError: Double
        /// The least-squares estimator's mean error relative to the true speed at release, as a
        /// fraction (0.01 is 1%).
        public var leastSquaresRelativeError: Double
        /// The two-point estimate's mean relative error, as a fraction.
        public var twoPointRelativeError: Double
    }

    /// Every case of the table: both trajectories, without and with noise, at each rate.
    public static var allCases: [Case] {
        VelocityTrajectory.allCases.flatMap { trajectory in
            [false, true].flatMap { noisy in rates.map { Case(trajectory: trajectory, noisy: noisy, rate: $0) } }
        }
    }

    /// Measures one case.
    public static func measure(_ accuracyCase: Case, trials: Int = trialsPerCase) -> Result {
        var random = SeededRandom(seed: caseSeed(accuracyCase))
        var sums = (leastSquares: 0.0, twoPoint: 0.0, leastSquaresRelative: 0.0, twoPointRelative: 0.0)
        let count = max(1, trials)
        for _ in 0..<count {
            let trial = runTrial(accuracyCase, using: &random)
            sums.leastSquares += trial.leastSquaresError
            sums.twoPoint += trial.twoPointError
            sums.leastSquaresRelative += trial.leastSquaresError / trial.trueSpeed
            sums.twoPointRelative += trial.twoPointError / trial.trueSpeed
        }
        let n = Double(count)
        return Result(
            case: accuracyCase, leastSquaresError: sums.leastSquares / n, twoPointError: sums.twoPoint / n,
            leastSquaresRelativeError: sums.leastSquaresRelative / n, twoPointRelativeError: sums.twoPointRelative / n)
    }

    /// Measures every case, in table order.
    public static func measureAll(trials: Int = trialsPerCase) -> [Result] {
        allCases.map { measure($0, trials: trials) }
    }

    // MARK: - One trial

    private struct Trial {
        var leastSquaresError: Double
        var twoPointError: Double
        var trueSpeed: Double
    }

    private static func runTrial(_ accuracyCase: Case, using random: inout SeededRandom) -> Trial {
        let motion = accuracyCase.trajectory.draw(using: &random)
        // Start far from the origin, as on a screen; the estimators only see differences.
        let origin = SIMD2(200.0, 400.0)
        var times = [0.0]
        let interval = 1 / accuracyCase.rate
        while times[times.count - 1] < motionDuration {
            let stretch = 1 + (random.nextUnit() * 2 - 1) * intervalJitter
            times.append(times[times.count - 1] + interval * stretch)
        }
        let positions = times.enumerated().map { index, time in
            var point = origin + motion.position(at: time)
            // The down is where the finger landed; noise rides on the moves.
            if accuracyCase.noisy, index > 0 {
                point += SIMD2(random.nextGaussian(), random.nextGaussian()) * noiseDeviation
            }
            return point
        }

        var released: CGSize?
        let engine = GestureEngine()
        let drag = DragGesture(minimumDistance: 0).onEnded { released = $0.velocity }
        let last = times.count - 1
        engine.send(
            PointerEvent(phase: .down, location: cgPoint(positions[0]), time: times[0]),
            hitPath: [GestureAttachment(id: "trial", gesture: drag)])
        for index in 1...last {
            engine.send(PointerEvent(phase: .move, location: cgPoint(positions[index]), time: times[index]))
        }
        engine.send(PointerEvent(phase: .up, location: cgPoint(positions[last]), time: times[last]))

        let truth = motion.velocity(at: times[last])
        let estimate = released.map { SIMD2(Double($0.width), Double($0.height)) } ?? .zero
        let twoPoint = (positions[last] - positions[last - 1]) / (times[last] - times[last - 1])
        return Trial(
            leastSquaresError: length(estimate - truth), twoPointError: length(twoPoint - truth),
            trueSpeed: length(truth))
    }

    private static func caseSeed(_ accuracyCase: Case) -> UInt64 {
        let trajectory = UInt64(VelocityTrajectory.allCases.firstIndex(of: accuracyCase.trajectory) ?? 0)
        return seed &+ trajectory &* 1_000 &+ (accuracyCase.noisy ? 500 : 0) &+ UInt64(accuracyCase.rate)
    }

    private static func cgPoint(_ point: SIMD2<Double>) -> CGPoint { CGPoint(x: point.x, y: point.y) }

    private static func length(_ vector: SIMD2<Double>) -> Double { (vector * vector).sum().squareRoot() }
}
