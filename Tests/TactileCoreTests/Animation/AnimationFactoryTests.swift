import Foundation
import TactileCore
import Testing

@Suite("Animation factories")
struct AnimationFactoryTests {
    @Test(
        "SwiftUI's defaults, spelled out",
        arguments: [
            (Animation.linear, "linear(duration: 0.35)"),
            (.easeIn, "easeIn(duration: 0.35)"),
            (.easeOut, "easeOut(duration: 0.35)"),
            (.easeInOut, "easeInOut(duration: 0.35)"),
            (.timingCurve(0.1, 0.2, 0.3, 0.4), "timingCurve(0.1, 0.2, 0.3, 0.4, duration: 0.35)"),
            (.default, "spring(response: 0.55, dampingFraction: 1, blendDuration: 0)"),
            (.spring(), "spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)"),
            (.spring, "spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0)"),
            (.spring(duration: 0.5, bounce: 0), "spring(response: 0.5, dampingFraction: 1, blendDuration: 0)"),
            (.interactiveSpring(), "spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)"),
            (.interactiveSpring, "spring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)"),
            (.smooth, "spring(response: 0.5, dampingFraction: 1, blendDuration: 0)"),
            (.snappy, "spring(response: 0.5, dampingFraction: 0.85, blendDuration: 0)"),
            (.bouncy, "spring(response: 0.5, dampingFraction: 0.7, blendDuration: 0)"),
            (.linear(duration: 2).delay(0.5).speed(2), "linear(duration: 2).delay(0.5).speed(2)"),
            (.easeIn.repeatCount(3, autoreverses: false), "easeIn(duration: 0.35).repeatCount(3, autoreverses: false)"),
            (.easeOut.repeatForever(), "easeOut(duration: 0.35).repeatForever(autoreverses: true)"),
        ])
    func description(animation: Animation, expected: String) {
        #expect(animation.description == expected)
    }

    @Test("Preset properties equal their method forms with the default arguments")
    func propertiesMatchMethods() {
        #expect(Animation.linear == .linear(duration: 0.35))
        #expect(Animation.easeIn == .easeIn(duration: 0.35))
        #expect(Animation.easeOut == .easeOut(duration: 0.35))
        #expect(Animation.easeInOut == .easeInOut(duration: 0.35))
        #expect(Animation.timingCurve(0.42, 0, 0.58, 1) == .easeInOut)
        #expect(Animation.spring == .spring(response: 0.5, dampingFraction: 0.825, blendDuration: 0))
        #expect(
            Animation.interactiveSpring
                == .interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25))
        #expect(Animation.smooth == .smooth(duration: 0.5, extraBounce: 0))
        #expect(Animation.snappy == .snappy(duration: 0.5, extraBounce: 0))
        #expect(Animation.bouncy == .bouncy(duration: 0.5, extraBounce: 0))
        #expect(Animation.default == .spring(response: 0.55, dampingFraction: 1, blendDuration: 0))
        #expect(Animation.default != .easeInOut)
    }

    @Test("Different animations are different")
    func distinct() {
        let all: [Animation] = [
            .linear, .easeIn, .easeOut, .easeInOut, .default, .spring(), .interactiveSpring(), .snappy, .bouncy,
        ]
        #expect(Set(all).count == all.count)
    }

    /// The spellings used by the seed documents compile and mean what they say.
    @Test("Seed call shapes")
    func seedCallShapes() {
        let spring = Animation.spring()
        let interactive = Animation.interactiveSpring(response: 0.15, dampingFraction: 0.86, blendDuration: 0.25)
        let linear = Animation.linear(duration: 0.5)
        let pressed = Animation.easeInOut(duration: 0.3)
        let reveal: Animation = .easeIn
        let none: Animation? = nil
        #expect(spring == .spring(response: 0.5, dampingFraction: 0.825))
        #expect(interactive == .interactiveSpring())
        #expect(linear.settlingDuration == 0.5)
        #expect(pressed.settlingDuration == 0.3)
        #expect(reveal.settlingDuration == 0.35)
        #expect(none == nil)

        var revealed = false
        withAnimation(.easeIn, { revealed = !revealed })
        #expect(revealed)
    }
}
