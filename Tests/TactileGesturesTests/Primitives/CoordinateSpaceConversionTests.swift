import Foundation
import TactileGestures
import Testing

/// Values in the requested coordinate space (reference §7): `.local` is the inverse of the
/// attachment's transform, `.global` the host's space, `.named` an ancestor's space; an unknown
/// name falls back to global.
@Suite("Coordinate space conversion")
struct CoordinateSpaceConversionTests {
    /// The attachment's local space: scaled by 2, rotated a quarter turn, then moved to (100, 50).
    static let localToHost = CGAffineTransform(scaleX: 2, y: 2)
        .concatenating(CGAffineTransform(rotationAngle: .pi / 2))
        .concatenating(CGAffineTransform(translationX: 100, y: 50))
    /// A named ancestor ("card"), offset by (30, 40) and scaled by 0.5.
    static let cardToHost = CGAffineTransform(scaleX: 0.5, y: 0.5)
        .concatenating(CGAffineTransform(translationX: 30, y: 40))
    static let geometry = GestureGeometry(
        transform: localToHost, bounds: CGRect(x: 0, y: 0, width: 50, height: 50),
        namedSpaces: ["card": cardToHost])

    struct Row: CustomTestStringConvertible, Sendable {
        var name: String
        var space: CoordinateSpace
        /// Maps the space's points to host points.
        var toHost: CGAffineTransform
        var testDescription: String { name }
    }

    static let rows: [Row] = [
        Row(name: ".local", space: .local, toHost: localToHost),
        Row(name: ".global", space: .global, toHost: .identity),
        Row(name: ".named(\"card\")", space: .named("card"), toHost: cardToHost),
        Row(name: "an unknown name is global", space: .named("nowhere"), toHost: .identity),
    ]

    static func close(_ a: CGPoint, _ b: CGPoint, within tolerance: CGFloat = 1e-6) -> Bool {
        abs(a.x - b.x) <= tolerance && abs(a.y - b.y) <= tolerance
    }

    @Test(arguments: rows)
    func dragValuesAreInTheRequestedSpace(_ row: Row) throws {
        // A finger moving at a constant 300 pt/s to the right and 120 pt/s down, in host space.
        let hostVelocity = CGVector(dx: 300, dy: 120)
        let start = CGPoint(x: 120, y: 80)
        func host(_ t: TimeInterval) -> CGPoint {
            CGPoint(x: start.x + hostVelocity.dx * t, y: start.y + hostVelocity.dy * t)
        }
        var steps: [Step] = [.down(0, start.x, start.y)]
        for i in 1...12 {
            let t = Double(i) / 60
            steps.append(.move(t, host(t).x, host(t).y))
        }
        let driver = EngineDriver()
        var last: DragGesture.Value?
        let drag = DragGesture(minimumDistance: 0, coordinateSpace: row.space).onChanged { last = $0 }
        driver.play(steps, path: EngineDriver.path(drag, geometry: Self.geometry))
        let value = try #require(last)

        let fromHost = row.toHost.inverted()
        let expectedStart = start.applying(fromHost)
        let expectedLocation = host(12.0 / 60).applying(fromHost)
        #expect(Self.close(value.startLocation, expectedStart))
        #expect(Self.close(value.location, expectedLocation))
        #expect(abs(value.translation.width - (expectedLocation.x - expectedStart.x)) < 1e-6)
        #expect(abs(value.translation.height - (expectedLocation.y - expectedStart.y)) < 1e-6)
        // A velocity is a vector: only the linear part of the transform applies.
        let expectedVelocity = CGSize(width: hostVelocity.dx, height: hostVelocity.dy).applying(fromHost)
        #expect(
            abs(value.velocity.width - expectedVelocity.width) <= 0.02
                * hypot(expectedVelocity.width, expectedVelocity.height))
        #expect(
            abs(value.velocity.height - expectedVelocity.height) <= 0.02
                * hypot(expectedVelocity.width, expectedVelocity.height))
    }

    @Test func localUndoesTranslateScaleAndRotate() throws {
        // The local point (10, 0) is at host (100, 70): scaled to (20, 0), turned to (0, 20),
        // moved by (100, 50).
        let driver = EngineDriver()
        var last: DragGesture.Value?
        let drag = DragGesture(minimumDistance: 0).onChanged { last = $0 }
        driver.play([.down(0, 100, 70), .move(0.1, 90, 70)], path: EngineDriver.path(drag, geometry: Self.geometry))
        let value = try #require(last)
        #expect(Self.close(value.startLocation, CGPoint(x: 10, y: 0)))
        #expect(Self.close(value.location, CGPoint(x: 10, y: 5)), "10 pt left in host space is 5 pt down locally")
    }

    @Test(arguments: rows)
    func spatialTapLocationIsInTheRequestedSpace(_ row: Row) throws {
        let driver = EngineDriver()
        var location: CGPoint?
        let tap = SpatialTapGesture(coordinateSpace: row.space).onEnded { location = $0.location }
        driver.play([.down(0, 130, 90), .up(0.1, 132, 94)], path: EngineDriver.path(tap, geometry: Self.geometry))
        #expect(Self.close(try #require(location), CGPoint(x: 132, y: 94).applying(row.toHost.inverted())))
    }

    @Test(arguments: rows)
    func spatialEventLocationsAreInTheRequestedSpace(_ row: Row) throws {
        let driver = EngineDriver()
        var collection: SpatialEventCollection?
        let gesture = SpatialEventGesture(coordinateSpace: row.space).onChanged { collection = $0 }
        driver.play(
            [.down(0, 130, 90), .move(0.1, 140, 95)], path: EngineDriver.path(gesture, geometry: Self.geometry))
        let event = try #require(collection?.first)
        #expect(Self.close(event.location, CGPoint(x: 140, y: 95).applying(row.toHost.inverted())))
    }

    @Test func aRefreshedGeometryAppliesToLaterEvents() throws {
        let driver = EngineDriver()
        var last: DragGesture.Value?
        let drag = DragGesture(minimumDistance: 0).onChanged { last = $0 }
        let moved = GestureGeometry(transform: CGAffineTransform(translationX: 10, y: 0))
        driver.play([.down(0, 0, 0)], path: EngineDriver.path(drag))
        driver.engine.refresh(EngineDriver.path(drag, geometry: moved))
        driver.play([.move(0.1, 30, 0)], path: [])
        let value = try #require(last)
        #expect(value.location == CGPoint(x: 20, y: 0), "the view moved 10 pt right")
        #expect(value.startLocation == .zero, "the start stays where it was measured")
    }
}
