import Foundation

// The effects of Apple's Symbols framework. Each is a value naming the effect and its chosen
// variations; see ``SymbolEffect`` for what Tactile draws.

/// Scales the symbol briefly up or down and back. *No effect on Linux*: drawn still (see `SymbolEffect`).
public struct BounceSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    /// The variations chosen, in the order they were.
    let variations: [String]

    /// This effect bouncing upwards.
    public var up: BounceSymbolEffect { BounceSymbolEffect(variations: variations + ["up"]) }
    /// This effect bouncing downwards.
    public var down: BounceSymbolEffect { BounceSymbolEffect(variations: variations + ["down"]) }
    /// This effect each layer in turn.
    public var byLayer: BounceSymbolEffect { BounceSymbolEffect(variations: variations + ["byLayer"]) }
    /// This effect all layers together.
    public var wholeSymbol: BounceSymbolEffect { BounceSymbolEffect(variations: variations + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == BounceSymbolEffect {
    /// The bounce effect: scales the symbol briefly up or down and back.
    public static var bounce: BounceSymbolEffect { BounceSymbolEffect(variations: []) }
}

/// Fades the symbol's layers in and out. *No effect on Linux*: drawn still (see `SymbolEffect`).
public struct PulseSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    /// The variations chosen, in the order they were.
    let variations: [String]

    /// This effect each layer in turn.
    public var byLayer: PulseSymbolEffect { PulseSymbolEffect(variations: variations + ["byLayer"]) }
    /// This effect all layers together.
    public var wholeSymbol: PulseSymbolEffect { PulseSymbolEffect(variations: variations + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == PulseSymbolEffect {
    /// The pulse effect: fades the symbol's layers in and out.
    public static var pulse: PulseSymbolEffect { PulseSymbolEffect(variations: []) }
}

/// Lights up the symbol's variable layers in turn. *No effect on Linux*: drawn still (see `SymbolEffect`).
public struct VariableColorSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    /// The variations chosen, in the order they were.
    let variations: [String]

    /// This effect one layer at a time.
    public var iterative: VariableColorSymbolEffect {
        VariableColorSymbolEffect(variations: variations + ["iterative"])
    }
    /// This effect each layer staying lit as the next lights.
    public var cumulative: VariableColorSymbolEffect {
        VariableColorSymbolEffect(variations: variations + ["cumulative"])
    }
    /// This effect running back after reaching the end.
    public var reversing: VariableColorSymbolEffect {
        VariableColorSymbolEffect(variations: variations + ["reversing"])
    }
    /// This effect starting over after reaching the end.
    public var nonReversing: VariableColorSymbolEffect {
        VariableColorSymbolEffect(variations: variations + ["nonReversing"])
    }
    /// This effect hiding the layers that are not lit.
    public var hideInactiveLayers: VariableColorSymbolEffect {
        VariableColorSymbolEffect(variations: variations + ["hideInactiveLayers"])
    }
    /// This effect dimming the layers that are not lit.
    public var dimInactiveLayers: VariableColorSymbolEffect {
        VariableColorSymbolEffect(variations: variations + ["dimInactiveLayers"])
    }
}

extension SymbolEffect where Self == VariableColorSymbolEffect {
    /// The variableColor effect: lights up the symbol's variable layers in turn.
    public static var variableColor: VariableColorSymbolEffect { VariableColorSymbolEffect(variations: []) }
}

/// Scales the symbol up or down while active. *No effect on Linux*: drawn still (see `SymbolEffect`).
public struct ScaleSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    /// The variations chosen, in the order they were.
    let variations: [String]

    /// This effect larger.
    public var up: ScaleSymbolEffect { ScaleSymbolEffect(variations: variations + ["up"]) }
    /// This effect smaller.
    public var down: ScaleSymbolEffect { ScaleSymbolEffect(variations: variations + ["down"]) }
    /// This effect each layer in turn.
    public var byLayer: ScaleSymbolEffect { ScaleSymbolEffect(variations: variations + ["byLayer"]) }
    /// This effect all layers together.
    public var wholeSymbol: ScaleSymbolEffect { ScaleSymbolEffect(variations: variations + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == ScaleSymbolEffect {
    /// The scale effect: scales the symbol up or down while active.
    public static var scale: ScaleSymbolEffect { ScaleSymbolEffect(variations: []) }
}

/// Shows the symbol by growing its layers in. *No effect on Linux*: drawn still (see `SymbolEffect`).
public struct AppearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    /// The variations chosen, in the order they were.
    let variations: [String]

    /// This effect growing upwards.
    public var up: AppearSymbolEffect { AppearSymbolEffect(variations: variations + ["up"]) }
    /// This effect growing downwards.
    public var down: AppearSymbolEffect { AppearSymbolEffect(variations: variations + ["down"]) }
    /// This effect each layer in turn.
    public var byLayer: AppearSymbolEffect { AppearSymbolEffect(variations: variations + ["byLayer"]) }
    /// This effect all layers together.
    public var wholeSymbol: AppearSymbolEffect { AppearSymbolEffect(variations: variations + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == AppearSymbolEffect {
    /// The appear effect: shows the symbol by growing its layers in.
    public static var appear: AppearSymbolEffect { AppearSymbolEffect(variations: []) }
}

/// Hides the symbol by shrinking its layers away. *No effect on Linux*: drawn still (see `SymbolEffect`).
public struct DisappearSymbolEffect: SymbolEffect, IndefiniteSymbolEffect, TransitionSymbolEffect, Hashable {
    /// The variations chosen, in the order they were.
    let variations: [String]

    /// This effect shrinking upwards.
    public var up: DisappearSymbolEffect { DisappearSymbolEffect(variations: variations + ["up"]) }
    /// This effect shrinking downwards.
    public var down: DisappearSymbolEffect { DisappearSymbolEffect(variations: variations + ["down"]) }
    /// This effect each layer in turn.
    public var byLayer: DisappearSymbolEffect { DisappearSymbolEffect(variations: variations + ["byLayer"]) }
    /// This effect all layers together.
    public var wholeSymbol: DisappearSymbolEffect { DisappearSymbolEffect(variations: variations + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == DisappearSymbolEffect {
    /// The disappear effect: hides the symbol by shrinking its layers away.
    public static var disappear: DisappearSymbolEffect { DisappearSymbolEffect(variations: []) }
}

/// Replaces one symbol with another. *No effect on Linux*: drawn still (see `SymbolEffect`).
public struct ReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Hashable {
    /// The variations chosen, in the order they were.
    let variations: [String]

    /// This effect the old symbol leaving downwards, the new arriving upwards.
    public var downUp: ReplaceSymbolEffect { ReplaceSymbolEffect(variations: variations + ["downUp"]) }
    /// This effect both moving upwards.
    public var upUp: ReplaceSymbolEffect { ReplaceSymbolEffect(variations: variations + ["upUp"]) }
    /// This effect the old symbol vanishing, the new arriving upwards.
    public var offUp: ReplaceSymbolEffect { ReplaceSymbolEffect(variations: variations + ["offUp"]) }
    /// This effect each layer in turn.
    public var byLayer: ReplaceSymbolEffect { ReplaceSymbolEffect(variations: variations + ["byLayer"]) }
    /// This effect all layers together.
    public var wholeSymbol: ReplaceSymbolEffect { ReplaceSymbolEffect(variations: variations + ["wholeSymbol"]) }

    /// This effect morphing the shared layers of the two symbols, or playing `fallback` when
    /// they share none (Tactile: always the fallback's description).
    public func magic(fallback: ReplaceSymbolEffect) -> MagicReplaceSymbolEffect {
        MagicReplaceSymbolEffect(fallback: fallback)
    }
}

extension SymbolEffect where Self == ReplaceSymbolEffect {
    /// The replace effect: replaces one symbol with another.
    public static var replace: ReplaceSymbolEffect { ReplaceSymbolEffect(variations: []) }
}

/// Shakes the symbol to and fro. *No effect on Linux*: drawn still (see `SymbolEffect`).
public struct WiggleSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    /// The variations chosen, in the order they were.
    let variations: [String]

    /// This effect upwards.
    public var up: WiggleSymbolEffect { WiggleSymbolEffect(variations: variations + ["up"]) }
    /// This effect downwards.
    public var down: WiggleSymbolEffect { WiggleSymbolEffect(variations: variations + ["down"]) }
    /// This effect leftwards.
    public var left: WiggleSymbolEffect { WiggleSymbolEffect(variations: variations + ["left"]) }
    /// This effect rightwards.
    public var right: WiggleSymbolEffect { WiggleSymbolEffect(variations: variations + ["right"]) }
    /// This effect in the reading direction.
    public var forward: WiggleSymbolEffect { WiggleSymbolEffect(variations: variations + ["forward"]) }
    /// This effect against the reading direction.
    public var backward: WiggleSymbolEffect { WiggleSymbolEffect(variations: variations + ["backward"]) }
    /// This effect turning clockwise.
    public var clockwise: WiggleSymbolEffect { WiggleSymbolEffect(variations: variations + ["clockwise"]) }
    /// This effect turning anticlockwise.
    public var counterClockwise: WiggleSymbolEffect {
        WiggleSymbolEffect(variations: variations + ["counterClockwise"])
    }
    /// This effect each layer in turn.
    public var byLayer: WiggleSymbolEffect { WiggleSymbolEffect(variations: variations + ["byLayer"]) }
    /// This effect all layers together.
    public var wholeSymbol: WiggleSymbolEffect { WiggleSymbolEffect(variations: variations + ["wholeSymbol"]) }

    /// This effect shaking along `angle` (measured from the leading edge).
    public func custom(angle: Angle) -> WiggleSymbolEffect {
        WiggleSymbolEffect(variations: variations + ["angle \(angle.degrees)"])
    }
}

extension SymbolEffect where Self == WiggleSymbolEffect {
    /// The wiggle effect: shakes the symbol to and fro.
    public static var wiggle: WiggleSymbolEffect { WiggleSymbolEffect(variations: []) }
}

/// Turns the symbol (or its rotating layers). *No effect on Linux*: drawn still (see `SymbolEffect`).
public struct RotateSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    /// The variations chosen, in the order they were.
    let variations: [String]

    /// This effect clockwise.
    public var clockwise: RotateSymbolEffect { RotateSymbolEffect(variations: variations + ["clockwise"]) }
    /// This effect anticlockwise.
    public var counterClockwise: RotateSymbolEffect {
        RotateSymbolEffect(variations: variations + ["counterClockwise"])
    }
    /// This effect each layer in turn.
    public var byLayer: RotateSymbolEffect { RotateSymbolEffect(variations: variations + ["byLayer"]) }
    /// This effect all layers together.
    public var wholeSymbol: RotateSymbolEffect { RotateSymbolEffect(variations: variations + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == RotateSymbolEffect {
    /// The rotate effect: turns the symbol (or its rotating layers).
    public static var rotate: RotateSymbolEffect { RotateSymbolEffect(variations: []) }
}

/// Scales the symbol gently in and out. *No effect on Linux*: drawn still (see `SymbolEffect`).
public struct BreatheSymbolEffect: SymbolEffect, DiscreteSymbolEffect, IndefiniteSymbolEffect, Hashable {
    /// The variations chosen, in the order they were.
    let variations: [String]

    /// This effect scaling only.
    public var plain: BreatheSymbolEffect { BreatheSymbolEffect(variations: variations + ["plain"]) }
    /// This effect scaling and fading.
    public var pulse: BreatheSymbolEffect { BreatheSymbolEffect(variations: variations + ["pulse"]) }
    /// This effect each layer in turn.
    public var byLayer: BreatheSymbolEffect { BreatheSymbolEffect(variations: variations + ["byLayer"]) }
    /// This effect all layers together.
    public var wholeSymbol: BreatheSymbolEffect { BreatheSymbolEffect(variations: variations + ["wholeSymbol"]) }
}

extension SymbolEffect where Self == BreatheSymbolEffect {
    /// The breathe effect: scales the symbol gently in and out.
    public static var breathe: BreatheSymbolEffect { BreatheSymbolEffect(variations: []) }
}

/// A replacement that morphs the layers two symbols share. *No effect on Linux*: drawn still (see
/// `SymbolEffect`).
public struct MagicReplaceSymbolEffect: SymbolEffect, ContentTransitionSymbolEffect, Hashable {
    /// The effect played when the symbols share no layers.
    let fallback: ReplaceSymbolEffect
    /// This effect for each layer in turn.
    public var byLayer: MagicReplaceSymbolEffect { self }
    /// This effect for all layers together.
    public var wholeSymbol: MagicReplaceSymbolEffect { self }
}

/// The effect the system picks for the change. *No effect on Linux*: drawn still (see `SymbolEffect`).
public struct AutomaticSymbolEffect: SymbolEffect, TransitionSymbolEffect, ContentTransitionSymbolEffect, Hashable {}

extension SymbolEffect where Self == AutomaticSymbolEffect {
    /// The effect the system picks for the change.
    public static var automatic: AutomaticSymbolEffect { AutomaticSymbolEffect() }
}
