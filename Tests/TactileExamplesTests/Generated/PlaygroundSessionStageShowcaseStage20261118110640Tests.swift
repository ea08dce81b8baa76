// A test made from a Tactile playground session on 2026-11-18 11:06:40 UTC:
// Stage.
// It replays what was done on the stage and expects what the stage showed at the end. Put it in
// a test target that depends on TactileTesting and TactileExamples; if the view's behaviour changes,
// it fails.
import Foundation
import Tactile
import TactileExamples
import TactileTesting
import Testing

@MainActor
@Test("Playground session: Stage, 2026-11-18 11:06:40 UTC")
func playgroundSessionStageShowcaseStage20261118110640() throws {
    let preview = try #require(
        PreviewRegistry.previews(inModule: "TactileExamples").first {
            $0.source?.fileName == "StageShowcase.swift" && $0.name == "Stage"
        },
        "no preview Stage in StageShowcase.swift: renamed or moved?")
    let sim = TouchSimulator(preview.makeView(), size: CGSize(width: 390, height: 844))
    try sim.replay(
        traceJSON: #"""
            {
              "events": [
                {"kind": "touch", "phase": "down", "pointer": 1, "time": 0, "x": 195, "y": 581},
                {"kind": "touch", "phase": "up", "pointer": 1, "time": 0.05, "x": 195, "y": 581}
              ],
              "format": "tactile-trace",
              "scene": "TactileExamples/StageShowcase.swift:Stage",
              "source": "playground 2026-11-18T11:06:40Z",
              "version": 1,
              "window": {"height": 844, "width": 390}
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
        likeFrame.isClose(to: CGRect(x: 173, y: 559, width: 44, height: 44), within: 0.5),
        "\(likeFrame)")
}

extension CGRect {
    /// Whether every edge is within `tolerance` points of `other`'s.
    fileprivate func isClose(to other: CGRect, within tolerance: CGFloat) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
    }
}
