// The zoomable image component example: a pinch zooms about the point between the fingers, a double tap
// zooms in at the tapped point and out again, a drag pans only while zoomed in, and the scale and
// the pan stay within their limits.
import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

@testable import TactileExamples

@MainActor
@Suite("ZoomableImage")
struct ZoomableImageTests {
    /// The photo's 360 × 240 frame in the default window: the demo's VStack (photo, 16, a footnote
    /// line of 18) centred in 400 × 800.
    let view = CGRect(x: 20, y: 263, width: 360, height: 240)

    init() { ExampleAssets.register() }

    func photo(_ sim: TouchSimulator) throws -> CGRect {
        try #require(sim.displayList.images(named: ExampleAssets.photoName).first).frame
    }

    /// The fraction of `frame` at which `point` lies, on each axis.
    func unit(_ point: CGPoint, in frame: CGRect) -> CGPoint {
        CGPoint(x: (point.x - frame.minX) / frame.width, y: (point.y - frame.minY) / frame.height)
    }

    @Test("At rest the photo fills its frame and no zoom badge shows")
    func atRest() throws {
        let sim = TouchSimulator(ZoomableImageDemo())
        expectApprox(try photo(sim), view, tolerance: 0.5)
        #expect(!sim.texts().contains { $0.hasSuffix("×") })
    }

    @Test(
        "A pinch zooms about the point between the fingers: the content there stays put",
        arguments: [CGPoint(x: 110, y: 323), CGPoint(x: 300, y: 450), CGPoint(x: 200, y: 383)])
    func pinchKeepsTheAnchor(center: CGPoint) throws {
        let sim = TouchSimulator(ZoomableImageDemo())
        let before = try photo(sim)
        let pinned = unit(center, in: before)
        sim.pinch(center: center, fromDistance: 60, toDistance: 120)
        let after = try photo(sim)
        expectApprox(after.width, 720, tolerance: 1)
        expectApprox(after.height, 480, tolerance: 1)
        expectApprox(
            CGPoint(x: after.minX + pinned.x * after.width, y: after.minY + pinned.y * after.height), center,
            tolerance: 1)
        #expect(sim.texts().contains("2.0×"))
    }

    @Test("The scale follows the fingers during the pinch, about the same point")
    func pinchIsLive() throws {
        let sim = TouchSimulator(ZoomableImageDemo())
        let center = CGPoint(x: 120, y: 330)
        let pinned = unit(center, in: try photo(sim))
        sim.down(0, at: center.moved(-30, 0))
        sim.down(1, at: center.moved(30, 0))
        for step in 1...5 {
            sim.advance(by: 0.03)
            sim.move(0, to: center.moved(-30 - CGFloat(step) * 3, 0))
            sim.move(1, to: center.moved(30 + CGFloat(step) * 3, 0))
        }
        let during = try photo(sim)
        expectApprox(during.width, 360 * 1.5, tolerance: 1)  // 90 / 60 apart
        expectApprox(during.minX + pinned.x * during.width, center.x, tolerance: 1)
        sim.up(0)
        sim.up(1)
        expectApprox(try photo(sim).width, 360 * 1.5, tolerance: 1)
    }

    @Test("The scale is clamped: not past 4× when spreading, not below 1× when pinching in")
    func scaleIsClamped() throws {
        let sim = TouchSimulator(ZoomableImageDemo())
        sim.pinch(center: view.center, fromDistance: 40, toDistance: 300)
        expectApprox(try photo(sim).width, 360 * 4, tolerance: 1)
        #expect(sim.texts().contains("4.0×"))
        sim.advance(by: 0.5)
        sim.pinch(center: view.center, fromDistance: 300, toDistance: 20)
        expectApprox(try photo(sim), view, tolerance: 0.5)
        #expect(!sim.texts().contains { $0.hasSuffix("×") })
    }

    @Test("A double tap zooms to 2.5× keeping the tapped point under the finger; another zooms out")
    func doubleTapZoomsAtTheTapPoint() throws {
        let sim = TouchSimulator(ZoomableImageDemo())
        let tapped = CGPoint(x: 100, y: 300)
        let pinned = unit(tapped, in: try photo(sim))
        sim.tap(at: tapped)
        sim.advance(by: 0.1)
        sim.tap(at: tapped)
        let zoomed = try photo(sim)
        expectApprox(zoomed.width, 360 * 2.5, tolerance: 1)
        expectApprox(
            CGPoint(x: zoomed.minX + pinned.x * zoomed.width, y: zoomed.minY + pinned.y * zoomed.height), tapped,
            tolerance: 1)
        #expect(sim.texts().contains("2.5×"))

        sim.advance(by: 0.5)
        sim.tap(at: tapped)
        sim.advance(by: 0.1)
        sim.tap(at: tapped)
        expectApprox(try photo(sim), view, tolerance: 0.5)
    }

