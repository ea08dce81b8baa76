import Foundation
import TactileGestures
import Testing

/// What a simultaneous gesture reports for a half whose own phase stops carrying a value.
@Suite("SimultaneousGesture value retention")
struct SimultaneousValueRetentionTests {
    /// The parts of `(press ∥ tap) ∥ drag`'s value the test looks at.
    struct Observed: Equatable {
        /// The long press's value inside the first half's value.
        var press: Bool?
        /// Whether the first half's value has a tap value.
        var hasTap: Bool
        /// The drag's translation.
        var drag: CGFloat?
    }

    @Test("A half keeps reporting its last value after it stops carrying one, until it fails")
    func aHalfKeepsItsLastValue() {
        let driver = EngineDriver()
        var observed: [Observed] = []
        let gesture = LongPressGesture().simultaneously(with: TapGesture())
            .simultaneously(with: DragGesture(minimumDistance: 0))
            .map {
                Observed(press: $0.first?.first, hasTap: $0.first?.second != nil, drag: $0.second?.translation.width)
            }
            .onChanged { observed.append($0) }
        // The move fails the long press (10 pt limit) but not the tap (45 pt): the first half,
        // press ∥ tap, is then possible with no value (the press failed, the tap has none yet).
        driver.play([.down(0, 0), .move(0.1, 20)], path: EngineDriver.path(gesture))
        #expect(driver.lastPhase(of: "/first/first/LongPressGesture") == .failed)
        #expect(driver.lastPhase(of: "/first/second/TapGesture") == .possible)
        #expect(
            observed == [
                Observed(press: true, hasTap: false, drag: 0),
                // The first half's last value, from before the press failed, is kept.
                Observed(press: true, hasTap: false, drag: 20),
            ])
    }

    @Test("A half that fails loses its value")
    func aFailedHalfLosesItsValue() {
        let driver = EngineDriver()
        var observed: [Observed] = []
        let gesture = LongPressGesture().simultaneously(with: DragGesture(minimumDistance: 0))
            .map { Observed(press: $0.first, hasTap: false, drag: $0.second?.translation.width) }
            .onChanged { observed.append($0) }
        driver.play([.down(0, 0), .move(0.1, 20)], path: EngineDriver.path(gesture))
        #expect(
            observed == [
                Observed(press: true, hasTap: false, drag: 0),
                Observed(press: nil, hasTap: false, drag: 20),
            ])
    }
}
