import Foundation
import TactileGestures
import Testing

/// Two-pointer gestures (reference §2.5): MagnifyGesture, MagnificationGesture, RotateGesture and
/// RotationGesture with pinch and twist scripts.
@Suite("Magnify and rotate gestures")
struct MagnifyAndRotateGestureTests {
    /// Two fingers 100 pt apart on a horizontal line, centred on (150, 100).
    static let twoDown: [Step] = [.down(0, 100, 100, pointer: 0), .down(0.01, 200, 100, pointer: 1)]

    /// Pointer 1 at `degrees` around pointer 0 (y down, so positive is clockwise on screen).
    static func twist(_ t: TimeInterval, _ degrees: Double, radius: Double = 100) -> Step {
        let radians = degrees * .pi / 180
        return .move(t, 100 + radius * cos(radians), 100 + radius * sin(radians), pointer: 1)
    }

    // MARK: Magnify

    @Test func magnifyActivatesAtTheMinimumScaleDelta() {
        let driver = EngineDriver()
        var values: [CGFloat] = []
        let gesture = MagnifyGesture(minimumScaleDelta: 0.05).onChanged { values.append($0.magnification) }
        driver.play(Self.twoDown + [.move(0.05, 204, 100, pointer: 1)], path: EngineDriver.path(gesture))
        #expect(values.isEmpty, "4 % is below the minimum")
        #expect(driver.lastPhase(of: "MagnifyGesture") == .possible)
        driver.play([.move(0.1, 206, 100, pointer: 1)], path: [])
        #expect(values.count == 1)
        #expect(abs(values[0] - 1.06) < 1e-9)
        #expect(driver.lastPhase(of: "MagnifyGesture") == .active)
    }

    @Test func magnificationIsRelativeToTheStartAndEndsOnLift() throws {
        let driver = EngineDriver()
        var changed: [CGFloat] = []
        var ended: MagnifyGesture.Value?
        let gesture = MagnifyGesture().onChanged { changed.append($0.magnification) }.onEnded { ended = $0 }
        // 16 ms apart, so that the velocity estimator sees one continuous motion.
        driver.play(
            Self.twoDown + [
                .move(0.026, 250, 100, pointer: 1), .move(0.042, 50, 100, pointer: 0),
                .move(0.058, 300, 100, pointer: 1),
            ],
            path: EngineDriver.path(gesture))
        #expect(changed == [1.5, 2, 2.5], "distance over the distance when both were down")
        #expect(ended == nil)
        driver.play([.up(0.07, 300, 100, pointer: 1)], path: [])
        let value = try #require(ended)
        #expect(value.magnification == 2.5)
        #expect(value.velocity > 0)
    }

    @Test func magnifyFailsWhenAFingerLiftsBeforeItIsRecognized() {
        let driver = EngineDriver()
        let log = OutcomeLog()
        driver.play(
            Self.twoDown + [.move(0.05, 200.5, 100, pointer: 1), .up(0.1, 200.5, 100, pointer: 0)],
            path: EngineDriver.path(MagnifyGesture().reporting(to: log)))
        #expect(log.outcomes == [.failed(.liftedEarly)])
    }

    @Test func aSingleFingerNeverMagnifies() {
        let driver = EngineDriver()
        let log = OutcomeLog()
        driver.play(
            [.down(0, 100, 100), .move(0.1, 300, 100), .up(0.2, 300, 100)],
            path: EngineDriver.path(MagnifyGesture().reporting(to: log)))
        #expect(log.outcomes == [.failed(.liftedEarly)])
    }

