import Foundation
import TactileTestSupport
import TactileTesting
import Testing

@testable import Tactile
@testable import TactileViewCore

/// Which view a touch lands on (the host's hit test), and so which gestures can respond (reference §6.6).
@MainActor
@Suite("Hit testing")
struct HitTestingTests {
    @Test("Shapes hit by their outline: a circle's corner misses")
    func circleOutline() {
        let h = host(Circle().frame(width: 100, height: 100), width: 100, height: 100)
        #expect(h.hitTest(CGPoint(x: 50, y: 50))?.target.kind == "Circle")
        #expect(h.hitTest(CGPoint(x: 3, y: 3)) == nil)
    }

    @Test("The path runs from the hit leaf through every modifier to the root, innermost first")
    func pathOrder() {
        struct Root: View {
            var body: some View {
                VStack { Circle().frame(width: 100, height: 100).padding(5) }
            }
        }
        let h = host(Root(), width: 110, height: 110)
        let kinds = h.hitTest(CGPoint(x: 55, y: 55))?.path.map(\.kind)
        #expect(kinds == ["Circle", "frame", "padding", "VStack", "Root"])
    }

    @Test(
        "Clear and fully transparent paint do not catch touches",
        arguments: [
            (Color.clear, false), (Color.red.opacity(0), false), (Color.red.opacity(0.01), true), (Color.red, true),
        ])
    func clearPaint(color: Color, hits: Bool) {
        let h = host(color.frame(width: 50, height: 50), width: 50, height: 50)
        #expect((h.hitTest(CGPoint(x: 25, y: 25)) != nil) == hits)
    }

    @Test("opacity(0) removes a view from hit testing")
    func opacityZero() {
        let h = host(
            ZStack {
                Color.blue.accessibilityIdentifier("back")
                Color.red.opacity(0).accessibilityIdentifier("front")
            }, width: 50, height: 50)
        #expect(h.hitTest(CGPoint(x: 25, y: 25))?.path.contains { $0.kind == "accessibilityIdentifier(back)" } == true)
    }

    @Test("The frontmost view wins; allowsHitTesting(false) lets touches fall through", arguments: [true, false])
    func frontmost(allows: Bool) {
        let h = host(
            ZStack {
                Color.blue.accessibilityIdentifier("back")
                Color.red.allowsHitTesting(allows).accessibilityIdentifier("front")
            }, width: 50, height: 50)
        let path = h.hitTest(CGPoint(x: 25, y: 25))?.path.map(\.kind) ?? []
        #expect(path.contains(allows ? "accessibilityIdentifier(front)" : "accessibilityIdentifier(back)"))
    }

    @Test("Containers hit only where a leaf draws, unless given a content shape", arguments: [false, true])
    func containerGaps(withShape: Bool) {
        let stack = VStack {
            Text("top"); Spacer(); Text("bottom")
        }.frame(width: 200, height: 200)
        let h =
            withShape
            ? host(stack.contentShape(Rectangle()), width: 200, height: 200) : host(stack, width: 200, height: 200)
        #expect((h.hitTest(CGPoint(x: 100, y: 100)) != nil) == withShape)
        #expect(h.hitTest(CGPoint(x: 100, y: 5))?.target.kind == "Text")
    }

    @Test("A content shape bounds the subtree: outside it nothing below is hit")
    func contentShapeBounds() {
        let h = host(Color.red.frame(width: 100, height: 100).contentShape(Circle()), width: 100, height: 100)
        #expect(h.hitTest(CGPoint(x: 2, y: 2)) == nil)
        #expect(h.hitTest(CGPoint(x: 50, y: 50))?.target.kind.hasPrefix("Color") == true)
    }

    @Test("Clipping does not limit hit testing")
    func clippingDoesNotLimit() {
        let h = host(
            Color.red.frame(width: 200, height: 200).frame(width: 50, height: 50).clipped(), width: 300, height: 300)
        #expect(h.hitTest(CGPoint(x: 150 - 60, y: 150))?.target.kind.hasPrefix("Color") == true)
    }

