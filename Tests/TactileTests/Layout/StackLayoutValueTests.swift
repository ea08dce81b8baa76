import Foundation
import Tactile
import TactileTesting
import Testing

/// `HStackLayout`, `VStackLayout`, `ZStackLayout` and `AnyLayout` as apps use them: laid out as
/// the stacks, and switched with animation keeping the subviews.
@MainActor
@Suite("Stack layouts")
struct StackLayoutValueTests {
    /// Three boxes (40×20, a spacer, 60×30) in `layout`, in a 300×200 window.
    static func boxes(_ layout: some Layout) -> some View {
        layout {
            Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
            Spacer()
            Color.blue.frame(width: 60, height: 30).accessibilityIdentifier("b")
        }
    }

    /// The same boxes in the stack view itself.
    static func stack(_ kind: String) -> AnyView {
        let a = Color.red.frame(width: 40, height: 20).accessibilityIdentifier("a")
        let b = Color.blue.frame(width: 60, height: 30).accessibilityIdentifier("b")
        switch kind {
        case "h":
            return AnyView(
                HStack(alignment: .top, spacing: 5) {
                    a; Spacer(); b
                })
        case "v":
            return AnyView(
                VStack(alignment: .trailing) {
                    a; Spacer(); b
                })
        default:
            return AnyView(
                ZStack(alignment: .bottomLeading) {
                    a; Spacer(); b
                })
        }
    }

    static func layout(_ kind: String) -> AnyLayout {
        switch kind {
        case "h": return AnyLayout(HStackLayout(alignment: .top, spacing: 5))
        case "v": return AnyLayout(VStackLayout(alignment: .trailing))
        default: return AnyLayout(ZStackLayout(alignment: .bottomLeading))
        }
    }

    static func frames(_ view: some View) -> [CGRect?] {
        let sim = TouchSimulator(view, size: CGSize(width: 300, height: 200))
        return [sim.frame(of: "a"), sim.frame(of: "b")]
    }

    @Test("A layout value lays out as its stack view", arguments: ["h", "v", "z"])
    func layoutMatchesStack(kind: String) {
        let expected = Self.frames(Self.stack(kind))
        #expect(expected.allSatisfy { $0 != nil })
        #expect(Self.frames(Self.boxes(Self.layout(kind))) == expected)
    }

    @Test func concreteLayoutsMatchTheirStacks() {
        #expect(Self.frames(Self.boxes(HStackLayout(alignment: .top, spacing: 5))) == Self.frames(Self.stack("h")))
        #expect(Self.frames(Self.boxes(VStackLayout(alignment: .trailing))) == Self.frames(Self.stack("v")))
        #expect(Self.frames(Self.boxes(ZStackLayout(alignment: .bottomLeading))) == Self.frames(Self.stack("z")))
    }

    @Test func aSpacerStretchesAlongTheLayoutsAxis() throws {
        let sim = TouchSimulator(Self.boxes(HStackLayout()), size: CGSize(width: 300, height: 200))
        // The spacer takes what the boxes leave: a at the left edge, b at the right.
        #expect(try #require(sim.frame(of: "a")).minX == 0)
        #expect(try #require(sim.frame(of: "b")).maxX == 300)
    }

    @Test func layoutPropertiesNameTheAxis() {
        #expect(HStackLayout.layoutProperties.stackOrientation == .horizontal)
        #expect(VStackLayout.layoutProperties.stackOrientation == .vertical)
        #expect(ZStackLayout.layoutProperties.stackOrientation == nil)
        #expect(LayoutProperties().stackOrientation == nil)
    }

    /// Two boxes side by side or stacked, switched by a tap with a one-second linear animation.
    struct Switching: View {
        @State private var wide = true
        var body: some View {
            let layout = wide ? AnyLayout(HStackLayout(spacing: 0)) : AnyLayout(VStackLayout(spacing: 0))
            layout {
                Color.red.frame(width: 100, height: 100).accessibilityIdentifier("a")
                Color.blue.frame(width: 100, height: 100).accessibilityIdentifier("b")
                    .onTapGesture { withAnimation(.linear(duration: 1)) { wide.toggle() } }
            }
        }
    }

    @Test func switchingAnyLayoutMovesTheSubviewsWithAnimation() throws {
        let sim = TouchSimulator(Switching(), size: CGSize(width: 400, height: 400))
        let before = try #require(sim.frame(of: "b"))
        #expect(before == CGRect(x: 200, y: 150, width: 100, height: 100))
        sim.tap(at: CGPoint(x: before.midX, y: before.midY))
        let committed = sim.now
        #expect(sim.frame(of: "b") == CGRect(x: 150, y: 200, width: 100, height: 100))
        let halfway = try #require(
            sim.displayList(at: committed + 0.5).items.first { $0.accessibilityIdentifier == "b" }?.frame)
        #expect(abs(halfway.minX - 175) < 0.5)
        #expect(abs(halfway.minY - 175) < 0.5)
    }
}

/// `layoutDirectionBehavior(_:)`: a view that mirrors is drawn flipped in right to left.
@MainActor
@Suite("Layout direction behaviour")
struct LayoutDirectionBehaviorTests {
    /// A 100 pt bar whose left half is red, in a `behavior` view, in a `direction` window.
    static func redMinX(_ behavior: LayoutDirectionBehavior, _ direction: LayoutDirection) -> Double? {
        let view = HStack(spacing: 0) {
            Color.red.frame(width: 50, height: 20).accessibilityIdentifier("red")
            Color.blue.frame(width: 50, height: 20)
        }
        .layoutDirectionBehavior(behavior)
        let sim = TouchSimulator(
            view, size: CGSize(width: 100, height: 20), environment: WindowEnvironment(layoutDirection: direction))
        return sim.displayList.items.first { $0.accessibilityIdentifier == "red" }.map { Double($0.frame.minX) }
    }

    @Test(arguments: [
        (LayoutDirectionBehavior.fixed, LayoutDirection.rightToLeft, 50.0),
        (.mirrors, .rightToLeft, 0), (.mirrors, .leftToRight, 0), (.mirrors(in: .leftToRight), .leftToRight, 50),
    ])
    func mirrorsOnlyInItsDirection(behavior: LayoutDirectionBehavior, direction: LayoutDirection, minX: Double) {
        #expect(Self.redMinX(behavior, direction) == minX)
    }
}
