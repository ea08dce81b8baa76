// A test made from a Tactile playground session on 2026-11-18 11:06:40 UTC:
// Carousels in a vertical list: each scrolls its own way.
// It replays what was done on the stage and expects what the stage showed at the end. Put it in
// a test target that depends on TactileTesting and TactileExamples; if the view's behaviour changes,
// it fails.
import Foundation
import Tactile
import TactileExamples
import TactileTesting
import Testing

@MainActor
@Test("Playground session: Carousels in a vertical list: each scrolls its own way, 2026-11-18 11:06:40 UTC")
func playgroundSessionCarouselList20261118110640() throws {
    let example = try #require(ExampleCatalog.example(id: "carousel-list"), "no example carousel-list")
    let sim = TouchSimulator(example.makeView(), size: CGSize(width: 400, height: 800))
    try sim.replay(
        traceJSON: #"""
            {
              "events": [
                {"dx": 0, "dy": 100, "kind": "wheel", "time": 0, "x": 200, "y": 300},
                {"dx": 0, "dy": 60, "kind": "wheel", "time": 0.05, "x": 200, "y": 300}
              ],
              "format": "tactile-trace",
              "scene": "carousel-list",
              "source": "playground 2026-11-18T11:06:40Z",
              "version": 3,
              "window": {"height": 800, "width": 400}
            }
            """#)
    #expect(
        sim.texts() == [
            "Tap a card",
            "Mountains",
            "Mountains 1",
            "Mountains 2",
            "Mountains 3",
            "Mountains 4",
            "Mountains 5",
            "Mountains 6",
            "Mountains 7",
            "Mountains 8",
            "Rivers",
            "Rivers 1",
            "Rivers 2",
            "Rivers 3",
            "Rivers 4",
            "Rivers 5",
            "Rivers 6",
            "Rivers 7",
            "Rivers 8",
            "Cities",
            "Cities 1",
            "Cities 2",
            "Cities 3",
            "Cities 4",
            "Cities 5",
            "Cities 6",
            "Cities 7",
            "Cities 8",
            "Coasts",
            "Coasts 1",
            "Coasts 2",
            "Coasts 3",
            "Coasts 4",
            "Coasts 5",
            "Coasts 6",
            "Coasts 7",
            "Coasts 8",
            "Forests",
            "Forests 1",
            "Forests 2",
            "Forests 3",
            "Forests 4",
            "Forests 5",
            "Forests 6",
            "Forests 7",
            "Forests 8",
            "Deserts",
            "Deserts 1",
            "Deserts 2",
            "Deserts 3",
            "Deserts 4",
            "Deserts 5",
            "Deserts 6",
            "Deserts 7",
            "Deserts 8",
        ])
    let cities1Frame = try #require(sim.frame(of: "Cities-1"), "no view Cities-1")
    #expect(
        cities1Frame.isClose(to: CGRect(x: 16, y: 252, width: 140, height: 96), within: 0.5),
        "\(cities1Frame)")
    let cities2Frame = try #require(sim.frame(of: "Cities-2"), "no view Cities-2")
    #expect(
        cities2Frame.isClose(to: CGRect(x: 168, y: 252, width: 140, height: 96), within: 0.5),
        "\(cities2Frame)")
    let cities3Frame = try #require(sim.frame(of: "Cities-3"), "no view Cities-3")
    #expect(
        cities3Frame.isClose(to: CGRect(x: 320, y: 252, width: 140, height: 96), within: 0.5),
        "\(cities3Frame)")
    let cities4Frame = try #require(sim.frame(of: "Cities-4"), "no view Cities-4")
    #expect(
        cities4Frame.isClose(to: CGRect(x: 472, y: 252, width: 140, height: 96), within: 0.5),
        "\(cities4Frame)")
    let cities5Frame = try #require(sim.frame(of: "Cities-5"), "no view Cities-5")
    #expect(
        cities5Frame.isClose(to: CGRect(x: 624, y: 252, width: 140, height: 96), within: 0.5),
        "\(cities5Frame)")
    let cities6Frame = try #require(sim.frame(of: "Cities-6"), "no view Cities-6")
    #expect(
        cities6Frame.isClose(to: CGRect(x: 776, y: 252, width: 140, height: 96), within: 0.5),
        "\(cities6Frame)")
    let cities7Frame = try #require(sim.frame(of: "Cities-7"), "no view Cities-7")
    #expect(
        cities7Frame.isClose(to: CGRect(x: 928, y: 252, width: 140, height: 96), within: 0.5),
        "\(cities7Frame)")
    let cities8Frame = try #require(sim.frame(of: "Cities-8"), "no view Cities-8")
    #expect(
        cities8Frame.isClose(to: CGRect(x: 1080, y: 252, width: 140, height: 96), within: 0.5),
        "\(cities8Frame)")
    let coasts1Frame = try #require(sim.frame(of: "Coasts-1"), "no view Coasts-1")
    #expect(
        coasts1Frame.isClose(to: CGRect(x: 16, y: 400, width: 140, height: 96), within: 0.5),
        "\(coasts1Frame)")
    let coasts2Frame = try #require(sim.frame(of: "Coasts-2"), "no view Coasts-2")
    #expect(
        coasts2Frame.isClose(to: CGRect(x: 168, y: 400, width: 140, height: 96), within: 0.5),
        "\(coasts2Frame)")
    let coasts3Frame = try #require(sim.frame(of: "Coasts-3"), "no view Coasts-3")
    #expect(
        coasts3Frame.isClose(to: CGRect(x: 320, y: 400, width: 140, height: 96), within: 0.5),
        "\(coasts3Frame)")
    let coasts4Frame = try #require(sim.frame(of: "Coasts-4"), "no view Coasts-4")
    #expect(
        coasts4Frame.isClose(to: CGRect(x: 472, y: 400, width: 140, height: 96), within: 0.5),
        "\(coasts4Frame)")
    let coasts5Frame = try #require(sim.frame(of: "Coasts-5"), "no view Coasts-5")
    #expect(
        coasts5Frame.isClose(to: CGRect(x: 624, y: 400, width: 140, height: 96), within: 0.5),
        "\(coasts5Frame)")
    let coasts6Frame = try #require(sim.frame(of: "Coasts-6"), "no view Coasts-6")
    #expect(
        coasts6Frame.isClose(to: CGRect(x: 776, y: 400, width: 140, height: 96), within: 0.5),
        "\(coasts6Frame)")
    let coasts7Frame = try #require(sim.frame(of: "Coasts-7"), "no view Coasts-7")
    #expect(
        coasts7Frame.isClose(to: CGRect(x: 928, y: 400, width: 140, height: 96), within: 0.5),
        "\(coasts7Frame)")
    let coasts8Frame = try #require(sim.frame(of: "Coasts-8"), "no view Coasts-8")
    #expect(
        coasts8Frame.isClose(to: CGRect(x: 1080, y: 400, width: 140, height: 96), within: 0.5),
        "\(coasts8Frame)")
    let deserts1Frame = try #require(sim.frame(of: "Deserts-1"), "no view Deserts-1")
    #expect(
        deserts1Frame.isClose(to: CGRect(x: 16, y: 696, width: 140, height: 96), within: 0.5),
        "\(deserts1Frame)")
    let deserts2Frame = try #require(sim.frame(of: "Deserts-2"), "no view Deserts-2")
    #expect(
        deserts2Frame.isClose(to: CGRect(x: 168, y: 696, width: 140, height: 96), within: 0.5),
        "\(deserts2Frame)")
    let deserts3Frame = try #require(sim.frame(of: "Deserts-3"), "no view Deserts-3")
    #expect(
        deserts3Frame.isClose(to: CGRect(x: 320, y: 696, width: 140, height: 96), within: 0.5),
        "\(deserts3Frame)")
    let deserts4Frame = try #require(sim.frame(of: "Deserts-4"), "no view Deserts-4")
    #expect(
        deserts4Frame.isClose(to: CGRect(x: 472, y: 696, width: 140, height: 96), within: 0.5),
        "\(deserts4Frame)")
    let deserts5Frame = try #require(sim.frame(of: "Deserts-5"), "no view Deserts-5")
    #expect(
        deserts5Frame.isClose(to: CGRect(x: 624, y: 696, width: 140, height: 96), within: 0.5),
        "\(deserts5Frame)")
    let deserts6Frame = try #require(sim.frame(of: "Deserts-6"), "no view Deserts-6")
    #expect(
        deserts6Frame.isClose(to: CGRect(x: 776, y: 696, width: 140, height: 96), within: 0.5),
        "\(deserts6Frame)")
    let deserts7Frame = try #require(sim.frame(of: "Deserts-7"), "no view Deserts-7")
    #expect(
        deserts7Frame.isClose(to: CGRect(x: 928, y: 696, width: 140, height: 96), within: 0.5),
        "\(deserts7Frame)")
    let deserts8Frame = try #require(sim.frame(of: "Deserts-8"), "no view Deserts-8")
    #expect(
        deserts8Frame.isClose(to: CGRect(x: 1080, y: 696, width: 140, height: 96), within: 0.5),
        "\(deserts8Frame)")
    let forests1Frame = try #require(sim.frame(of: "Forests-1"), "no view Forests-1")
    #expect(
        forests1Frame.isClose(to: CGRect(x: 16, y: 548, width: 140, height: 96), within: 0.5),
        "\(forests1Frame)")
    let forests2Frame = try #require(sim.frame(of: "Forests-2"), "no view Forests-2")
    #expect(
        forests2Frame.isClose(to: CGRect(x: 168, y: 548, width: 140, height: 96), within: 0.5),
        "\(forests2Frame)")
    let forests3Frame = try #require(sim.frame(of: "Forests-3"), "no view Forests-3")
    #expect(
        forests3Frame.isClose(to: CGRect(x: 320, y: 548, width: 140, height: 96), within: 0.5),
        "\(forests3Frame)")
    let forests4Frame = try #require(sim.frame(of: "Forests-4"), "no view Forests-4")
    #expect(
        forests4Frame.isClose(to: CGRect(x: 472, y: 548, width: 140, height: 96), within: 0.5),
        "\(forests4Frame)")
    let forests5Frame = try #require(sim.frame(of: "Forests-5"), "no view Forests-5")
    #expect(
        forests5Frame.isClose(to: CGRect(x: 624, y: 548, width: 140, height: 96), within: 0.5),
        "\(forests5Frame)")
    let forests6Frame = try #require(sim.frame(of: "Forests-6"), "no view Forests-6")
    #expect(
        forests6Frame.isClose(to: CGRect(x: 776, y: 548, width: 140, height: 96), within: 0.5),
        "\(forests6Frame)")
    let forests7Frame = try #require(sim.frame(of: "Forests-7"), "no view Forests-7")
    #expect(
        forests7Frame.isClose(to: CGRect(x: 928, y: 548, width: 140, height: 96), within: 0.5),
        "\(forests7Frame)")
    let forests8Frame = try #require(sim.frame(of: "Forests-8"), "no view Forests-8")
    #expect(
        forests8Frame.isClose(to: CGRect(x: 1080, y: 548, width: 140, height: 96), within: 0.5),
        "\(forests8Frame)")
    let mountains1Frame = try #require(sim.frame(of: "Mountains-1"), "no view Mountains-1")
    #expect(
        mountains1Frame.isClose(to: CGRect(x: 16, y: -44, width: 140, height: 96), within: 0.5),
        "\(mountains1Frame)")
    let mountains2Frame = try #require(sim.frame(of: "Mountains-2"), "no view Mountains-2")
    #expect(
        mountains2Frame.isClose(to: CGRect(x: 168, y: -44, width: 140, height: 96), within: 0.5),
        "\(mountains2Frame)")
    let mountains3Frame = try #require(sim.frame(of: "Mountains-3"), "no view Mountains-3")
    #expect(
        mountains3Frame.isClose(to: CGRect(x: 320, y: -44, width: 140, height: 96), within: 0.5),
        "\(mountains3Frame)")
    let mountains4Frame = try #require(sim.frame(of: "Mountains-4"), "no view Mountains-4")
    #expect(
        mountains4Frame.isClose(to: CGRect(x: 472, y: -44, width: 140, height: 96), within: 0.5),
        "\(mountains4Frame)")
    let mountains5Frame = try #require(sim.frame(of: "Mountains-5"), "no view Mountains-5")
    #expect(
        mountains5Frame.isClose(to: CGRect(x: 624, y: -44, width: 140, height: 96), within: 0.5),
        "\(mountains5Frame)")
    let mountains6Frame = try #require(sim.frame(of: "Mountains-6"), "no view Mountains-6")
    #expect(
        mountains6Frame.isClose(to: CGRect(x: 776, y: -44, width: 140, height: 96), within: 0.5),
        "\(mountains6Frame)")
    let mountains7Frame = try #require(sim.frame(of: "Mountains-7"), "no view Mountains-7")
    #expect(
        mountains7Frame.isClose(to: CGRect(x: 928, y: -44, width: 140, height: 96), within: 0.5),
        "\(mountains7Frame)")
    let mountains8Frame = try #require(sim.frame(of: "Mountains-8"), "no view Mountains-8")
    #expect(
        mountains8Frame.isClose(to: CGRect(x: 1080, y: -44, width: 140, height: 96), within: 0.5),
        "\(mountains8Frame)")
    let rivers1Frame = try #require(sim.frame(of: "Rivers-1"), "no view Rivers-1")
    #expect(
        rivers1Frame.isClose(to: CGRect(x: 16, y: 104, width: 140, height: 96), within: 0.5),
        "\(rivers1Frame)")
    let rivers2Frame = try #require(sim.frame(of: "Rivers-2"), "no view Rivers-2")
    #expect(
        rivers2Frame.isClose(to: CGRect(x: 168, y: 104, width: 140, height: 96), within: 0.5),
        "\(rivers2Frame)")
    let rivers3Frame = try #require(sim.frame(of: "Rivers-3"), "no view Rivers-3")
    #expect(
        rivers3Frame.isClose(to: CGRect(x: 320, y: 104, width: 140, height: 96), within: 0.5),
        "\(rivers3Frame)")
    let rivers4Frame = try #require(sim.frame(of: "Rivers-4"), "no view Rivers-4")
    #expect(
        rivers4Frame.isClose(to: CGRect(x: 472, y: 104, width: 140, height: 96), within: 0.5),
        "\(rivers4Frame)")
    let rivers5Frame = try #require(sim.frame(of: "Rivers-5"), "no view Rivers-5")
    #expect(
        rivers5Frame.isClose(to: CGRect(x: 624, y: 104, width: 140, height: 96), within: 0.5),
        "\(rivers5Frame)")
    let rivers6Frame = try #require(sim.frame(of: "Rivers-6"), "no view Rivers-6")
    #expect(
        rivers6Frame.isClose(to: CGRect(x: 776, y: 104, width: 140, height: 96), within: 0.5),
        "\(rivers6Frame)")
    let rivers7Frame = try #require(sim.frame(of: "Rivers-7"), "no view Rivers-7")
    #expect(
        rivers7Frame.isClose(to: CGRect(x: 928, y: 104, width: 140, height: 96), within: 0.5),
        "\(rivers7Frame)")
    let rivers8Frame = try #require(sim.frame(of: "Rivers-8"), "no view Rivers-8")
    #expect(
        rivers8Frame.isClose(to: CGRect(x: 1080, y: 104, width: 140, height: 96), within: 0.5),
        "\(rivers8Frame)")
}

extension CGRect {
    /// Whether every edge is within `tolerance` points of `other`'s.
    fileprivate func isClose(to other: CGRect, within tolerance: CGFloat) -> Bool {
        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance
            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance
    }
}
