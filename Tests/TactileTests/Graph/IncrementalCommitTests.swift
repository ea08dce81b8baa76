import Foundation
import Testing

@testable import Tactile
@testable import TactileViewCore

/// A commit re-lays out and re-indexes only what changed: the rebuilt views and their ancestors.
/// These tests pin that what is shown, reported and kept is what a full pass gives.
@MainActor
@Suite("Incremental commits")
struct IncrementalCommitTests {
    /// A bar whose height is its state; tapping it grows it.
    struct Bar: View {
        let name: String
        @State var height: CGFloat = 20
        var body: some View {
            Color.red.frame(width: 40, height: height).accessibilityIdentifier(name)
                .onTapGesture { height += 30 }
        }
    }

    struct Column: View {
        var body: some View {
            VStack(spacing: 0) {
                Bar(name: "top")
                Color.blue.frame(width: 40, height: 10).accessibilityIdentifier("fixed")
                Bar(name: "bottom")
            }
        }
    }

    /// Taps the top bar (it grows by 30 pt).
    static func tapTop(_ window: GestureHost) { tap(window, "top") }

    @Test("A view that changes size moves its unchanged siblings; the stack re-centres", arguments: [1, 2, 3])
    func resizedChildMovesSiblings(taps: Int) {
        let window = GestureHost(Column(), size: CGSize(width: 200, height: 400))
        for _ in 0..<taps { Self.tapTop(window) }
        let height = 20 + 30 * CGFloat(taps)
        let total = height + 10 + 20
        let top = (400 - total) / 2
        #expect(
            window.frame(ofAccessibilityIdentifier: "top")
                == CGRect(x: 80, y: top.rounded(.down), width: 40, height: height))
        #expect(
            window.frame(ofAccessibilityIdentifier: "fixed")
                == CGRect(x: 80, y: top.rounded(.down) + height, width: 40, height: 10))
        #expect(
            window.frame(ofAccessibilityIdentifier: "bottom")
                == CGRect(x: 80, y: top.rounded(.down) + height + 10, width: 40, height: 20))
        // Hit testing follows: the fixed view is hit where it is now drawn.
        let fixed = window.frame(ofAccessibilityIdentifier: "fixed")!
        #expect(
            window.viewHost.hitTest(CGPoint(x: fixed.midX, y: fixed.midY))?.path.contains {
                $0.kind == "accessibilityIdentifier(fixed)"
            } == true)
    }

    @Test("Resizing the window lays out again what was laid out for the old size")
    func windowResize() {
        let h = ViewHost(Column(), size: CGSize(width: 200, height: 400))
        h.size = CGSize(width: 100, height: 100)
        h.update()
        #expect(h.frame(ofAccessibilityIdentifier: "fixed") == CGRect(x: 30, y: 45, width: 40, height: 10))
        h.size = CGSize(width: 200, height: 400)
        h.update()
        #expect(h.frame(ofAccessibilityIdentifier: "fixed") == CGRect(x: 80, y: 195, width: 40, height: 10))
    }

    final class Model: ObservableObject {
        @Published var showInner = true
        @Published var outerLabel = "a"
    }

    struct Inner: View {
        @ObservedObject var model: Model
        @State var taps = 0
        var body: some View {
            VStack {
                Text("inner \(taps)")
                if model.showInner { Text("shown").onAppear { appearances += 1 } }
            }
        }
    }

    struct Outer: View {
        @ObservedObject var model: Model
        var body: some View {
            VStack {
                Text(model.outerLabel)
                Inner(model: model)
            }
        }
    }

    nonisolated(unsafe) static var appearances = 0

    @Test(
        "Nested views made dirty together: the outer rebuild covers the inner; removals and appearances are reported once"
    )
    func nestedDirtyViews() {
        Self.appearances = 0
        let model = Model()
        let h = ViewHost(Outer(model: model), size: CGSize(width: 200, height: 200))
        #expect(Self.appearances == 1)
        let before = h.liveIdentities
        model.showInner = false  // dirties Outer and Inner (both observe the model)
        let removed = h.commit().removedIdentities
        #expect(!removed.isEmpty)
        #expect(removed.isSubset(of: before))
        #expect(h.liveIdentities == before.subtracting(removed))
        #expect(h.texts() == ["a", "inner 0"])
        model.showInner = true
        model.outerLabel = "b"
        #expect(h.commit().removedIdentities.isEmpty)
        #expect(Self.appearances == 2)
        #expect(h.liveIdentities == before)
        #expect(h.texts() == ["b", "inner 0", "shown"])
    }

    @Test("A rebuilt view's siblings keep their state and their nodes")
    func siblingsKept() {
        let window = GestureHost(Column(), size: CGSize(width: 200, height: 400))
        func bars() -> [ViewNode] {
            var out: [ViewNode] = []
            window.viewHost.graph.root?.forEachNode { if $0.content.kindName == "Bar" { out.append($0) } }
            return out
        }
        let before = bars()
        let bodiesBefore = before.map { $0.children }
        Self.tapTop(window)
        let after = bars()
        #expect(before.count == 2 && after.count == 2)
        // The Bar nodes stay; the tapped one's body nodes are replaced, the other's are kept.
        #expect(before.first === after.first && before.last === after.last)
        #expect(bodiesBefore.last?.first === after.last?.children.first)
        #expect(bodiesBefore.first?.first !== after.first?.children.first)
        #expect(window.frame(ofAccessibilityIdentifier: "top")?.height == 50)
        #expect(window.frame(ofAccessibilityIdentifier: "bottom")?.height == 20)
    }

    /// A card with its own state: tapping it moves its text and changes its colour.
    struct Card: View {
        let name: String
        let start: Int
        @State var taps: Int
        init(name: String, taps: Int) {
            self.name = name
            self.start = taps
            _taps = State(initialValue: taps)
        }
        var body: some View {
            ZStack {
                RoundedRectangle(cornerRadius: 4).fill(taps % 2 == 0 ? Color.red : Color.blue)
                Text("\(name) \(taps)").offset(x: CGFloat(taps * 3))
            }
            .frame(width: 120, height: 40)
            .opacity(0.5)
            .accessibilityIdentifier(name)
            .onTapGesture { taps += 1 }
        }
    }

    struct Deck: View {
        let taps: [Int]
        var body: some View {
            VStack {
                ForEach(0..<taps.count) { index in Card(name: "card\(index)", taps: taps[index]) }
            }
            .clipped()
        }
    }

    static func tap(_ window: GestureHost, _ id: String) {
        let frame = window.frame(ofAccessibilityIdentifier: id)!
        let p = CGPoint(x: frame.midX, y: frame.midY)
        window.send(PointerEvent(phase: .down, location: p, time: window.now + 1))
        window.send(PointerEvent(phase: .up, location: p, time: window.now + 0.05))
    }

    @Test(
        "Drawing reuses unchanged views' items: the window is what a fresh host in the same state draws",
        arguments: [[0], [1, 1, 1], [2, 0, 1], [0, 0, 3], [1, 2, 3, 1]])
    func reusedItemsMatchFreshRender(script: [Int]) {
        let window = GestureHost(Deck(taps: [0, 0, 0, 0]), size: CGSize(width: 300, height: 300))
        var taps = [0, 0, 0, 0]
        for index in script {
            Self.tap(window, "card\(index)")
            taps[index] += 1
        }
        let fresh = ViewHost(Deck(taps: taps), size: CGSize(width: 300, height: 300))
        #expect(window.svg() == fresh.svg())
        #expect(window.displayList.groups == fresh.displayList.groups)
        #expect(window.displayList.items.map(\.frame) == fresh.displayList.items.map(\.frame))
        #expect(window.displayList.items.map(\.clipPaths) == fresh.displayList.items.map(\.clipPaths))
        // No change was animated: nothing carries an animation.
        #expect(window.displayList.items.allSatisfy { $0.animations.isEmpty })
        // The cards the last tap did not touch were drawn from their caches.
        var cachedCards = 0
        window.viewHost.graph.root?.forEachNode {
            if $0.content.kindName == "Card", $0.renderCache != nil { cachedCards += 1 }
        }
        #expect(cachedCards >= 3)
    }

    struct Pair: View {
        @State var left = false
        @State var right = false
        var body: some View {
            HStack {
                Color.red.frame(width: 20, height: left ? 60 : 20).accessibilityIdentifier("left")
                    .onTapGesture { withAnimation(.easeIn) { left.toggle() } }
                Sibling(tall: right).onTapGesture { right.toggle() }
            }
        }
    }

    struct Sibling: View {
        let tall: Bool
        var body: some View { Color.blue.frame(width: 20, height: tall ? 60 : 20).accessibilityIdentifier("right") }
    }

    @Test("An animated change animates what it moved; the next, unanimated commit reuses nothing stale")
    func animationsAfterReuse() {
        let window = GestureHost(Pair(), size: CGSize(width: 200, height: 200))
        func animation(_ id: String) -> Animation? {
            window.displayList.items(inAccessibilityIdentifier: id).first?.animations[.geometry]
        }
        Self.tap(window, "left")
        #expect(animation("left") == .easeIn)
        #expect(window.frame(ofAccessibilityIdentifier: "left")?.height == 60)
        Self.tap(window, "right")
        #expect(animation("left") == nil)
        #expect(animation("right") == nil)
        #expect(window.frame(ofAccessibilityIdentifier: "right")?.height == 60)
        Self.tap(window, "left")
        #expect(animation("left") == .easeIn)
        #expect(animation("right") == nil)
        #expect(window.frame(ofAccessibilityIdentifier: "left")?.height == 20)
    }

    /// A row whose state moves its text and shifts its leading alignment guide, keeping its size.
    struct Shifter: View {
        let name: String
        @State var shift: CGFloat
        init(name: String, shift: CGFloat) {
            self.name = name
            _shift = State(initialValue: shift)
        }
        var body: some View {
            Text("\(name) \(Int(shift))")
                .frame(width: 80, height: 20)
                .offset(x: shift / 2)
                .alignmentGuide(.leading) { _ in shift }
                .accessibilityIdentifier(name)
                .onTapGesture { shift += 10 }
        }
    }

    struct ShiftColumn: View {
        let shifts: [CGFloat]
        var body: some View {
            VStack(alignment: .leading, spacing: 4) {
                ForEach(0..<shifts.count) { index in Shifter(name: "row\(index)", shift: shifts[index]) }
                Color.green.frame(width: 30, height: 30).accessibilityIdentifier("static")
            }
        }
    }

    @Test(
        "A rebuilt view that keeps its size keeps its ancestors' layout, unless an alignment guide moved",
        arguments: [[0], [1], [1, 1], [0, 2, 2]])
    func sameSizeRebuilds(script: [Int]) {
        let window = GestureHost(ShiftColumn(shifts: [0, 0, 0]), size: CGSize(width: 300, height: 300))
        var shifts: [CGFloat] = [0, 0, 0]
        for index in script {
            Self.tap(window, "row\(index)")
            shifts[index] += 10
        }
        let fresh = ViewHost(ShiftColumn(shifts: shifts), size: CGSize(width: 300, height: 300))
        #expect(window.svg() == fresh.svg())
        #expect(window.displayList.groups == fresh.displayList.groups)
        for id in ["row0", "row1", "row2", "static"] {
            guard let frame = fresh.frame(ofAccessibilityIdentifier: id) else {
                Issue.record("a fresh host has no view \(id)")
                continue
            }
            #expect(window.frame(ofAccessibilityIdentifier: id) == frame, "\(id)")
            #expect(
                window.viewHost.hitTest(CGPoint(x: frame.midX, y: frame.midY))?.path
                    .contains { $0.kind == "accessibilityIdentifier(\(id))" } == true, "\(id)")
        }
    }
}
