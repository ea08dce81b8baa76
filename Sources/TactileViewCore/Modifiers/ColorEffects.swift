import Foundation

/// A colour effect on everything a subtree draws: one ``ColorMatrix``, composed with the effects
/// around it (inner effects apply first) and written to SVG as an `feColorMatrix` filter.
struct ColorEffectContent: NodeContentModifier {
    let name: String
    let matrix: ColorMatrix
    var kindName: String { name }
    var isLayoutNeutral: Bool { true }

    func applyEffect(to state: inout RenderState, node: ViewNode) {
        // The walk goes outside in, so what is already there applies after this effect.
        state.colorMatrix = state.colorMatrix.map { $0.concatenating(matrix) } ?? matrix
    }
}

extension View {
    /// Changes the saturation of this view: 0 grey, 1 unchanged, above 1 more saturated.
    nonisolated public func saturation(_ amount: Double) -> some View {
        colorEffect("saturation", .saturation(amount))
    }

    /// Removes `amount` (0…1) of this view's colour: 1 is fully grey.
    nonisolated public func grayscale(_ amount: Double) -> some View {
        colorEffect("grayscale", .saturation(1 - min(max(amount, 0), 1)))
    }

    /// Brightens this view by adding `amount` (-1…1) to each colour component.
    nonisolated public func brightness(_ amount: Double) -> some View {
        colorEffect("brightness", .linear(slope: 1, intercept: amount))
    }

    /// Changes this view's contrast: 1 unchanged, 0 all mid grey, negative inverts.
    nonisolated public func contrast(_ amount: Double) -> some View {
        colorEffect("contrast", .linear(slope: amount, intercept: (1 - amount) / 2))
    }

    /// Multiplies each colour of this view by `color`, component by component.
    nonisolated public func colorMultiply(_ color: Color) -> some View {
        colorEffect("colorMultiply", .scale(color.red, color.green, color.blue, color.alpha))
    }

    /// Inverts the colours of this view.
    nonisolated public func colorInvert() -> some View {
        colorEffect("colorInvert", .linear(slope: -1, intercept: 1))
    }

    /// Rotates the hue of this view's colours by `angle`.
    nonisolated public func hueRotation(_ angle: Angle) -> some View {
        colorEffect("hueRotation", .hueRotation(degrees: angle.degrees))
    }

    /// Turns this view into black, as opaque as each point is light (a mask from its luminance).
    nonisolated public func luminanceToAlpha() -> some View {
        colorEffect("luminanceToAlpha", .luminanceToAlpha)
    }

    nonisolated private func colorEffect(_ name: String, _ matrix: ColorMatrix) -> some View {
        modifier(ColorEffectContent(name: name, matrix: matrix))
    }
}
