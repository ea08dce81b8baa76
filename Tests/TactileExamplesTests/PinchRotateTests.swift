// Seed 004 (Korean tutorials, "Magnification Gesture" and "Rotation Gesture"): pinching scales the
// logo and rotating turns it; each gesture continues from where the previous one left it.
import Foundation
import Tactile
@testable import TactileExamples
import TactileTestSupport
import TactileTesting
import Testing

@MainActor
@Suite("MagnificationGesture_Tutorials and RotationGesture_Tutorials (seed 004)")
struct PinchRotateTests {
    let window = CGSize(width: 400, height: 800)
    let center = CGPoint(x: 200, y: 400)

    init() { ExampleAssets.register() }

    func logo(_ sim: TouchSimulator) -> DisplayItem? { sim.displayList.images(named: "swiftui-logo").first }

    @Test("Pinching out to twice the distance doubles the logo; the next pinch multiplies on")
    func magnification() throws {
        let sim = TouchSimulator(MagnificationGesture_Tutorials(), size: window)
        expectApprox(try #require(logo(sim)).frame, CGRect(x: 100, y: 300, width: 200, height: 200), tolerance: 0.5)
        sim.pinch(center: center, fromDistance: 100, toDistance: 200)
        let doubled = try #require(logo(sim))
        expectApprox(doubled.scale, 2, tolerance: 0.01)
        expectApprox(doubled.frame, CGRect(x: 0, y: 200, width: 400, height: 400), tolerance: 1)
        sim.advance(by: 0.5)
        sim.pinch(center: center, fromDistance: 100, toDistance: 75)
        let after = try #require(logo(sim))
        expectApprox(after.scale, 1.5, tolerance: 0.01)         // 2 × 0.75
        expectApprox(after.frame.width, 300, tolerance: 1)
    }

    @Test("The scale follows the fingers during the pinch")
    func magnificationIsLive() throws {
        let sim = TouchSimulator(MagnificationGesture_Tutorials(), size: window)
        sim.down(0, at: CGPoint(x: 150, y: 400))
        sim.down(1, at: CGPoint(x: 250, y: 400))
        for step in 1...5 {
            sim.advance(by: 0.03)
            sim.move(0, to: CGPoint(x: 150 - CGFloat(step) * 10, y: 400))
            sim.move(1, to: CGPoint(x: 250 + CGFloat(step) * 10, y: 400))
        }
        expectApprox(try #require(logo(sim)).scale, 2, tolerance: 0.01)   // 200 / 100
        sim.up(0)
        sim.up(1)
        expectApprox(try #require(logo(sim)).scale, 2, tolerance: 0.01)
    }

    @Test("A one-finger drag does not scale")
    func oneFingerDoesNotScale() throws {
        let sim = TouchSimulator(MagnificationGesture_Tutorials(), size: window)
        sim.drag(from: center, to: CGPoint(x: 280, y: 450))
        expectApprox(try #require(logo(sim)).scale, 1, tolerance: 0.001)
    }

    @Test("Rotating by 45° turns the logo 45° clockwise; a second rotation adds to it")
    func rotation() throws {
        let sim = TouchSimulator(RotationGesture_Tutorials(), size: window)
        sim.rotate(center: center, radius: 80, by: .degrees(45))
        let turned = try #require(logo(sim))
        expectApprox(turned.rotation.degrees, 45, tolerance: 0.5)
        expectApprox(turned.scale, 1, tolerance: 0.001)
        expectApprox(turned.frame.width, 200 * 2.0.squareRoot(), tolerance: 1)  // the rotated square's box
        expectApprox(turned.center, center, tolerance: 0.5)
        sim.advance(by: 0.5)
        sim.rotate(center: center, radius: 80, by: .degrees(-90))
        expectApprox(try #require(logo(sim)).rotation.degrees, -45, tolerance: 0.5)
    }
}
