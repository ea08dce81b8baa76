import Foundation

/// The configuration of iOS 26's Liquid Glass material, given to `glassEffect(_:in:)`
/// and the glass button styles, as SwiftUI's `Glass`.
///
/// ```swift
/// Text("Hello").padding().glassEffect(.regular.tint(.orange).interactive())
/// ```
///
/// *Approximation* on Linux: glass is drawn as a frosted fill of its shape with the tint over it,
/// a bright rim and a faint shadow (`GlassConstants`); it does not blur or bend what lies
/// behind it, and interactive glass does not react to touches.
public struct Glass: Equatable, Sendable {
    /// The material's variants.
    enum Variant: Equatable, Sendable {
        case regular, clear, identity
    }

    let variant: Variant
    /// The colour laid over the glass, if any.
    let tintColor: Color?
    /// Whether the glass was asked to react to touches (kept; see the type's discussion).
    let isInteractive: Bool

    /// The standard glass: frosted enough to keep what is on it legible.
    nonisolated public static var regular: Glass { Glass(variant: .regular, tintColor: nil, isInteractive: false) }

    /// Highly transparent glass, for controls over photos, maps and video.
    nonisolated public static var clear: Glass { Glass(variant: .clear, tintColor: nil, isInteractive: false) }

    /// No glass: the content is drawn as if no glass effect were applied, for turning the effect
    /// off conditionally.
    nonisolated public static var identity: Glass { Glass(variant: .identity, tintColor: nil, isInteractive: false) }

    /// This glass tinted with `color` (`nil` takes a tint away).
    nonisolated public func tint(_ color: Color?) -> Glass {
        Glass(variant: variant, tintColor: color, isInteractive: isInteractive)
    }

    /// This glass, reacting to touches when `isEnabled`. *Kept, with no effect* on Linux: the
    /// glass is drawn the same while pressed.
    nonisolated public func interactive(_ isEnabled: Bool = true) -> Glass {
        Glass(variant: variant, tintColor: tintColor, isInteractive: isEnabled)
    }
}
