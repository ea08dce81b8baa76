// Each drawing effect (opacity, blur, shadow) is one type in Rendering/Effects/ that says how it
// combines, compares, interpolates and is written to SVG. These tests pin each effect's behaviour
// through the public API, effect by effect, so that a new effect has a pattern to follow and a
// change to one effect's type shows here under its own name.
import Foundation
import TactileTestSupport
import Testing

@testable import Tactile
@testable import TactileViewCore

@MainActor
@Suite("Drawing effects, one type each")
struct DisplayEffectTests {
    /// A red 10 × 10 square drawn as `square(on)` says, and an unchanging square beside it; the
    /// "go" button turns `on` on under a linear second.
    struct Switched<Square: View>: View {
        let square: (Bool) -> Square
        @State private var on = false
        var body: some View {
            VStack {
                square(on).accessibilityIdentifier("square")
                Rectangle().fill(.red).frame(width: 10, height: 10)
                    .opacity(0.5).blur(radius: 1).shadow(radius: 1)
                    .accessibilityIdentifier("still")
                Button("go") { withAnimation(.linear(duration: 1)) { on = true } }.accessibilityIdentifier("go")
            }
        }
    }

    /// What one effect shows before and after the switch, and halfway through its animation.
    struct Switch {
        /// The item's first square, before the switch.
        var before: DisplayItem
        /// The item after the switch, as committed.
        var after: DisplayItem
        /// The item half a second into the animation.
        var halfway: DisplayItem
        /// The unchanging square, after the switch.
        var still: DisplayItem
        /// The SVG before and after the switch.
        var svgBefore: String, svgAfter: String
    }

    /// The ` transform="translate(x y)"` attribute of an item that is only moved.
    private func translation(of item: DisplayItem) throws -> String {
        try #require(item.transform.a == 1 && item.transform.d == 1)
        return " transform=\"translate(\(SVGNumber.format(item.transform.tx)) \(SVGNumber.format(item.transform.ty)))\""
    }

    private func play<Square: View>(_ square: @escaping (Bool) -> Square) throws -> Switch {
        let h = host(Switched(square: square))
        var animator = FrameAnimator()
        let before = try #require(h.displayList.items(inAccessibilityIdentifier: "square").first)
        let svgBefore = h.svg()
        animator.commit(h.displayList, at: 0)
        #expect(h.tap("go"))
        animator.commit(h.displayList, at: 0)
        let after = try #require(h.displayList.items(inAccessibilityIdentifier: "square").first)
        let halfway = try #require(animator.frame(at: 0.5).items(inAccessibilityIdentifier: "square").first)
        let still = try #require(h.displayList.items(inAccessibilityIdentifier: "still").first)
        return Switch(
            before: before, after: after, halfway: halfway, still: still, svgBefore: svgBefore, svgAfter: h.svg())
    }

