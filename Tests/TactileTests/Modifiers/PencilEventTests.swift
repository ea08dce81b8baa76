import Foundation
import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// Apple Pencil double taps and squeezes: every registered view hears them, with a hover pose
/// relative to itself when the pencil hovers over it.
@MainActor
@Suite("Pencil double tap and squeeze")
struct PencilEventTests {
    struct Canvas: View {
        let log: Log
        @Environment(\.preferredPencilDoubleTapAction) private var preferred
        var body: some View {
            HStack(spacing: 0) {
                Color.red.frame(width: 100, height: 100)
                    .onPencilDoubleTap { value in
                        log("left \(preferred == .switchEraser ? "eraser" : "other") \(describe(value.hoverPose))")
                    }
                Color.blue.frame(width: 100, height: 100)
                    .onPencilDoubleTap { value in log("right \(describe(value.hoverPose))") }
                    .onPencilSqueeze { phase in
                        switch phase {
                        case .active(let value): log("squeeze active \(describe(value.hoverPose))")
                        case .ended(let value): log("squeeze ended \(describe(value.hoverPose))")
                        case .failed: log("squeeze failed")
                        }
                    }
            }
        }

        func describe(_ pose: PencilHoverPose?) -> String {
            guard let pose else { return "away" }
            return "(\(Int(pose.location.x)), \(Int(pose.location.y))) anchor \(pose.anchor.x) z \(pose.zDistance)"
        }
    }

    @Test("a double tap reaches every registered view; the hovered one gets the pose")
    func doubleTap() {
        let log = Log()
        let sim = TouchSimulator(Canvas(log: log), size: CGSize(width: 200, height: 100))
        sim.pencilDoubleTap()
        #expect(log.entries == ["left eraser away", "right away"])
        log.clear()
        sim.pencilDoubleTap(hoverAt: CGPoint(x: 150, y: 25), zDistance: 0.2)
        #expect(log.entries == ["left eraser away", "right (50, 25) anchor 0.5 z 0.2"])
    }

    @Test("a squeeze is active, then ended")
    func squeeze() {
        let log = Log()
        let sim = TouchSimulator(Canvas(log: log), size: CGSize(width: 200, height: 100))
        sim.pencilSqueeze(hoverAt: CGPoint(x: 120, y: 50))
        #expect(log.entries == ["squeeze active (20, 50) anchor 0.2 z 0.5", "squeeze ended (20, 50) anchor 0.2 z 0.5"])
        log.clear()
        sim.host.viewHost.sendPencilSqueeze(.failed)
        #expect(log.entries == ["squeeze failed"])
    }

    @Test("the window's Settings choice reaches the environment")
    func preferredAction() {
        let log = Log()
        var settings = WindowEnvironment()
        settings.preferredPencilDoubleTapAction = .showColorPalette
        let sim = TouchSimulator(Canvas(log: log), size: CGSize(width: 200, height: 100), environment: settings)
        sim.pencilDoubleTap()
        #expect(log.entries.first == "left other away")
        #expect(EnvironmentValues().preferredPencilSqueezeAction == .showContextualPalette)
    }
}
