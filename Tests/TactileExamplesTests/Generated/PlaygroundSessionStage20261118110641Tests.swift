// A test made from a Tactile playground session on 2026-11-18 11:06:41 UTC:
// The stage: symbols, pictures, scripts, effects.
// It replays what was done on the stage and expects what the stage showed at the end. Put it in
// a test target that depends on TactileTesting and TactileExamples; if the view's behaviour changes,
// it fails.
import Foundation
import Tactile
import TactileExamples
import TactileTesting
import Testing

@MainActor
@Test("Playground session: The stage: symbols, pictures, scripts, effects, 2026-11-18 11:06:41 UTC")
func playgroundSessionStage20261118110641() throws {
    let environment = WindowEnvironment(colorScheme: .dark, dynamicTypeSize: .xxLarge, layoutDirection: .rightToLeft)
    let example = try #require(ExampleCatalog.example(id: "stage"), "no example stage")
    let sim = TouchSimulator(example.makeView(), size: CGSize(width: 375, height: 667), environment: environment)
    try sim.replay(
        traceJSON: #"""
            {
              "events": [
                {"kind": "touch", "phase": "down", "pointer": 1, "time": 0, "x": 187, "y": 499},
                {"kind": "touch", "phase": "up", "pointer": 1, "time": 0.05, "x": 187, "y": 499}
              ],
              "format": "tactile-trace",
              "scene": "stage",
              "source": "playground 2026-11-18T11:06:41Z",
              "version": 1,
              "window": {"height": 667, "width": 375}
            }
            """#)
    #expect(
        sim.texts() == [
            "Stage",
            "Hello · Привет · Γειά σου",
            "こんにちは · 你好 · 안녕하세요",
            "👋 🎉 ❤️ 🚀",
            "Likes: 1",
        ])
    let likeFrame = try #require(sim.frame(of: "like"), "no view like")
    #expect(
        likeFrame.isClose(to: CGRect(x: 165, y: 477, width: 44, height: 44), within: 0.5),
        "\(likeFrame)")
}

extension CGRect {
    /// Whether every edge is within `tolerance` points of `other`'s.
    fileprivate func isClose(to other: CGRect, within tolerance: CGFloat) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
    }
}
