import Foundation

/// A view that draws a shape, SwiftUI 5's `ShapeView`: a filled or stroked shape that can be
/// filled or stroked again, each layer over the one before
/// (`Circle().fill(.red).stroke(.blue, lineWidth: 2)`).
public protocol ShapeView<Content>: View {
    /// The shape drawn.
    associatedtype Content: Shape
    /// The shape drawn.
    nonisolated var shape: Content { get }
}

extension _ShapeView: ShapeView {}

/// A shape filled with a style over another view of the same shape, SwiftUI's `FillShapeView`.
public struct FillShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape.
    public var shape: Content
    /// The fill.
    public var style: Style
    /// The fill rule.
    public var fillStyle: FillStyle
    /// The view drawn behind the fill, at the same frame (`EmptyView`: none).
    nonisolated(unsafe) public var background: Background

    /// `shape` filled with `style` over `background`.
    nonisolated public init(shape: Content, style: Style, fillStyle: FillStyle, background: Background) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
        self.background = background
    }
    /// A shape view is primitive.
    public typealias Body = Never
}

extension FillShapeView: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        layered(_ShapeView(shape: shape, style: style, fillStyle: fillStyle), over: background, inputs)
    }
}

/// A shape's outline stroked with a style over another view of the same shape, SwiftUI's
/// `StrokeShapeView`.
public struct StrokeShapeView<Content: Shape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape.
    public var shape: Content
    /// The stroke's paint.
    public var style: Style
    /// The stroke's geometry.
    public var strokeStyle: StrokeStyle
    /// Whether edges are smoothed. *Accepted*: the renderers always smooth edges.
    public var isAntialiased: Bool
    /// The view drawn behind the stroke, at the same frame (`EmptyView`: none).
    nonisolated(unsafe) public var background: Background

    /// `shape`'s outline stroked with `style` over `background`.
    nonisolated public init(
        shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background
    ) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
    /// A shape view is primitive.
    public typealias Body = Never
}

extension StrokeShapeView: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        layered(_StrokedShapeView(shape: shape, style: style, strokeStyle: strokeStyle), over: background, inputs)
    }
}

/// A shape's outline stroked inside its frame over another view of the same shape, SwiftUI's
/// `StrokeBorderShapeView`.
public struct StrokeBorderShapeView<Content: InsettableShape, Style: ShapeStyle, Background: View>: ShapeView {
    /// The shape.
    public var shape: Content
    /// The stroke's paint.
    public var style: Style
    /// The stroke's geometry.
    public var strokeStyle: StrokeStyle
    /// Whether edges are smoothed. *Accepted*: the renderers always smooth edges.
    public var isAntialiased: Bool
    /// The view drawn behind the stroke, at the same frame (`EmptyView`: none).
    nonisolated(unsafe) public var background: Background

    /// `shape`'s outline stroked inside its frame with `style` over `background`.
    nonisolated public init(
        shape: Content, style: Style, strokeStyle: StrokeStyle, isAntialiased: Bool, background: Background
    ) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
        self.isAntialiased = isAntialiased
        self.background = background
    }
    /// A shape view is primitive.
    public typealias Body = Never
}

extension StrokeBorderShapeView: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        // Inset by half the line, so that the line's outer edge lies on the frame.
        let inset = shape.inset(by: strokeStyle.drawn.lineWidth / 2)
        return layered(
            _StrokedShapeView(shape: inset, style: style, strokeStyle: strokeStyle), over: background, inputs)
    }
}

/// The nodes of `layer` drawn over `background` at the same frame; `layer` alone over an
/// `EmptyView`.
@MainActor
private func layered<Layer: View, Background: View>(
    _ layer: Layer, over background: Background, _ inputs: ResolveInputs
)
    -> [ViewNode]
{
    if Background.self == EmptyView.self { return inputs.graph.resolve(layer, inputs) }
    return inputs.graph.resolve(
        background.modifier(SecondaryLayerModifier(layer: layer, alignment: .center, isBackground: false)), inputs)
}

extension Shape {
    /// Strokes the outline with `content` and a full stroke style (`antialiased` is accepted;
    /// edges are always smoothed).
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Self, S, EmptyView>
    {
        StrokeShapeView(
            shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Strokes the outline with `content`, `lineWidth` wide, centred on the outline.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Self, S, EmptyView>
    {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension InsettableShape {
    /// Strokes the outline with `content` drawn inside the shape's frame: the shape is inset by
    /// half the line width, so the line's outer edge lies on the frame.
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        StrokeBorderShapeView(
            shape: self, style: content, strokeStyle: style, isAntialiased: antialiased, background: EmptyView())
    }

    /// Strokes the outline with `content`, `lineWidth` wide, inside the shape's frame.
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Self, S, EmptyView> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView {
    /// Fills the shape with `content` over this view.
    nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
        -> FillShapeView<Content, S, Self>
    {
        FillShapeView(shape: shape, style: content, fillStyle: style, background: self)
    }

    /// Strokes the shape's outline with `content` and `style` over this view.
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle, antialiased: Bool = true)
        -> StrokeShapeView<Content, S, Self>
    {
        StrokeShapeView(shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline with `content`, `lineWidth` wide, over this view
    /// (`Circle().fill(.yellow).stroke(.orange, lineWidth: 4)`).
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1, antialiased: Bool = true)
        -> StrokeShapeView<Content, S, Self>
    {
        stroke(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}

extension ShapeView where Content: InsettableShape {
    /// Strokes the shape's outline with `content` and `style` inside its frame, over this view.
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, style: StrokeStyle, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        StrokeBorderShapeView(
            shape: shape, style: content, strokeStyle: style, isAntialiased: antialiased, background: self)
    }

    /// Strokes the shape's outline with `content`, `lineWidth` wide, inside its frame, over this
    /// view.
    nonisolated public func strokeBorder<S: ShapeStyle>(
        _ content: S = .foreground, lineWidth: CGFloat = 1, antialiased: Bool = true
    ) -> StrokeBorderShapeView<Content, S, Self> {
        strokeBorder(content, style: StrokeStyle(lineWidth: lineWidth), antialiased: antialiased)
    }
}
