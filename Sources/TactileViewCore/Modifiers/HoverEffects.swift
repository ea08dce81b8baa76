import Foundation

// iPadOS pointer hover effects (a highlight or a lift under a trackpad or mouse pointer). The
// system draws them over the view; Tactile's renderers draw no pointer effects, so every symbol
// here is declared so that SwiftUI code compiles, and changes nothing.

/// A hover effect built from others, SwiftUI's `CustomHoverEffect`. *No effect on Linux*: Tactile
/// draws no pointer hover effects.
public protocol CustomHoverEffect {
    /// The effect this one is made of.
    associatedtype Body: CustomHoverEffect
    /// What an effect's body builds on.
    typealias Content = EmptyHoverEffect
    /// The effect this one is made of, built on `content`.
    func body(content: Content) -> Body
}

/// Primitive hover effects. *No effect on Linux*: Tactile draws no pointer hover effects.
extension CustomHoverEffect where Body == Never {
    /// A primitive effect has no body; calling this is a programming error.
    public func body(content: Content) -> Never { fatalError("\(Self.self) is a primitive hover effect") }
}

/// Modifiers of hover effects. *No effect on Linux*: Tactile draws no pointer hover effects.
extension CustomHoverEffect {
    /// This effect, disabled when `isDisabled`.
    public func hoverEffectDisabled(_ isDisabled: Bool = true) -> some CustomHoverEffect { self }
}

extension Never: CustomHoverEffect {
    /// Never has no body.
    public typealias Body = Never
}

/// The effect that does nothing, the base of every effect's body. *No effect on Linux*: Tactile
/// draws no pointer hover effects.
public struct EmptyHoverEffect: CustomHoverEffect {
    /// An empty effect.
    public init() {}
    /// A primitive effect.
    public typealias Body = Never
}

/// The platform's default hover effect. *No effect on Linux*: Tactile draws no pointer hover effects.
public struct AutomaticHoverEffect: CustomHoverEffect {
    /// The default effect.
    public init() {}
    /// The effect itself, as `content`.
    public func body(content: Content) -> some CustomHoverEffect { content }
}

/// A highlight that follows the pointer over the view. *No effect on Linux*: Tactile draws no
/// pointer hover effects.
public struct HighlightHoverEffect: CustomHoverEffect {
    /// A highlight effect.
    public init() {}
    /// The effect itself, as `content`.
    public func body(content: Content) -> some CustomHoverEffect { content }
}

/// A lift that raises the view under the pointer. *No effect on Linux*: Tactile draws no pointer
/// hover effects.
public struct LiftHoverEffect: CustomHoverEffect {
    /// A lift effect.
    public init() {}
    /// The effect itself, as `content`.
    public func body(content: Content) -> some CustomHoverEffect { content }
}

/// The named effects. *No effect on Linux*: Tactile draws no pointer hover effects.
extension CustomHoverEffect where Self == AutomaticHoverEffect {
    /// The platform's default effect.
    public static var automatic: AutomaticHoverEffect { AutomaticHoverEffect() }
}

/// The named effects. *No effect on Linux*: Tactile draws no pointer hover effects.
extension CustomHoverEffect where Self == HighlightHoverEffect {
    /// A highlight under the pointer.
    public static var highlight: HighlightHoverEffect { HighlightHoverEffect() }
}

/// The named effects. *No effect on Linux*: Tactile draws no pointer hover effects.
extension CustomHoverEffect where Self == LiftHoverEffect {
    /// A lift under the pointer.
    public static var lift: LiftHoverEffect { LiftHoverEffect() }
}

/// A hover effect as a value, SwiftUI's `HoverEffect`. *No effect on Linux*: Tactile draws no
/// pointer hover effects.
public struct HoverEffect: CustomHoverEffect, Sendable {
    private enum Kind: Sendable { case automatic, highlight, lift, custom }
    private let kind: Kind

    private init(kind: Kind) { self.kind = kind }

    /// `effect` as a value.
    public init<E: CustomHoverEffect>(_ effect: E) { kind = .custom }

    /// The platform's default effect.
    public static let automatic = HoverEffect(kind: .automatic)
    /// A highlight under the pointer.
    public static let highlight = HoverEffect(kind: .highlight)
    /// A lift under the pointer.
    public static let lift = HoverEffect(kind: .lift)
    /// A primitive effect.
    public typealias Body = Never
}

/// Hover effects on views. *No effect on Linux*: Tactile draws no pointer hover effects (a mouse
/// pointer's hover is reported by `onHover` and `onContinuousHover`).
extension View {
    /// Shows `effect` when a pointer hovers over this view, if `isEnabled`.
    nonisolated public func hoverEffect(_ effect: some CustomHoverEffect = .automatic, isEnabled: Bool = true)
        -> some View
    { self }

    /// Shows `effect` when a pointer hovers over this view.
    @_disfavoredOverload
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic) -> some View { self }

    /// Shows `effect` when a pointer hovers over this view, if `isEnabled`.
    @_disfavoredOverload
    nonisolated public func hoverEffect(_ effect: HoverEffect = .automatic, isEnabled: Bool = true) -> some View {
        self
    }
}
