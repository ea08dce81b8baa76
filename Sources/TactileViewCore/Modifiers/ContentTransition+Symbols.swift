import Foundation

extension ContentTransition {
    /// A transition that replaces one symbol with another as `effect` does. Tactile's symbol
    /// drawings have no layers to move apart (see `SymbolEffect`), so the old symbol cross-fades
    /// into the new, as `opacity` does; `options` are kept with the effect.
    public static func symbolEffect<T: ContentTransitionSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default
    ) -> ContentTransition {
        ContentTransition(kind: .opacity)
    }

    /// The automatic symbol replacement: a cross-fade (see `symbolEffect(_:options:)`).
    public static var symbolEffect: ContentTransition { ContentTransition(kind: .opacity) }
}