    @Test func startLocationAndStartAnchorAreInTheViewsBounds() throws {
        // The view sits at host (100, 0), 200 × 200: the pinch centre (150, 100) is local (50, 100).
        let geometry = GestureGeometry(
            transform: CGAffineTransform(translationX: 100, y: 0),
            bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        let driver = EngineDriver()
        var magnify: MagnifyGesture.Value?
        var rotate: RotateGesture.Value?
        let gesture = MagnifyGesture().onEnded { magnify = $0 }
            .simultaneously(with: RotateGesture().onEnded { rotate = $0 })
        driver.play(
            Self.twoDown + [
                .move(0.05, 100, 300, pointer: 0), .move(0.1, 200, 300, pointer: 1),
                .move(0.15, 250, 150, pointer: 1), .up(0.2, 250, 150, pointer: 1),
            ],
            path: EngineDriver.path(gesture, geometry: geometry))
        let m = try #require(magnify)
        let r = try #require(rotate)
        #expect(m.startLocation == CGPoint(x: 50, y: 100), "where the pinch started, not where it is")
        #expect(m.startAnchor == UnitPoint(x: 0.25, y: 0.5))
        #expect(r.startLocation == m.startLocation)
        #expect(r.startAnchor == m.startAnchor)
    }

    @Test func withoutBoundsTheAnchorIsTheCentre() throws {
        let driver = EngineDriver()
        var value: MagnifyGesture.Value?
        driver.play(
            Self.twoDown + [.move(0.05, 250, 100, pointer: 1), .up(0.1, 250, 100, pointer: 1)],
            path: EngineDriver.path(MagnifyGesture().onEnded { value = $0 }))
        #expect(try #require(value).startAnchor == .center)
    }

    @Test func magnificationGestureReportsTheScaleAlone() {
        let driver = EngineDriver()
        var ended: [CGFloat] = []
        driver.play(
            Self.twoDown + [.move(0.05, 150, 100, pointer: 1), .up(0.1, 150, 100, pointer: 0)],
            path: EngineDriver.path(MagnificationGesture().onEnded { ended.append($0) }))
        #expect(ended == [0.5])
    }

    // MARK: Rotate

    @Test func rotateActivatesAtTheMinimumAngleDelta() {
        let driver = EngineDriver()
        var values: [Double] = []
        let gesture = RotateGesture(minimumAngleDelta: .degrees(5)).onChanged { values.append($0.rotation.degrees) }
        driver.play(Self.twoDown + [Self.twist(0.05, 4.9)], path: EngineDriver.path(gesture))
        #expect(values.isEmpty)
        driver.play([Self.twist(0.1, -5.1)], path: [])
        #expect(values.count == 1, "either direction counts")
        #expect(abs(values[0] + 5.1) < 1e-9)
    }

    @Test func rotationIsUnwrappedPast180Degrees() throws {
        let driver = EngineDriver()
        var changed: [Double] = []
        var ended: Angle?
        let gesture = RotationGesture().onChanged { changed.append($0.degrees) }.onEnded { ended = $0 }
        var steps = Self.twoDown
        for (i, degrees) in stride(from: 30.0, through: 270, by: 30).enumerated() {
            steps.append(Self.twist(0.02 * Double(i + 1), degrees))
        }
        steps.append(.up(0.3, 100, 0, pointer: 1))
        driver.play(steps, path: EngineDriver.path(gesture))
        #expect(changed.count == 9)
        for (value, expected) in zip(changed, stride(from: 30.0, through: 270, by: 30)) {
            #expect(abs(value - expected) < 1e-9, "a quarter turn past a half turn is 270°, not -90°")
        }
        #expect(abs(try #require(ended).degrees - 270) < 1e-9)
    }

    @Test func rotateValueIsRelativeToTheStartWhateverTheStartAngle() throws {
        let driver = EngineDriver()
        var value: RotateGesture.Value?
        // Fingers start on a diagonal (45°) and turn to vertical (90°), with the distance changed.
        driver.play(
            [
                .down(0, 0, 0, pointer: 0), .down(0.01, 50, 50, pointer: 1), .move(0.1, 0, 200, pointer: 1),
                .up(0.2, 0, 200, pointer: 1),
            ],
            path: EngineDriver.path(RotateGesture().onEnded { value = $0 }))
        let rotation = try #require(value).rotation
        #expect(abs(rotation.degrees - 45) < 1e-9)
    }

    @Test func rotateFailsOnAnEarlyLiftAndOnCancel() {
        for (last, reason) in [
            (Step.up(0.1, 200, 100, pointer: 1), GestureFailureReason.liftedEarly),
            (Step.cancel(0.1, pointer: 0), GestureFailureReason.cancelled),
        ] {
            let driver = EngineDriver()
            let log = OutcomeLog()
            driver.play(
                Self.twoDown + [Self.twist(0.05, 0.5), last],
                path: EngineDriver.path(RotateGesture().reporting(to: log)))
            #expect(log.outcomes == [.failed(reason)])
        }
    }

    // MARK: Values built when read

    /// A pinch and twist, 16 ms apart, ending with a lift: both gestures' values change on every move.
    static let pinchAndTwist: [Step] =
        twoDown + [
            .move(0.026, 100 + 120 * cos(0.1), 100 + 120 * sin(0.1), pointer: 1),
            .move(0.042, 90, 100, pointer: 0),
            .move(0.058, 100 + 150 * cos(0.25), 100 + 150 * sin(0.25), pointer: 1),
            .move(0.074, 100 + 170 * cos(0.35), 100 + 170 * sin(0.35), pointer: 1),
            .up(0.09, 100 + 170 * cos(0.35), 100 + 170 * sin(0.35), pointer: 1),
        ]

    /// The ended value (velocity, start and all) is the same whether or not every change was read
    /// on the way: a value nobody reads is built only when it is read, from what its own event
    /// produced, so skipping the reads changes nothing.
    @Test("An ended value does not depend on whether the changes were read", arguments: [false, true])
    func endedValueIsTheSameWithOrWithoutChangeReaders(readsChanges: Bool) throws {
        // The view sits at host (100, 0), 200 × 200, so the start is converted to local space.
        let geometry = GestureGeometry(
            transform: CGAffineTransform(translationX: 100, y: 0),
            bounds: CGRect(x: 0, y: 0, width: 200, height: 200))
        var changes = 0
        var magnify: MagnifyGesture.Value?
        var rotate: RotateGesture.Value?
        let driver = EngineDriver()
        if readsChanges {
            let gesture = MagnifyGesture().onChanged { _ in changes += 1 }.onEnded { magnify = $0 }
                .simultaneously(with: RotateGesture().onChanged { _ in changes += 1 }.onEnded { rotate = $0 })
            driver.play(Self.pinchAndTwist, path: EngineDriver.path(gesture, geometry: geometry))
        } else {
            let gesture = MagnifyGesture().onEnded { magnify = $0 }
                .simultaneously(with: RotateGesture().onEnded { rotate = $0 })
            driver.play(Self.pinchAndTwist, path: EngineDriver.path(gesture, geometry: geometry))
        }
        #expect(changes == (readsChanges ? 8 : 0))
        let m = try #require(magnify)
        let r = try #require(rotate)
        // The same bits either way: these are the values the eager build reported.
        #expect(m.magnification == 1.7942649532240518)
        #expect(m.velocity == 15.845249519831)
        #expect(m.startLocation == CGPoint(x: 50, y: 100))
        #expect(r.rotation.radians == 0.33088806881378563)
        #expect(r.velocity.radians == 7.523784321837972)
        #expect(r.startAnchor == UnitPoint(x: 0.25, y: 0.5))
    }

    // MARK: Two views

    @Test func twoPinchesOnTwoViewsAreIndependent() {
        let driver = EngineDriver()
        var a: [CGFloat] = []
        var b: [CGFloat] = []
        let logA = OutcomeLog()
        let logB = OutcomeLog()
        let paths: [PointerID: [GestureAttachment]] = [
            0: EngineDriver.path(MagnificationGesture().onChanged { a.append($0) }.reporting(to: logA), id: "a"),
            1: EngineDriver.path(MagnificationGesture().onChanged { a.append($0) }.reporting(to: logA), id: "a"),
            2: EngineDriver.path(MagnificationGesture().onChanged { b.append($0) }.reporting(to: logB), id: "b"),
            3: EngineDriver.path(MagnificationGesture().onChanged { b.append($0) }.reporting(to: logB), id: "b"),
        ]
        driver.play(
            [
                .down(0, 0, 0, pointer: 0), .down(0, 500, 0, pointer: 2), .down(0.01, 100, 0, pointer: 1),
                .down(0.01, 600, 0, pointer: 3), .move(0.05, 200, 0, pointer: 1), .move(0.05, 550, 0, pointer: 3),
                .up(0.1, 200, 0, pointer: 1),
            ],
            paths: paths)
        #expect(a == [2])
        #expect(b == [0.5])
        #expect(logA.outcomes == [.ended])
        #expect(logB.outcomes.isEmpty, "view b's pinch goes on")
        driver.play([.move(0.15, 650, 0, pointer: 3), .up(0.2, 650, 0, pointer: 2)], path: [])
        #expect(b == [0.5, 1.5])
        #expect(logB.outcomes == [.ended])
    }

    @Test func twoFingersOnTwoViewsDriveTwoDrags() {
        let driver = EngineDriver()
        var a: [CGFloat] = []
        var b: [CGFloat] = []
        let paths: [PointerID: [GestureAttachment]] = [
            0: EngineDriver.path(DragGesture().onChanged { a.append($0.translation.width) }, id: "a"),
            1: EngineDriver.path(DragGesture().onChanged { b.append($0.translation.height) }, id: "b"),
        ]
        driver.play(
            [
                .down(0, 0, 0, pointer: 0), .down(0.01, 500, 0, pointer: 1), .move(0.05, 20, 0, pointer: 0),
                .move(0.06, 500, 30, pointer: 1), .move(0.1, 40, 0, pointer: 0), .up(0.2, 40, 0, pointer: 0),
                .move(0.25, 500, 60, pointer: 1),
            ],
            paths: paths)
        #expect(a == [20, 40])
        #expect(b == [30, 60], "a second finger on another view is not a second finger for this drag")
        #expect(driver.failureReasons(of: "DragGesture").isEmpty)
    }
}
