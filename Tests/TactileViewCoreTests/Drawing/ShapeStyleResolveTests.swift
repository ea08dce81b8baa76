import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

/// A custom style as iOS 17 writes them: red in dark mode, green in light mode.
private struct SchemeStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> some ShapeStyle {
        environment.colorScheme == .dark ? Color.red : Color.green
    }
}

/// A custom style that resolves to another custom style.
private struct NestedStyle: ShapeStyle {
    func resolve(in environment: EnvironmentValues) -> SchemeStyle { SchemeStyle() }
}

@MainActor
@Suite("Shape style resolution")
struct ShapeStyleResolveTests {
    @Test("A custom style draws as the style its resolve(in:) returns for the environment")
    func customStyle() {
        let light = ViewHost(Rectangle().fill(SchemeStyle()), size: CGSize(width: 10, height: 10))
        #expect(light.displayList.items.first?.fillColor == .green)
        let dark = ViewHost(
            Rectangle().fill(NestedStyle()).environment(\.colorScheme, .dark), size: CGSize(width: 10, height: 10))
        var darkEnvironment = EnvironmentValues()
        darkEnvironment.colorScheme = .dark
        #expect(
            dark.displayList.items.first?.fillColor?.resolve(in: EnvironmentValues())
                == Color.red.resolve(in: darkEnvironment))
        // A colour's `Resolved` is `Color.Resolved`, through the protocol too.
        func resolved<S: ShapeStyle>(_ style: S) -> S.Resolved { style.resolve(in: EnvironmentValues()) }
        #expect(resolved(Color.red) == Color.red.resolve(in: EnvironmentValues()))
    }

    @Test("A style's levels: its secondary is it at 60 % opacity")
    func hierarchicalModifier() {
        let host = ViewHost(Rectangle().fill(Color.blue.secondary), size: CGSize(width: 10, height: 10))
        let color = host.displayList.items.first?.fillColor?.resolve(in: EnvironmentValues())
        let blue = Color.blue.resolve(in: EnvironmentValues())
        expectApprox(CGFloat(color?.opacity ?? 0), 0.6, tolerance: 0.001)
        #expect(color?.red == blue.red && color?.blue == blue.blue)
    }

    @Test("in(_:) makes a gradient span the given rectangle, not the shape's")
    func anchored() throws {
        let gradient = LinearGradient(colors: [.red, .blue], startPoint: .leading, endPoint: .trailing)
        let host = ViewHost(
            Rectangle().fill(gradient.in(CGRect(x: 0, y: 0, width: 200, height: 10))).frame(width: 50, height: 10),
            size: CGSize(width: 50, height: 10))
        let paint = try #require(host.displayList.items.first?.fillGradient)
        #expect(paint.geometry == .linear(start: CGPoint(x: 0, y: 5), end: CGPoint(x: 200, y: 5)))
    }

    @Test("A stroke style animates its width, miter limit and dash phase")
    func strokeAnimatableData() {
        var style = StrokeStyle(lineWidth: 2, lineCap: .round, miterLimit: 4, dash: [3, 1], dashPhase: 1)
        #expect(style.animatableData == AnimatablePair(2, AnimatablePair(4, 1)))
        style.animatableData = AnimatablePair(5, AnimatablePair(6, 7))
        #expect(style.lineWidth == 5 && style.miterLimit == 6 && style.dashPhase == 7)
        #expect(style.lineCap == .round && style.dash == [3, 1])
    }

    @Test("Materials draw the same in every active appearance: Tactile's windows are always active")
    func materialAppearance() {
        #expect(Material.thinMaterial.materialActiveAppearance(.active) == .thinMaterial)
        #expect(MaterialActiveAppearance.automatic != .matchWindow)
    }

    @Test("Core Graphics colours: constant colours convert both ways; the system colours have none")
    func cgColors() {
        let orange = Color(red: 1, green: 0.5, blue: 0, opacity: 0.25)
        #expect(orange.cgColor?.components == [1, 0.5, 0, 0.25])
        #expect(Color(cgColor: CGColor(gray: 0.5, alpha: 1)).resolve(in: EnvironmentValues()).red == 0.5)
        #expect(
            Color(cgColor: orange.cgColor!).resolve(in: EnvironmentValues()) == orange.resolve(in: EnvironmentValues()))
        #expect(Color.red.cgColor == nil)
        #expect(Color.red.resolve(in: EnvironmentValues()).cgColor.numberOfComponents == 4)
    }
}
