import Foundation

/// Symbol effects on the symbols in a subtree. *No effect on Linux*: the symbols are drawn still
/// (see `SymbolEffect`), and the view is returned as it was.
extension View {
    /// Plays `effect` on the symbols here while `isActive` is true.
    nonisolated public func symbolEffect<T: IndefiniteSymbolEffect & SymbolEffect>(
        _ effect: T, options: SymbolEffectOptions = .default, isActive: Bool = true
    ) -> some View {
        self
    }

    /// Plays `effect` once on the symbols here each time `value` changes.
    nonisolated public func symbolEffect<T: DiscreteSymbolEffect & SymbolEffect, U: Equatable>(
        _ effect: T, options: SymbolEffectOptions = .default, value: U
    ) -> some View {
        self
    }

    /// Turns the symbol effects in this subtree off (or back on).
    nonisolated public func symbolEffectsRemoved(_ isEnabled: Bool = true) -> some View { self }
}
