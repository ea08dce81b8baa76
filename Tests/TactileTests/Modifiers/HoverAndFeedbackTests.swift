import Foundation
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// `onHover` (a host's mouse hovers; touch never does), `sensoryFeedback` (no effect on Linux),
/// `@Namespace` and `matchedGeometryEffect` (accepted, views keep their own frames).
@MainActor
@Suite("Hover, feedback and namespaces")
struct HoverAndFeedbackTests {
    private struct Hovering: View {
        @State private var log: [String] = []
        var body: some View {
            VStack(spacing: 0) {
                ZStack {
                    Color.blue.onHover { log.append($0 ? "B1" : "B0") }
                    Color.red.frame(width: 40, height: 40).onHover { log.append($0 ? "F1" : "F0") }
                }
                .frame(width: 100, height: 100)
                Text(log.isEmpty ? "-" : log.joined(separator: ","))
            }
            .frame(width: 200, height: 200, alignment: .top)
        }
    }

    private func mouse(_ phase: PointerPhase, _ x: CGFloat, _ y: CGFloat, _ time: Double) -> PointerEvent {
        PointerEvent(pointer: 1, phase: phase, location: CGPoint(x: x, y: y), time: time, kind: .mouse)
    }

    @Test("A mouse enters and leaves views as it moves; the view in front hides the one behind")
    func mouseHover() {
        let sim = TouchSimulator(Hovering(), size: CGSize(width: 200, height: 200))
        // The ZStack spans x 50...150, y 0...100; the red square is 80...120, 30...70.
        sim.host.send(mouse(.move, 60, 10, 0.1))
        #expect(sim.displayList.texts("B1").count == 1)
        sim.host.send(mouse(.move, 100, 50, 0.2))
        #expect(sim.displayList.texts("B1,B0,F1").count == 1)
        sim.host.send(mouse(.move, 100, 190, 0.3))
        #expect(sim.displayList.texts("B1,B0,F1,F0").count == 1)
    }

    @Test("A cancelled mouse leaves every view")
    func cancelLeaves() {
        let sim = TouchSimulator(Hovering(), size: CGSize(width: 200, height: 200))
        sim.host.send(mouse(.move, 60, 10, 0.1))
        sim.host.send(mouse(.cancel, 60, 10, 0.2))
        #expect(sim.displayList.texts("B1,B0").count == 1)
    }

    @Test("Touches never hover")
    func touchDoesNotHover() {
        let sim = TouchSimulator(Hovering(), size: CGSize(width: 200, height: 200))
        sim.tap(at: CGPoint(x: 100, y: 50))
        #expect(sim.displayList.texts("-").count == 1)
    }

    @Test("sensoryFeedback compiles in SwiftUI's forms and leaves the view as it is")
    func sensoryFeedback() {
        struct Feedback: View {
            @State private var count = 0
            var body: some View {
                Color.green.frame(width: 30, height: 30)
                    .sensoryFeedback(.success, trigger: count)
                    .sensoryFeedback(.impact(weight: .heavy, intensity: 0.5), trigger: count) { old, new in new > old }
                    .sensoryFeedback(trigger: count) { _, _ in .impact(flexibility: .soft) }
            }
        }
        let plain = TouchSimulator(Color.green.frame(width: 30, height: 30), size: CGSize(width: 100, height: 100))
        let fed = TouchSimulator(Feedback(), size: CGSize(width: 100, height: 100))
        #expect(
            fed.displayList.shapes(filledWith: .green).map(\.frame)
                == plain.displayList.shapes(filledWith: .green).map(\.frame))
        #expect(SensoryFeedback.impact(weight: .light) != .impact(weight: .heavy))
    }

    private struct Named: View {
        @Namespace private var space
        @State private var flips = 0
        var body: some View {
            VStack {
                Text("\(space)").accessibilityIdentifier("space")
                Color.orange.frame(width: 50, height: 20 + CGFloat(flips) * 10)
                    .matchedGeometryEffect(id: "bar", in: space)
                    .onTapGesture { flips += 1 }
            }
        }
    }

    @Test("A namespace keeps its identity across body evaluations and differs between views")
    func namespaceIdentity() {
        let sim = TouchSimulator(
            HStack {
                Named()
                Named()
            }, size: CGSize(width: 300, height: 200))
        let texts = sim.displayList.items.compactMap(\.text)
        #expect(texts.count == 2 && texts[0] != texts[1])
        let bar = sim.displayList.shapes(filledWith: .orange).first?.frame ?? .null
        sim.tap(at: CGPoint(x: bar.midX, y: bar.midY))
        // The body ran again (the bar grew, matchedGeometryEffect leaves its frame to its own
        // layout) and the namespace is the same one.
        #expect(sim.displayList.shapes(filledWith: .orange).first?.frame.height == 30)
        #expect(sim.displayList.items.compactMap(\.text) == texts)
    }
}
