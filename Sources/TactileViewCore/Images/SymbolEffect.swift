import Foundation

/// An animation a symbol can play, Apple's `SymbolEffect` (from the Symbols framework, which
/// SwiftUI re-exports; Tactile declares its effects itself so such code compiles).
///
/// *No effect on Linux*: SF Symbols' effects move the layers of a symbol's vector drawing
/// (bars of a wave bounce in turn, a slash draws across); Tactile's symbol drawings have no such
/// layers, so `View/symbolEffect(_:options:isActive:)` and
/// `View/symbolEffect(_:options:value:)` draw the symbol still.
public protocol SymbolEffect: Sendable {}

/// An effect that plays for as long as it is active (`symbolEffect(_:options:isActive:)`).
public protocol IndefiniteSymbolEffect: SymbolEffect {}

/// An effect that plays once each time a value changes (`symbolEffect(_:options:value:)`).
public protocol DiscreteSymbolEffect: SymbolEffect {}

/// An effect that shows or hides a symbol (a transition).
public protocol TransitionSymbolEffect: SymbolEffect {}

/// An effect that replaces one symbol with another (a content transition).
public protocol ContentTransitionSymbolEffect: SymbolEffect {}

/// How a symbol effect plays: its speed and how often it repeats, Apple's `SymbolEffectOptions`.
/// Stored with the effect; see `SymbolEffect` for what is drawn.
public struct SymbolEffectOptions: Hashable, Sendable {
    /// How often an effect repeats.
    public struct RepeatBehavior: Hashable, Sendable {
        /// How many times (`nil`: without end).
        let count: Int?
        /// The pause between repeats, in seconds.
        let delay: Double?
        /// Whether the effect runs on without pausing between repeats.
        let isContinuous: Bool

        /// Repeats with pauses between, without end.
        public static let periodic = RepeatBehavior(count: nil, delay: nil, isContinuous: false)
        /// Repeats without pauses, without end.
        public static let continuous = RepeatBehavior(count: nil, delay: nil, isContinuous: true)

        /// Repeats `count` times (`nil`: without end), `delay` seconds apart.
        public static func periodic(_ count: Int? = nil, delay: Double? = nil) -> RepeatBehavior {
            RepeatBehavior(count: count, delay: delay, isContinuous: false)
        }
    }

    /// The speed multiplier (1: the effect's own).
    var speedFactor: Double = 1
    /// How it repeats (`nil`: the effect's own habit).
    var repetition: RepeatBehavior?
    /// Whether repeating was turned off.
    var isNonRepeating = false

    /// The effect's own speed and repetition.
    public static let `default` = SymbolEffectOptions()
    /// Repeats without end.
    public static let repeating = SymbolEffectOptions(repetition: .periodic)
    /// Plays once.
    public static let nonRepeating = SymbolEffectOptions(isNonRepeating: true)

    /// The default options at `speed` times the effect's speed.
    public static func speed(_ speed: Double) -> SymbolEffectOptions { SymbolEffectOptions.default.speed(speed) }

    /// The default options repeating `count` times (`nil`: without end).
    public static func `repeat`(_ count: Int?) -> SymbolEffectOptions { SymbolEffectOptions.default.repeat(count) }

    /// The default options repeating as `behavior` says.
    public static func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        SymbolEffectOptions.default.repeat(behavior)
    }

    /// These options repeating without end.
    public var repeating: SymbolEffectOptions { self.repeat(.periodic) }

    /// These options playing once.
    public var nonRepeating: SymbolEffectOptions {
        var o = self
        o.repetition = nil
        o.isNonRepeating = true
        return o
    }

    /// These options at `speed` times the effect's speed.
    public func speed(_ speed: Double) -> SymbolEffectOptions {
        var o = self
        o.speedFactor = speed
        return o
    }

    /// These options repeating `count` times (`nil`: without end).
    public func `repeat`(_ count: Int?) -> SymbolEffectOptions { self.repeat(.periodic(count)) }

    /// These options repeating as `behavior` says.
    public func `repeat`(_ behavior: RepeatBehavior) -> SymbolEffectOptions {
        var o = self
        o.repetition = behavior
        o.isNonRepeating = false
        return o
    }
}
