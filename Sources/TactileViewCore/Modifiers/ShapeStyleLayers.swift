import Foundation

/// A shape style drawn as a view filling its frame: a ``Color`` as the colour view itself, any
/// other style as a rectangle filled with it.
struct ShapeStyleLayer<Style: ShapeStyle>: View {
    let style: Style
    typealias Body = Never
}

extension ShapeStyleLayer: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        if let color = style as? Color { return color.makeNodes(inputs) }
        return Rectangle().fill(style).makeNodes(inputs)
    }
}

extension View {
    /// Fills the view's frame behind it with `style` (`.background(.white)`,
    /// `.background(.ultraThinMaterial)`, `.background(.blue.gradient)`).
    ///
    /// `edges` names the safe-area edges the fill extends past; hosts have no safe area unless they
    /// set one, so it fills exactly the view's frame.
    nonisolated public func background<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all)
        -> some View
    {
        modifier(SecondaryLayerModifier(layer: ShapeStyleLayer(style: style), alignment: .center, isBackground: true))
    }

    /// Fills `shape`, in the view's frame, behind the view with `style`.
    nonisolated public func background<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    ) -> some View {
        modifier(
            SecondaryLayerModifier(layer: shape.fill(style, style: fillStyle), alignment: .center, isBackground: true))
    }

    /// Fills `shape`, in the view's frame, behind the view with the background style.
    nonisolated public func background<T: Shape>(in shape: T, fillStyle: FillStyle = FillStyle()) -> some View {
        background(BackgroundStyle(), in: shape, fillStyle: fillStyle)
    }

    /// Covers the view's frame with `style`, in front of the view.
    nonisolated public func overlay<S: ShapeStyle>(_ style: S, ignoresSafeAreaEdges edges: Edge.Set = .all) -> some View
    {
        modifier(SecondaryLayerModifier(layer: ShapeStyleLayer(style: style), alignment: .center, isBackground: false))
    }

    /// Fills `shape`, in the view's frame, in front of the view with `style`.
    nonisolated public func overlay<S: ShapeStyle, T: Shape>(
        _ style: S, in shape: T, fillStyle: FillStyle = FillStyle()
    )
        -> some View
    {
        modifier(
            SecondaryLayerModifier(layer: shape.fill(style, style: fillStyle), alignment: .center, isBackground: false))
    }
}
