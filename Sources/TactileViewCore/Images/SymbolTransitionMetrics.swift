import Foundation

/// The scale a symbol has when a transition symbol effect has it out: smaller for effects that
/// grow it into place (the default and `.up`), larger for `.down`, which shrinks it into place.
package enum SymbolTransitionMetrics {
    /// The scale out of place for effects that grow the symbol in: half its size, small enough to
    /// read as growing, as SF Symbols' appear effect does.
    package static let growingScale: CGFloat = 0.5
    /// The scale out of place for `.down` effects: as much larger as the growing scale is smaller.
    package static let shrinkingScale: CGFloat = 1.5

    /// The scale out of place of `effect`.
    package static func outScale(of effect: some TransitionSymbolEffect) -> CGFloat {
        let variations =
            (effect as? AppearSymbolEffect)?.variations ?? (effect as? DisappearSymbolEffect)?.variations
            ?? (effect as? ScaleSymbolEffect)?.variations ?? []
        return variations.last(where: { $0 == "up" || $0 == "down" }) == "down" ? shrinkingScale : growingScale
    }
}
