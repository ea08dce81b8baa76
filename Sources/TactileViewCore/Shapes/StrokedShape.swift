import Foundation

/// A shape's outline, stroked, as a shape of its own: what `stroke(lineWidth:)` and
/// `stroke(style:)` return, as SwiftUI's `_StrokedShape` is.
///
/// Being a shape, it can be filled, stroked again, clipped to or trimmed like any other:
/// `Rectangle().stroke(lineWidth: 20).fill(LinearGradient(…))` paints the 20-point frame with the
/// gradient. Its path is the outline of the stroke (`Path.strokedPath(_:)`); drawn as a view, it
/// is drawn as a stroke of the original shape, so renderers keep a true line.
public struct _StrokedShape<S: Shape>: Shape {
    /// The shape whose outline is stroked.
    public var shape: S
    /// The stroke's geometry.
    public var style: StrokeStyle

    /// `shape`'s outline stroked with `style`.
    nonisolated public init(shape: S, style: StrokeStyle) {
        self.shape = shape
        self.style = style
    }

    /// The region the stroke covers in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        shape.path(in: rect).strokedPath(style)
    }

    /// The stroked shape's size is the shape's own.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        shape.sizeThatFits(proposal)
    }

    /// The shape's animatable data and the stroke's.
    nonisolated public var animatableData: AnimatablePair<S.AnimatableData, StrokeStyle.AnimatableData> {
        get { AnimatablePair(shape.animatableData, style.animatableData) }
        set {
            shape.animatableData = newValue.first
            style.animatableData = newValue.second
        }
    }
}

/// A shape that is another shape's stroke, so that a view filling it can draw the stroke itself.
protocol StrokedOutline {
    /// The node drawing the original shape's outline stroked with `paint`.
    @MainActor func strokeNode(paint: ResolvedStyle, _ inputs: ResolveInputs) -> ViewNode
}

extension _StrokedShape: StrokedOutline {
    @MainActor func strokeNode(paint: ResolvedStyle, _ inputs: ResolveInputs) -> ViewNode {
        inputs.node(
            ShapeContent(
                shape, fill: nil, eoFill: false, stroke: ShapeStroke(paint: paint, style: style.drawn),
                layoutDirection: inputs.environment.layoutDirection))
    }
}
