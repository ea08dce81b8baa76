import Foundation
import Tactile
import TactileTesting
import Testing

/// Finders and the gestures aimed at what they find: tests that name what they touch.
@MainActor
@Suite("Finders")
struct ViewFinderTests {
    /// A card with a like button, a badge per tag, and a photo.
    struct Card: View {
        @State private var likes = 0
        var body: some View {
            VStack {
                Text("Likes: \(likes)")
                Text("Like")
                    .padding()
                    .onTapGesture { likes += 1 }
                    .accessibilityIdentifier("like-button")
                    .accessibilityLabel("Like this card")
                HStack {
                    Badge(tag: "swift")
                    Badge(tag: "linux")
                }
            }
        }
    }

    struct Badge: View {
        let tag: String
        var body: some View { Text("#" + tag).padding(4) }
    }

    @Test("A tap finds its view by text, identifier or label")
    func tapByEachFinder() {
        let sim = TouchSimulator(Card())
        sim.tap(on: .text("Like"))
        #expect(sim.exists(.text("Likes: 1")))
        sim.tap(on: .accessibilityIdentifier("like-button"))
        #expect(sim.exists(.text("Likes: 2")))
        sim.tap(on: .accessibilityLabel("Like this card"))
        #expect(sim.texts().first == "Likes: 3")
    }

    @Test("Finders by type count custom and built-in views")
    func findByType() {
        let sim = TouchSimulator(Card())
        #expect(sim.count(of: .type(Badge.self)) == 2)
        #expect(sim.count(of: .type(Text.self)) == 4)
        #expect(sim.count(of: .type(Card.self)) == 1)
        #expect(sim.count(of: .type(Circle.self)) == 0)
    }

    @Test("A finder's frame is the view's frame on screen")
    func frames() throws {
        let sim = TouchSimulator(Card())
        let byIdentifier = try #require(sim.frame(of: .accessibilityIdentifier("like-button")))
        #expect(byIdentifier == sim.frame(of: "like-button"))
        let text = try #require(sim.frame(of: .text("Like")))
        #expect(byIdentifier.contains(CGPoint(x: text.midX, y: text.midY)))
        #expect(sim.frame(of: .accessibilityLabel("Like this card")) == byIdentifier)
    }

    @Test("A finder that matches nothing fails the test, names the finder, and touches nothing")
    func noMatch() {
        let sim = TouchSimulator(Card())
        withKnownIssue {
            sim.tap(on: .text("Share"))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("no view matches text \"Share\"") }
        }
        #expect(sim.now == 0)
        #expect(sim.phaseTransitions.isEmpty)
    }

    @Test("A finder that matches several fails the test and lists them")
    func severalMatches() {
        let sim = TouchSimulator(Card())
        withKnownIssue {
            sim.tap(on: .type(Badge.self))
        } matching: { issue in
            issue.comments.contains { $0.rawValue.contains("2 views match view of type Badge, expected one") }
        }
        #expect(sim.now == 0)
    }

    /// One view per gesture, each reporting what it received.
    struct GestureBoard: View {
        @State private var report = "nothing yet"
        var body: some View {
            VStack(spacing: 20) {
                Text(report)
                Text("Twice").padding().onTapGesture(count: 2) { report = "double tap" }
                Text("Hold").padding().onLongPressGesture { report = "long press" }
                Text("Card").padding()
                    .gesture(DragGesture().onEnded { report = "dragged \(Int($0.translation.width.rounded()))" })
                Color.blue.frame(width: 120, height: 120)
                    .accessibilityLabel("Photo")
                    .gesture(MagnifyGesture().onEnded { report = "scaled \(String(format: "%.2f", $0.magnification))" })
                Color.green.frame(width: 120, height: 120)
                    .accessibilityLabel("Dial")
                    .gesture(RotateGesture().onEnded { report = "rotated \(Int($0.rotation.degrees.rounded()))" })
            }
        }
    }

    @Test("Double tap, long press and drag aimed at views")
    func singleFingerGestures() {
        let sim = TouchSimulator(GestureBoard())
        sim.doubleTap(on: .text("Twice"))
        #expect(sim.exists(.text("double tap")))
        sim.longPress(on: .text("Hold"))
        #expect(sim.exists(.text("long press")))
        sim.drag(.text("Card"), by: CGSize(width: 120, height: 0))
        #expect(sim.exists(.text("dragged 120")))
    }

    @Test("Pinch and rotate aimed at a view")
    func twoFingerGestures() {
        let sim = TouchSimulator(GestureBoard())
        sim.pinch(on: .accessibilityLabel("Photo"), scale: 2)
        #expect(sim.exists(.text("scaled 2.00")))
        sim.rotate(on: .accessibilityLabel("Dial"), by: .degrees(90))
        #expect(sim.exists(.text("rotated 90")))
    }
}