    @Test("Text and images hit by their frame")
    func textAndImages() {
        let h = host(
            HStack(spacing: 0) {
                Text("Hello"); Image(systemName: "gear")
            }, width: 200, height: 100)
        let text = h.displayList.items[0].frame, image = h.displayList.items[1].frame
        #expect(h.hitTest(CGPoint(x: text.minX + 1, y: text.minY + 1))?.target.kind == "Text")
        #expect(h.hitTest(CGPoint(x: image.midX, y: image.midY))?.target.kind == "Image(systemName: gear)")
    }

    @Test("A stroked shape hits on its stroke only")
    func strokeOnly() {
        let h = host(
            Circle().stroke(Color.black, lineWidth: 10).frame(width: 100, height: 100), width: 100, height: 100)
        #expect(h.hitTest(CGPoint(x: 50, y: 50)) == nil)
        #expect(h.hitTest(CGPoint(x: 50, y: 2)) != nil)
    }

    @Test("Effects move the hit area with the drawing")
    func effectsMoveHitArea() {
        let h = host(Rectangle().frame(width: 50, height: 50).offset(x: 100), width: 300, height: 300)
        #expect(h.hitTest(CGPoint(x: 150, y: 150)) == nil)
        #expect(h.hitTest(CGPoint(x: 250, y: 150)) != nil)
    }

    @Test("Each entry's transform is the space at its point of the modifier chain")
    func chainTransforms() {
        // Outer `contentShape` sits outside the scale; inner `padding` inside it.
        let h = host(
            Rectangle().frame(width: 50, height: 50).padding(0).scaleEffect(2).contentShape(Rectangle()), width: 300,
            height: 300)
        guard let path = h.hitTest(CGPoint(x: 150, y: 150))?.path,
            let scale = path.firstIndex(where: { $0.kind == "scaleEffect" })
        else {
            Issue.record("no hit"); return
        }
        #expect(path[scale + 1].kind == "contentShape")
        #expect(path[scale + 1].transform.a == 1)
        #expect(path[scale].transform.a == 1)
        #expect(path[scale].contentTransform.a == 2)
        #expect(path[scale - 1].kind == "padding")
        #expect(path[scale - 1].transform.a == 2)
        // A 20 pt move in the window is 10 pt inside the scale.
        let inner = path[scale - 1]
        let a = inner.convertFromWindow(CGPoint(x: 150, y: 150)), b = inner.convertFromWindow(CGPoint(x: 170, y: 150))
        expectApprox(b.x - a.x, 10)
        #expect(inner.bounds == CGRect(x: 0, y: 0, width: 50, height: 50))
    }

    @Test("Named coordinate spaces are found on the hit path")
    func namedSpaces() {
        let h = host(
            VStack {
                Color.red.frame(width: 20, height: 20).offset(x: 30)
            }.frame(width: 200, height: 200).coordinateSpace(name: "board"), width: 400, height: 400)
        guard let hit = h.hitTest(CGPoint(x: 230, y: 200)) else { Issue.record("no hit"); return }
        let board = hit.namedCoordinateSpaces["board"]
        #expect(board == CGAffineTransform(translationX: 100, y: 100))
        #expect(hit.transform(ofCoordinateSpaceNamed: "board") == board)
    }

    @Test("Unselected tabs are not hit; tab bar items select tabs")
    func tabs() {
        struct Tabs: View {
            @State var selection = 1
            var body: some View {
                TabView(selection: $selection) {
                    Color.red.tag(1).tabItem { Text("Red") }
                    Color.blue.tag(2).tabItem { Text("Blue") }
                }
            }
        }
        let h = host(Tabs(), width: 200, height: 400)
        #expect(h.hitTest(CGPoint(x: 100, y: 100))?.target.kind == "Color(red)")
        h.buttonAction(at: CGPoint(x: 150, y: 380))?()
        h.update()
        #expect(h.hitTest(CGPoint(x: 100, y: 100))?.target.kind == "Color(blue)")
    }

    @Test("Disabled buttons still block touches but do not act")
    func disabledButton() {
        let h = host(Button("Go") {}.disabled(true), width: 100, height: 100)
        #expect(h.hitTest(CGPoint(x: 50, y: 50)) != nil)
        #expect(h.buttonAction(at: CGPoint(x: 50, y: 50)) == nil)
    }

    // MARK: Which gestures respond, driven by touches

