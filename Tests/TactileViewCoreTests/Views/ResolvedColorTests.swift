import Foundation
import TactileViewCore
import Testing

@Suite("Resolved colours: linear components, colour spaces, animatable data")
struct ResolvedColorTests {
    @Test(
        "Linear components follow sRGB's transfer function",
        arguments: [(Float(0), Float(0)), (0.5, 0.214_041), (1, 1), (0.04, 0.003_095_975)])
    func linear(encoded: Float, linear: Float) {
        var color = Color.Resolved(red: encoded, green: encoded, blue: encoded)
        #expect(abs(color.linearRed - linear) < 1e-5)
        color.linearGreen = linear
        #expect(abs(color.green - encoded) < 1e-5)
    }

    @Test("Components given in other spaces are converted to sRGB")
    func colorSpaces() {
        let fromLinear = Color.Resolved(colorSpace: .sRGBLinear, red: 0.214_041, green: 0, blue: 1)
        #expect(abs(fromLinear.red - 0.5) < 1e-4 && fromLinear.green == 0 && abs(fromLinear.blue - 1) < 1e-6)
        // Display P3's pure red lies outside sRGB: more than full red, negative green and blue.
        let p3Red = Color.Resolved(colorSpace: .displayP3, red: 1, green: 0, blue: 0)
        #expect(p3Red.red > 1 && p3Red.green < 0 && p3Red.blue < 0)
        let p3White = Color.Resolved(colorSpace: .displayP3, red: 1, green: 1, blue: 1, opacity: 0.5)
        #expect(abs(p3White.red - 1) < 1e-4 && abs(p3White.green - 1) < 1e-4 && abs(p3White.blue - 1) < 1e-4)
        #expect(p3White.opacity == 0.5)
    }

    @Test("Animatable data is linear light and opacity; halfway between black and white is linear grey")
    func animatableData() {
        let black = Color.Resolved(red: 0, green: 0, blue: 0)
        let white = Color.Resolved(red: 1, green: 1, blue: 1, opacity: 0)
        var mid = black
        mid.animatableData = black.animatableData.interpolated(towards: white.animatableData, amount: 0.5)
        #expect(abs(mid.linearRed - 0.5) < 1e-6 && abs(mid.red - 0.735_357) < 1e-4)
        #expect(mid.opacity == 0.5)
    }

    @Test("The description is #RRGGBBAA")
    func description() {
        #expect(Color.Resolved(red: 1, green: 0.5, blue: 0, opacity: 1).description == "#FF8000FF")
        #expect(Color.Resolved(red: 2, green: -1, blue: .nan, opacity: 0).description == "#FF000000")
    }

    @Test("Insets, stroke styles and corner radii expose their numbers as animatable data")
    func values() {
        var insets = EdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        insets.animatableData = insets.animatableData.scaled(by: 2)
        #expect(insets == EdgeInsets(top: 2, leading: 4, bottom: 6, trailing: 8))

        var stroke = StrokeStyle(lineWidth: 2, lineCap: .round, miterLimit: 10, dash: [4, 2], dashPhase: 1)
        stroke.animatableData = AnimatablePair(6, AnimatablePair(5, 3))
        #expect(stroke.lineWidth == 6 && stroke.miterLimit == 5 && stroke.dashPhase == 3)
        #expect(stroke.lineCap == .round && stroke.dash == [4, 2])

        var radii = RectangleCornerRadii(topLeading: 1, bottomLeading: 2, bottomTrailing: 3, topTrailing: 4)
        #expect(radii.animatableData == AnimatablePair(AnimatablePair(1, 2), AnimatablePair(3, 4)))
        radii.animatableData = .zero
        #expect(radii == RectangleCornerRadii())
    }
}
