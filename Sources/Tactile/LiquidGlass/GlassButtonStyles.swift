import Foundation

/// A button style that puts the label on Liquid Glass, as SwiftUI's `GlassButtonStyle`
/// (`.buttonStyle(.glass)`): the label in the tint on a capsule of glass, unless
/// `buttonBorderShape(_:)` names another shape, dimmed while pressed.
///
/// *Approximation*: the glass is drawn as ``Glass`` describes.
public struct GlassButtonStyle: PrimitiveButtonStyle {
    let glass: Glass

    /// The glass style, with regular glass.
    nonisolated public init() { self.glass = .regular }

    /// The glass style, with `glass` (a variant or a tint: `.buttonStyle(.glass(.clear))`).
    nonisolated public init(_ glass: Glass) { self.glass = glass }

    /// A glass button with the standard press tracking.
    public func makeBody(configuration: Configuration) -> some View {
        let glass = glass
        return PressableButton(configuration: configuration) { configuration in
            AnyView(
                ControlEnvironmentReader { environment in
                    GlassButtonLook(
                        configuration: configuration, environment: environment, glass: glass, isProminent: false)
                })
        }
    }
}

/// A button style that puts a white label on glass tinted with the tint, as SwiftUI's
/// `GlassProminentButtonStyle` (`.buttonStyle(.glassProminent)`), the glass counterpart of
/// `borderedProminent`.
///
/// *Approximation*: the glass is drawn as ``Glass`` describes, its tint nearly opaque.
public struct GlassProminentButtonStyle: PrimitiveButtonStyle {
    /// The prominent glass style.
    nonisolated public init() {}

    /// A prominent glass button with the standard press tracking.
    public func makeBody(configuration: Configuration) -> some View {
        PressableButton(configuration: configuration) { configuration in
            AnyView(
                ControlEnvironmentReader { environment in
                    GlassButtonLook(
                        configuration: configuration, environment: environment, glass: .regular, isProminent: true)
                })
        }
    }
}

/// The look of the glass button styles: the label padded as the bordered styles' on glass in the
/// button's border shape (a capsule where the shape is automatic, as on iOS 26).
struct GlassButtonLook: View {
    let configuration: ButtonStyleConfiguration
    let environment: EnvironmentValues
    let glass: Glass
    let isProminent: Bool

    var body: some View {
        let tint = configuration.role == .destructive ? Color.red : environment.resolvedControlTint
        let label: Color = !environment.isEnabled ? .gray : isProminent ? .white : tint
        let shape =
            environment.buttonBorderShape == .automatic ? ButtonBorderShape.capsule : environment.buttonBorderShape
        let surface = isProminent ? glass.tint(environment.isEnabled ? tint : .gray) : glass
        configuration.label
            .modifier(DefaultForegroundModifier(color: label))
            .padding(.horizontal, GlassConstants.buttonHorizontalPadding)
            .padding(.vertical, GlassConstants.buttonVerticalPadding)
            .modifier(
                GlassEffectModifier(
                    glass: surface, shape: ButtonBorder(shape: shape),
                    tintOpacity: isProminent ? GlassConstants.prominentTintOpacity : GlassConstants.tintOpacity)
            )
            .opacity(configuration.isPressed ? ControlConstants.pressedOpacity : 1)
    }
}

extension PrimitiveButtonStyle where Self == GlassButtonStyle {
    /// The label on Liquid Glass.
    nonisolated public static var glass: GlassButtonStyle { GlassButtonStyle() }

    /// The label on the given Liquid Glass (`.buttonStyle(.glass(.clear))`).
    nonisolated public static func glass(_ glass: Glass) -> GlassButtonStyle { GlassButtonStyle(glass) }
}

extension PrimitiveButtonStyle where Self == GlassProminentButtonStyle {
    /// A white label on Liquid Glass tinted with the tint.
    nonisolated public static var glassProminent: GlassProminentButtonStyle { GlassProminentButtonStyle() }
}