    @Test("The display attributes: geometry, the drawing effects, paint, content, by name")
    func attributes() {
        #expect(DisplayAttribute.allCases == [.geometry, .opacity, .blur, .shadow, .paint, .content])
        #expect(
            DisplayAttribute.allCases.map(\.rawValue) == ["geometry", "opacity", "blur", "shadow", "paint", "content"])
        for attribute in DisplayAttribute.allCases {
            #expect(DisplayAttribute(rawValue: attribute.rawValue) == attribute)
            #expect("\(attribute)" == attribute.rawValue)
        }
        #expect(DisplayAttribute(rawValue: "hue") == nil)
        #expect(Set(DisplayAttribute.allCases).count == 6)
    }

    @Test("Opacity: an attribute in SVG, animated as one number, multiplied by the ones around it")
    func opacity() throws {
        let run = try play { on in Rectangle().fill(.red).frame(width: 10, height: 10).opacity(on ? 0.5 : 1) }
        #expect(run.before.opacity == 1)
        #expect(!run.svgBefore.contains("opacity=\"0.5\"/>"))
        #expect(run.after.opacity == 0.5)
        #expect(run.after.animations == [.opacity: .linear(duration: 1)])
        #expect(run.halfway.opacity == 0.75)
        // The still square's opacity comes with its filter; only the switched square's ends the element.
        #expect(run.svgAfter.contains("opacity=\"0.5\"/>"))
        #expect(run.still.animations.isEmpty)
    }

    @Test("Blur: a Gaussian filter of half the radius, animated as the radius")
    func blur() throws {
        let run = try play { on in Rectangle().fill(.red).frame(width: 10, height: 10).blur(radius: on ? 4 : 0) }
        #expect(run.before.blurRadius == 0)
        #expect(run.after.blurRadius == 4)
        #expect(run.after.animations == [.blur: .linear(duration: 1)])
        #expect(run.halfway.blurRadius == 2)
        // The switched square is drawn first, so its filter is the first definition.
        #expect(run.svgAfter.contains("<filter id=\"blur1\"><feGaussianBlur stdDeviation=\"2\"/></filter>"))
        let position = try translation(of: run.after)
        #expect(run.after.transform == run.before.transform)
        #expect(run.svgAfter.contains("fill=\"#ff3b30\"\(position) data-id=\"square\" filter=\"url(#blur1)\"/>"))
        #expect(!run.svgBefore.contains("fill=\"#ff3b30\"\(position) data-id=\"square\" filter"))
        #expect(run.still.animations.isEmpty)
    }

    @Test("Shadow: a drop-shadow filter, animated as offset, radius and colour")
    func shadow() throws {
        let run = try play { on in
            Rectangle().fill(.red).frame(width: 10, height: 10)
                .shadow(color: .black, radius: on ? 8 : 2, x: on ? 4 : 0, y: 2)
        }
        #expect(run.before.shadow == Shadow(color: .black, radius: 2, x: 0, y: 2))
        #expect(run.after.shadow == Shadow(color: .black, radius: 8, x: 4, y: 2))
        #expect(run.after.animations == [.shadow: .linear(duration: 1)])
        let halfway = try #require(run.halfway.shadow)
        #expect(halfway.radius == 5 && halfway.x == 2 && halfway.y == 2)
        #expect(halfway.color.hexString == "#000000" && halfway.color.alpha == 1)
        #expect(
            run.svgAfter.contains(
                "x=\"-50%\" y=\"-50%\" width=\"200%\" height=\"200%\"><feDropShadow dx=\"4\" dy=\"2\" stdDeviation=\"4\" flood-color=\"#000000\" flood-opacity=\"1\"/></filter>"
            ))
        #expect(run.still.animations.isEmpty)
    }

    @Test("The innermost shadow is the one that animates")
    func innermostShadow() throws {
        let run = try play { on in
            Rectangle().fill(.red).frame(width: 10, height: 10)
                .shadow(color: .black, radius: 3, x: on ? 0 : 1).shadow(radius: on ? 8 : 0)
        }
        #expect(run.before.shadow == Shadow(color: .black, radius: 3, x: 1, y: 0))
        #expect(run.after.shadow == Shadow(color: .black, radius: 3, x: 0, y: 0))
        #expect(run.halfway.shadow?.x == 0.5)
    }

    @Test("Colour matrix, blur and shadow together: the first filter on the element, the rest wrapping it")
    func filtersInOrder() {
        let h = host(
            Rectangle().fill(.red).frame(width: 10, height: 10)
                .blur(radius: 2).shadow(color: .black, radius: 2, x: 1, y: 1).saturation(0.5).opacity(0.5))
        let svg = h.svg()
        #expect(
            svg.contains(
                "<g filter=\"url(#shadow3)\">\n<g filter=\"url(#blur2)\">\n<path d=\"M0 0 L10 0 L10 10 L0 10 Z\" fill=\"#ff3b30\" transform=\"translate(195 195)\" opacity=\"0.5\" filter=\"url(#color1)\"/>\n</g>\n</g>"
            ))
        #expect(svg.contains("<filter id=\"blur2\"><feGaussianBlur stdDeviation=\"1\"/></filter>"))
    }

    @Test("Opacity 0 hides a view from hit testing; blur and shadow do not")
    func hitTesting() {
        let faded = host(Color.red.frame(width: 100, height: 100).opacity(0))
        #expect(faded.hitTest(CGPoint(x: 200, y: 200)) == nil)
        let blurred = host(Color.red.frame(width: 100, height: 100).blur(radius: 3).shadow(radius: 2))
        #expect(blurred.hitTest(CGPoint(x: 200, y: 200)) != nil)
    }
}
