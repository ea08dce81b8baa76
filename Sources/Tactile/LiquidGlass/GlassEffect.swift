import Foundation

/// The shape glass takes where none is given: a capsule, as SwiftUI's `DefaultGlassEffectShape`.
public struct DefaultGlassEffectShape: Shape {
    /// The default glass shape.
    nonisolated public init() {}

    /// A capsule filling `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Capsule().path(in: rect) }
}

/// How glass appears and disappears when views with glass are added or removed, as SwiftUI's
/// `GlassEffectTransition`. *Kept, with no effect* on Linux: glass comes and goes with its view's
/// own transition.
public struct GlassEffectTransition: Equatable, Sendable {
    enum Kind: Equatable, Sendable {
        case matchedGeometry, materialize, identity
    }

    let kind: Kind

    /// Glass morphs from or into the glass with the same `glassEffectID(_:in:)`.
    nonisolated public static var matchedGeometry: GlassEffectTransition {
        GlassEffectTransition(kind: .matchedGeometry)
    }

    /// Glass fades in or out as the material forms.
    nonisolated public static var materialize: GlassEffectTransition { GlassEffectTransition(kind: .materialize) }

    /// No change: the glass appears and disappears at once.
    nonisolated public static var identity: GlassEffectTransition { GlassEffectTransition(kind: .identity) }
}

extension View {
    /// Draws Liquid Glass behind this view, filling `shape` over the view's bounds (padding
    /// included), as SwiftUI's `glassEffect(_:in:)`: a capsule of regular glass by default.
    ///
    /// ```swift
    /// Image(systemName: "pencil").frame(width: 44, height: 44).glassEffect(in: .circle)
    /// ```
    ///
    /// *Approximation*: see ``Glass``. ``Glass/identity`` draws nothing.
    nonisolated public func glassEffect(_ glass: Glass = .regular, in shape: some Shape = DefaultGlassEffectShape())
        -> some View
    {
        modifier(GlassEffectModifier(glass: glass, shape: shape, tintOpacity: GlassConstants.tintOpacity))
    }

    /// Names the glass of this view for morphing between views inside a ``GlassEffectContainer``.
    /// *Accepted, with no effect* on Linux: glass does not morph; each view's glass is drawn where
    /// the view is.
    nonisolated public func glassEffectID(_ id: (some Hashable & Sendable)?, in namespace: Namespace.ID) -> some View {
        self
    }

    /// Joins the glass of this view into one shape with the other glass of the same `id`.
    /// *Accepted, with no effect* on Linux: each view's glass is drawn on its own.
    nonisolated public func glassEffectUnion(id: (some Hashable & Sendable)?, namespace: Namespace.ID) -> some View {
        self
    }

    /// How the glass of this view appears and disappears. *Accepted, with no effect* on Linux
    /// (see ``GlassEffectTransition``).
    nonisolated public func glassEffectTransition(_ transition: GlassEffectTransition) -> some View {
        self
    }
}

/// Draws a `GlassSurface` behind the content, or nothing for identity glass.
struct GlassEffectModifier<S: Shape>: ViewModifier {
    let glass: Glass
    let shape: S
    let tintOpacity: Double

    @ViewBuilder
    func body(content: Content) -> some View {
        if glass.variant == .identity {
            content
        } else {
            content.background { GlassSurface(glass: glass, shape: shape, tintOpacity: tintOpacity) }
        }
    }
}

/// Glass as Tactile draws it: a frosted fill of the shape, the tint over it, a bright rim and a
/// faint shadow (`GlassConstants`).
struct GlassSurface<S: Shape>: View {
    let glass: Glass
    let shape: S
    let tintOpacity: Double

    var body: some View {
        let frost = glass.variant == .clear ? GlassConstants.clearOpacity : GlassConstants.regularOpacity
        ZStack {
            shape.fill(Color.white.opacity(frost))
            if let tint = glass.tintColor {
                shape.fill(tint.opacity(tintOpacity))
            }
            shape.stroke(Color.white.opacity(GlassConstants.edgeOpacity), lineWidth: GlassConstants.edgeWidth)
        }
        .compositingGroup()
        .shadow(
            color: .black.opacity(GlassConstants.shadowOpacity), radius: GlassConstants.shadowRadius, x: 0,
            y: GlassConstants.shadowOffset)
    }
}
