import Foundation
import Tactile
import TactileTestSupport
import Testing

/// `ViewModifier.concat(_:)`, `animation(_:)` and `transaction(_:)` on a modifier,
/// `ModifiedContent` equality, and `AnyView(_fromValue:)`.
@MainActor
@Suite("View modifier composition")
struct ViewModifierCompositionTests {
    private struct Inset: ViewModifier, Equatable {
        let amount: CGFloat
        func body(content: Content) -> some View { content.padding(amount) }
    }

    private struct Marked: ViewModifier, Equatable {
        func body(content: Content) -> some View { content.accessibilityIdentifier("marked") }
    }

    @Test("concat applies the first modifier, then the second")
    func concat() {
        let h = host(
            Color.red.frame(width: 10, height: 10).modifier(Inset(amount: 5).concat(Marked())), width: 100, height: 100)
        #expect(h.rect("marked").size == CGSize(width: 20, height: 20))
        let reversed = host(
            Color.red.frame(width: 10, height: 10).modifier(Marked().concat(Inset(amount: 5))), width: 100, height: 100)
        #expect(reversed.rect("marked").size == CGSize(width: 10, height: 10))
    }

    @Test("Modified content is equal when its content and modifier are")
    func equality() {
        let a = ModifiedContent(content: Inset(amount: 1), modifier: Marked())
        #expect(a == ModifiedContent(content: Inset(amount: 1), modifier: Marked()))
        #expect(a != ModifiedContent(content: Inset(amount: 2), modifier: Marked()))
    }

    @Test("A modifier with an animation or a transaction still applies its changes")
    func animatedModifier() {
        let h = host(
            Color.red.frame(width: 10, height: 10)
                .modifier(Inset(amount: 4).animation(.linear).concat(Marked().transaction { $0.animation = nil })),
            width: 100, height: 100)
        #expect(h.rect("marked").size == CGSize(width: 18, height: 18))
    }

    @Test("AnyView(_fromValue:) erases a view and refuses anything else")
    func anyViewFromValue() {
        #expect(AnyView(_fromValue: Text("x")) != nil)
        #expect(AnyView(_fromValue: 42) == nil)
    }
}
