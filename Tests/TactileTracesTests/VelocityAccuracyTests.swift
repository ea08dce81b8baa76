// The velocity accuracy table of Docs/Velocity.md: the document matches the code, and every claim
// the document makes about the table holds.
import Foundation
import TactileTestSupport
import TactileTraces
import Testing

@Suite("velocity accuracy")
struct VelocityAccuracyTests {
    /// The whole table, measured once for every test.
    static let results = VelocityAccuracy.measureAll()

    static let documentURL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Docs/Velocity.md")

    static func result(_ trajectory: VelocityTrajectory, noisy: Bool, rate: Double) throws -> VelocityAccuracy.Result {
        try #require(results.first { $0.case == .init(trajectory: trajectory, noisy: noisy, rate: rate) })
    }

    @Test(
        "Docs/Velocity.md shows the table the code measures (regenerate: swift run tactile velocity-table --write Docs/Velocity.md)"
    )
    func documentIsCurrent() throws {
        let document = try String(contentsOf: Self.documentURL, encoding: .utf8)
        let shown = try #require(VelocityAccuracyTable.extract(from: document))
        let measured = VelocityAccuracyTable.markdown(Self.results)
        #expect(shown == measured, "\(LineDiff.render(expected: shown, actual: measured))")
    }

    @Test("the table has every trajectory, with and without noise, at 60, 120 and 240 Hz")
    func coverage() {
        #expect(Self.results.count == VelocityTrajectory.allCases.count * 2 * VelocityAccuracy.rates.count)
        #expect(Set(Self.results.map(\.case)).count == Self.results.count)
        #expect(VelocityAccuracy.rates == [60, 120, 240])
    }

    @Test("measuring is deterministic")
    func deterministic() {
        let again = VelocityAccuracy.measure(Self.results[4].case)
        #expect(again == Self.results[4])
    }

    @Test(
        "without noise, ours is exact on both trajectories (the fit is quadratic)",
        arguments: VelocityTrajectory.allCases, VelocityAccuracy.rates)
    func exactWithoutNoise(trajectory: VelocityTrajectory, rate: Double) throws {
        let result = try Self.result(trajectory, noisy: false, rate: rate)
        #expect(result.leastSquaresRelativeError < 1e-6)
    }

    @Test("without noise, the two-point estimate lags a decelerating flick, less at higher rates")
    func twoPointLagsDeceleration() throws {
        let errors = try VelocityAccuracy.rates.map {
            try Self.result(.deceleratingFlick, noisy: false, rate: $0).twoPointRelativeError
        }
        #expect(errors.allSatisfy { $0 > 0.005 })
        #expect(errors[0] > errors[1] && errors[1] > errors[2])
    }

    @Test(
        "with 1 pt of noise, ours stays under 7% of the speed at every rate", arguments: VelocityTrajectory.allCases,
        VelocityAccuracy.rates)
    func noisyErrorIsBounded(trajectory: VelocityTrajectory, rate: Double) throws {
        #expect(try Self.result(trajectory, noisy: true, rate: rate).leastSquaresRelativeError < 0.07)
    }

    @Test(
        "with 1 pt of noise, the two-point error is larger than ours, by more at higher rates",
        arguments: VelocityTrajectory.allCases)
    func noisyTwoPointIsWorse(trajectory: VelocityTrajectory) throws {
        let ratios = try VelocityAccuracy.rates.map { rate in
            let result = try Self.result(trajectory, noisy: true, rate: rate)
            return result.twoPointError / result.leastSquaresError
        }
        #expect(ratios[0] > 1.5)
        #expect(ratios[1] > 4)
        #expect(ratios[2] > 8)
        #expect(ratios[0] < ratios[1] && ratios[1] < ratios[2])
    }

    @Test("splice replaces only the text between the markers; extract reads it back")
    func spliceAndExtract() throws {
        let document =
            "# Title\n\n\(VelocityAccuracyTable.beginMarker)\nold\n\(VelocityAccuracyTable.endMarker)\n\nAfter.\n"
        let spliced = try VelocityAccuracyTable.splice("| new |\n", into: document)
        #expect(
            spliced
                == "# Title\n\n\(VelocityAccuracyTable.beginMarker)\n| new |\n\(VelocityAccuracyTable.endMarker)\n\nAfter.\n"
        )
        #expect(VelocityAccuracyTable.extract(from: spliced) == "| new |\n")
    }

    @Test(
        "a document without both markers, in order, is refused",
        arguments: [
            "no markers",
            VelocityAccuracyTable.beginMarker + "\nonly the beginning",
            VelocityAccuracyTable.endMarker + "\n" + VelocityAccuracyTable.beginMarker,
        ])
    func missingMarkers(document: String) {
        #expect(throws: VelocityAccuracyTable.MissingMarkers.self) {
            try VelocityAccuracyTable.splice("| t |\n", into: document)
        }
        #expect(VelocityAccuracyTable.extract(from: document) == nil)
    }
}
