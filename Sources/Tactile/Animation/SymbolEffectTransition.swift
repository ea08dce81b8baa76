import Foundation

/// A transition that shows or hides a view the way a symbol effect shows or hides a symbol
/// (`.transition(.symbolEffect(.appear))`), SwiftUI's `SymbolEffectTransition`.
///
/// Tactile's symbol drawings have no layers to move one by one (see `SymbolEffect`), so the view
/// scales and fades as a whole: from half its size as it comes (from 1.5 times with a `.down`
/// effect), back there as it goes.
public struct SymbolEffectTransition: Transition, PlayedTransition, Sendable {
    /// The scale of the view when out.
    let outScale: CGFloat
    /// How the effect plays (kept; the transition's animation sets its pace).
    let options: SymbolEffectOptions

    /// A transition that plays `effect` with `options`.
    public init<T: SymbolEffect & TransitionSymbolEffect>(effect: T, options: SymbolEffectOptions) {
        outScale = SymbolTransitionMetrics.outScale(of: effect)
        self.options = options
    }

    /// The content, scaled and transparent out of `TransitionPhase/identity`.
    public func body(content: Content, phase: TransitionPhase) -> some View {
        content
            .scaleEffect(phase.isIdentity ? 1 : outScale)
            .opacity(phase.isIdentity ? 1 : 0)
    }

    /// The transition scales the view (it moves).
    public static let properties = TransitionProperties()

    nonisolated var kind: AnyTransition.Kind { .combined(.scale(outScale, anchor: .center), .opacity) }
}

extension Transition where Self == SymbolEffectTransition {
    /// A transition that shows and hides the view as `effect` shows and hides a symbol.
    public static func symbolEffect<T: SymbolEffect & TransitionSymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> SymbolEffectTransition {
        SymbolEffectTransition(effect: effect, options: options)
    }

    /// The automatic symbol transition: the appear effect.
    public static var symbolEffect: SymbolEffectTransition { symbolEffect(.appear) }
}