    /// A tappable blue square behind a red one that may let touches through.
    struct Layers: View {
        let frontAllowsHits: Bool
        let log: Log
        var body: some View {
            ZStack {
                Color.blue.frame(width: 200, height: 200).onTapGesture { log("back") }
                Color.red.frame(width: 100, height: 100)
                    .onTapGesture { log("front") }
                    .allowsHitTesting(frontAllowsHits)
            }
        }
    }

    @Test("allowsHitTesting(false) lets the touch fall through to the view behind", arguments: [true, false])
    func allowsHitTesting(allows: Bool) {
        let log = Log()
        let sim = TouchSimulator(Layers(frontAllowsHits: allows, log: log))
        sim.tap(at: windowCenter)
        #expect(log.entries == [allows ? "front" : "back"])
    }

    @Test("Color.clear does not catch touches, even with a gesture on it; a faint colour does")
    func clearDoesNotCatch() {
        let log = Log()
        struct Screen: View {
            let log: Log
            let overlayColor: Color
            var body: some View {
                ZStack {
                    Color.blue.frame(width: 200, height: 200).onTapGesture { log("back") }
                    overlayColor.frame(width: 100, height: 100).onTapGesture { log("overlay") }
                }
            }
        }
        let clear = TouchSimulator(Screen(log: log, overlayColor: .clear))
        clear.tap(at: windowCenter)
        #expect(log.entries == ["back"])
        log.clear()
        let faint = TouchSimulator(Screen(log: log, overlayColor: Color.red.opacity(0.01)))
        faint.tap(at: windowCenter)
        #expect(log.entries == ["overlay"])
    }

    /// A stack with a gap (a spacer) between two texts, tappable as a whole.
    struct Gap: View {
        let shaped: Bool
        let log: Log
        var body: some View {
            let stack = VStack {
                Text("Top").accessibilityIdentifier("top")
                Spacer()
                Text("Bottom")
            }
            .frame(width: 200, height: 300)
            if shaped {
                stack.contentShape(Rectangle()).onTapGesture { log("stack") }
            } else {
                stack.onTapGesture { log("stack") }
            }
        }
    }

    @Test(
        "A gesture on a container responds only where a leaf draws, unless the container has a contentShape",
        arguments: [false, true])
    func contentShape(shaped: Bool) {
        let log = Log()
        let sim = TouchSimulator(Gap(shaped: shaped, log: log))
        sim.tap(at: windowCenter)
        #expect(log.entries == (shaped ? ["stack"] : []))
        log.clear()
        sim.advance(by: 1)
        sim.tap(at: sim.center(of: "top"))
        #expect(log.entries == ["stack"])
    }

    @Test("Gesture modifiers change neither layout nor the rendered frame")
    func modifiersAreTransparent() {
        struct Plain: View {
            var body: some View { Color.red.frame(width: 80, height: 40).scaleEffect(2).accessibilityIdentifier("box") }
        }
        struct WithGestures: View {
            var body: some View {
                Color.red.frame(width: 80, height: 40)
                    .onTapGesture {}
                    .scaleEffect(2)
                    .simultaneousGesture(DragGesture())
                    .onLongPressGesture {}
                    .accessibilityIdentifier("box")
            }
        }
        let plain = TouchSimulator(Plain()), gestures = TouchSimulator(WithGestures())
        #expect(plain.frame(of: "box") == CGRect(x: 120, y: 360, width: 160, height: 80))
        #expect(gestures.frame(of: "box") == plain.frame(of: "box"))
        #expect(gestures.svg() == plain.svg())
    }

    @Test("A pointer stays bound to the gesture it hit when it leaves the view")
    func bindingHoldsOutsideTheView() {
        let log = Log()
        struct Box: View {
            let log: Log
            var body: some View {
                Color.green.frame(width: 100, height: 100)
                    .gesture(
                        DragGesture(coordinateSpace: .global)
                            .onChanged { log("changed \(Int($0.location.x)),\(Int($0.location.y))") }
                            .onEnded { log("ended \(Int($0.translation.width))") })
            }
        }
        let sim = TouchSimulator(Box(log: log))
        sim.drag(from: windowCenter, to: CGPoint(x: 390, y: 700), steps: 2)
        #expect(log.entries == ["changed 295,550", "changed 390,700", "ended 190"])
    }
}