    @Test("A double tap animates the zoom: half-way through, the photo is between the two sizes")
    func doubleTapAnimates() throws {
        let sim = TouchSimulator(ZoomableImageDemo())
        sim.tap(at: view.center)
        sim.advance(by: 0.1)
        sim.tap(at: view.center)
        let halfway = try #require(
            sim.displayList(at: sim.now + 0.15).images(named: ExampleAssets.photoName).first
        ).frame
        #expect(halfway.width > 370 && halfway.width < 890, "\(halfway)")
    }

    @Test("A drag does nothing at 1×")
    func dragAtOneDoesNothing() throws {
        let sim = TouchSimulator(ZoomableImageDemo())
        sim.drag(from: view.center, to: view.center.moved(80, 40))
        expectApprox(try photo(sim), view, tolerance: 0.5)
    }

    @Test("Zoomed in, a drag pans by the finger's movement, and never past the photo's edges")
    func dragPansWhenZoomed() throws {
        let sim = TouchSimulator(ZoomableImageDemo())
        sim.pinch(center: view.center, fromDistance: 60, toDistance: 120)
        sim.advance(by: 0.5)
        let zoomed = try photo(sim)
        expectApprox(zoomed, CGRect(x: 20 - 180, y: 263 - 120, width: 720, height: 480), tolerance: 1)

        sim.dragAndHold(from: view.center, to: view.center.moved(60, -50))
        expectApprox(try photo(sim).origin, CGPoint(x: zoomed.minX + 60, y: zoomed.minY - 50), tolerance: 1)

        // Far to the right and down: the photo's top-left corner stops at the frame's.
        sim.advance(by: 0.5)
        sim.dragAndHold(from: view.center, to: view.center.moved(300, 300))
        expectApprox(try photo(sim).origin, view.origin, tolerance: 1)
        // Far to the left and up: its bottom-right corner stops at the frame's.
        sim.advance(by: 0.5)
        sim.dragAndHold(from: view.center, to: view.center.moved(-700, -500))
        let end = try photo(sim)
        expectApprox(CGPoint(x: end.maxX, y: end.maxY), CGPoint(x: view.maxX, y: view.maxY), tolerance: 1)
    }

    @Test("Zoomed in, the photo follows the finger from its first points: the double tap does not hold the pan back")
    func panIsLiveFromTheStart() throws {
        let sim = TouchSimulator(ZoomableImageDemo())
        sim.pinch(center: view.center, fromDistance: 60, toDistance: 120)
        sim.advance(by: 0.5)
        let zoomed = try photo(sim)
        sim.down(at: view.center)
        sim.moveInSteps(from: view.center, to: view.center.moved(20, 15), steps: 4)
        expectApprox(try photo(sim).origin, CGPoint(x: zoomed.minX + 20, y: zoomed.minY + 15), tolerance: 1)
        sim.up()
    }

    @Test("Out-of-range settings are made valid: minimum below 1, maximum below minimum, NaN")
    func badSettings() {
        let image = Image(ExampleAssets.photoName)
        let low = ZoomableImage(image, minimumScale: 0.2, maximumScale: 0.5, doubleTapScale: 9)
        #expect(low.minimumScale == 1 && low.maximumScale == 1 && low.doubleTapScale == 1)
        let nan = ZoomableImage(image, minimumScale: .nan, maximumScale: .infinity, doubleTapScale: .nan)
        #expect(nan.minimumScale == 1 && nan.maximumScale == 4 && nan.doubleTapScale == 4)
        // A zoomable image that cannot zoom: a pinch leaves the photo as it was.
        let sim = TouchSimulator(
            ZoomableImage(image, minimumScale: 0.2, maximumScale: 0.5).frame(width: 300, height: 200))
        let before = try? photo(sim)
        sim.pinch(center: windowCenter, fromDistance: 60, toDistance: 180)
        let after = try? photo(sim)
        #expect(before != nil && after == before)
    }

    @Test("A zero-size frame draws without crashing and ignores gestures")
    func zeroSize() throws {
        let sim = TouchSimulator(ZoomableImage(Image(ExampleAssets.photoName)).frame(width: 0, height: 0))
        sim.pinch(center: windowCenter, fromDistance: 60, toDistance: 120)
        sim.tap(at: windowCenter)
        sim.tap(at: windowCenter)
        #expect(sim.diagnostics.isEmpty)
    }
}
