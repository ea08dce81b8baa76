import Foundation

/// A 2D shape: an outline computed for a rectangle. Shapes are views that take the whole size they
/// are offered (10 × 10 when offered no size) and are filled with the foreground style unless
/// `Shape/fill(_:style:)` or `Shape/stroke(_:lineWidth:)` says otherwise.
///
/// Shapes hit-test by their outline: a touch in the corner of a circle's frame misses the circle.
/// In a right-to-left layout a shape whose `layoutDirectionBehavior` mirrors is drawn (and
/// hit-tested) mirrored in its frame; the built-in symmetric shapes are `.fixed`.
///
/// A shape is `Animatable`: a shape whose outline depends on its `animatableData` morphs through
/// the in-between outlines when the data changes with an animation (see `FrameAnimator`).
public protocol Shape: Sendable, Animatable, View, _RemoveGlobalActorIsolation {
    /// The outline of the shape inside `rect`. Not isolated, as in SwiftUI: a shape is `Sendable`
    /// geometry, and its outline may be computed anywhere.
    nonisolated func path(in rect: CGRect) -> Path
    /// What the shape is drawn as, for styles that depend on it.
    nonisolated static var role: ShapeRole { get }
    /// Whether the shape mirrors in a right-to-left layout.
    nonisolated var layoutDirectionBehavior: LayoutDirectionBehavior { get }
    /// The size the shape takes for `proposal`: its view's layout size.
    nonisolated func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize
}

/// What a shape is drawn as, SwiftUI's `ShapeRole`.
public enum ShapeRole: Hashable, Sendable {
    /// A filled shape.
    case fill
    /// A stroked outline.
    case stroke
    /// A thin separator line.
    case separator

    /// Hashes the role.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .fill: hasher.combine(0)
        case .stroke: hasher.combine(1)
        case .separator: hasher.combine(2)
        }
    }
}

extension Shape {
    /// A filled shape.
    nonisolated public static var role: ShapeRole { .fill }
    /// Mirrored in right-to-left layouts (a custom outline is drawn from the leading edge).
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .mirrors }
    /// The whole proposal, 10 pt along an unspecified dimension.
    nonisolated public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }
}

extension Shape {
    /// A shape's body draws it with the foreground style; the graph handles shapes directly.
    public var body: _ShapeView<Self, ForegroundStyle> { _ShapeView(shape: self, style: ForegroundStyle()) }

    /// Fills the shape with `content`.
    nonisolated public func fill<S: ShapeStyle>(_ content: S = .foreground, style: FillStyle = FillStyle())
        -> _ShapeView<Self, S>
    {
        _ShapeView(shape: self, style: content, fillStyle: style)
    }

    /// Strokes the outline with `content`, `lineWidth` wide, centred on the outline.
    @_disfavoredOverload
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, lineWidth: CGFloat = 1) -> _StrokedShapeView<Self, S> {
        _StrokedShapeView(shape: self, style: content, strokeStyle: StrokeStyle(lineWidth: lineWidth))
    }

    /// Strokes the outline with `content` and a full stroke style.
    @_disfavoredOverload
    nonisolated public func stroke<S: ShapeStyle>(_ content: S, style: StrokeStyle) -> _StrokedShapeView<Self, S> {
        _StrokedShapeView(shape: self, style: content, strokeStyle: style)
    }

    /// The outline stroked `lineWidth` wide, as a shape: drawn in the foreground style, or filled
    /// and stroked again like any shape (`Circle().stroke(lineWidth: 4).fill(.red)`).
    nonisolated public func stroke(lineWidth: CGFloat = 1) -> some Shape {
        stroke(style: StrokeStyle(lineWidth: lineWidth))
    }

    /// The outline stroked with `style`, as a shape: drawn in the foreground style, or filled and
    /// stroked again like any shape.
    nonisolated public func stroke(style: StrokeStyle) -> some Shape {
        _StrokedShape(shape: self, style: style)
    }
}

/// How a path is filled.
public struct FillStyle: Hashable, Sendable {
    /// Whether the even-odd rule decides what is inside (otherwise non-zero winding).
    public var isEOFilled: Bool
    /// Whether edges are antialiased.
    public var isAntialiased: Bool
    /// A fill style.
    public init(eoFill: Bool = false, antialiased: Bool = true) {
        isEOFilled = eoFill
        isAntialiased = antialiased
    }
}

/// A shape filled with a style.
public struct _ShapeView<Content: Shape, Style: ShapeStyle>: View {
    /// The shape.
    public var shape: Content
    /// The fill.
    public var style: Style
    /// The fill rule.
    public var fillStyle: FillStyle
    /// A filled shape.
    nonisolated public init(shape: Content, style: Style, fillStyle: FillStyle = FillStyle()) {
        self.shape = shape
        self.style = style
        self.fillStyle = fillStyle
    }
    /// A shape view is primitive.
    public typealias Body = Never
}

extension _ShapeView: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let paint = style.resolvedStyle(in: inputs.environment)
        // A stroke's outline filled is drawn as the stroke itself: the same pixels, a true line.
        if let stroked = shape as? any StrokedOutline { return [stroked.strokeNode(paint: paint, inputs)] }
        return [
            inputs.node(
                ShapeContent(
                    shape, fill: paint, eoFill: fillStyle.isEOFilled, stroke: nil,
                    layoutDirection: inputs.environment.layoutDirection))
        ]
    }
}

/// A shape's outline stroked with a style.
public struct _StrokedShapeView<Content: Shape, Style: ShapeStyle>: View {
    /// The shape.
    public var shape: Content
    /// The stroke paint.
    public var style: Style
    /// The stroke geometry.
    public var strokeStyle: StrokeStyle
    /// A stroked shape.
    nonisolated public init(shape: Content, style: Style, strokeStyle: StrokeStyle) {
        self.shape = shape
        self.style = style
        self.strokeStyle = strokeStyle
    }
    /// A shape view is primitive.
    public typealias Body = Never
}

extension _StrokedShapeView: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let stroke = ShapeStroke(paint: style.resolvedStyle(in: inputs.environment), style: strokeStyle.drawn)
        return [
            inputs.node(
                ShapeContent(
                    shape, fill: nil, eoFill: false, stroke: stroke, layoutDirection: inputs.environment.layoutDirection
                ))
        ]
    }
}

/// A shape node's stroke: its style resolved against the environment and its geometry.
struct ShapeStroke {
    let paint: ResolvedStyle
    let style: StrokeStyle
    var lineWidth: CGFloat { style.lineWidth }
}

/// A stroke as drawn: paint, width, ends, corners and dashes.
public struct Stroke: Hashable, Sendable {
    /// The colour of the line; clear when a `gradient` paints it.
    public var color: Color
    /// The width of the line, centred on the outline.
    public var lineWidth: CGFloat
    /// The gradient that paints the line, if the stroke's style is a gradient.
    public var gradient: GradientPaint? = nil
    /// How open ends are drawn.
    public var lineCap: CGLineCap = .butt
    /// How corners are drawn.
    public var lineJoin: CGLineJoin = .miter
    /// How far a miter corner may reach, as a multiple of the line width.
    public var miterLimit: CGFloat = 10
    /// Lengths of dashes and gaps, alternating (empty: a solid line).
    public var dash: [CGFloat] = []
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat = 0

    /// The stroke of `style` painted with `paint`.
    init(paint: DrawnPaint, style: StrokeStyle) {
        color = paint.color ?? .clear
        gradient = paint.gradient
        lineWidth = style.lineWidth
        lineCap = style.lineCap
        lineJoin = style.lineJoin
        miterLimit = style.miterLimit
        dash = style.dash
        dashPhase = style.dashPhase
    }

    /// A solid stroke of `color`, `lineWidth` wide.
    init(color: Color, lineWidth: CGFloat) {
        self.color = color
        self.lineWidth = lineWidth
    }
}

/// A built-in shape whose outline (control points included) never leaves the rectangle it is
/// drawn in, when that rectangle's size is not negative: its hit area is bounded by the rectangle
/// without building the outline.
protocol OutlineWithinRect: Shape {}
extension Circle: OutlineWithinRect {}
extension Ellipse: OutlineWithinRect {}
extension Rectangle: OutlineWithinRect {}
extension RoundedRectangle: OutlineWithinRect {}

/// The last outline a shape node made, by rectangle.
@MainActor
final class OutlineMemo {
    private var last: (rect: CGRect, path: Path)?

    /// `make(rect)`, made again only for a new rectangle.
    func path(in rect: CGRect, _ make: (CGRect) -> Path) -> Path {
        if let last, last.rect == rect { return last.path }
        let path = make(rect)
        last = (rect, path)
        return path
    }
}

/// The node of a filled or stroked shape.
struct ShapeContent: NodeContent {
    let name: String
    let path: (CGRect) -> Path
    let size: (ProposedViewSize) -> CGSize
    let fill: ResolvedStyle?
    let eoFill: Bool
    let stroke: ShapeStroke?
    /// Whether the shape is an `OutlineWithinRect`.
    let outlineWithinRect: Bool
    /// The shape's animatable data and how to draw it with other data, for a shape that has some.
    let animatable: AnimatableContent?
    var kindName: String { name }

    /// The node of `shape`, filled with `fill` or stroked with `stroke`, in a layout going in
    /// `layoutDirection`.
    init<S: Shape>(
        _ shape: S, fill: ResolvedStyle?, eoFill: Bool, stroke: ShapeStroke?, layoutDirection: LayoutDirection
    ) {
        name = TypeNames.name(of: S.self)
        if shape.layoutDirectionBehavior.mirrors(layoutDirection) {
            // Mirrored about the rectangle's vertical centre line.
            path = { rect in
                shape.path(in: rect).applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * rect.midX, ty: 0))
            }
        } else {
            path = { shape.path(in: $0) }
        }
        size = { shape.sizeThatFits($0) }
        self.fill = fill
        self.eoFill = eoFill
        self.stroke = stroke
        outlineWithinRect = S.self is any OutlineWithinRect.Type
        animatable = Self.animatableContent(
            of: shape, mirrored: shape.layoutDirectionBehavior.mirrors(layoutDirection))
    }

    /// The animatable data of `shape`, with the drawing of its outline for other data; `nil` for a
    /// shape without any (`EmptyAnimatableData`).
    private static func animatableContent<S: Shape>(of shape: S, mirrored: Bool) -> AnimatableContent? {
        guard S.AnimatableData.self != EmptyAnimatableData.self else { return nil }
        return AnimatableContent(data: shape.animatableData) { data, item in
            guard let data = data as? S.AnimatableData, case .shape(_, let fill, let stroke) = item.kind else { return }
            var moved = shape
            moved.animatableData = data
            var path = moved.path(in: item.bounds)
            if mirrored {
                // As the node's own outline is mirrored in a right-to-left layout.
                path = path.applying(CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: 2 * item.bounds.midX, ty: 0))
            }
            item.kind = .shape(path: path, fill: fill, stroke: stroke)
        }
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        // A custom shape's answer: NaN and negative lengths are 0; an infinite one (the answer to
        // an infinite proposal) stays, as stacks measure flexibility with it.
        let size = size(proposal)
        return CGSize(
            width: size.width.isNaN ? 0 : max(size.width, 0), height: size.height.isNaN ? 0 : max(size.height, 0))
    }

    /// The outline for the node's bounds, made once per size: drawing and hit bounds both need it.
    let outline = OutlineMemo()

    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        let bounds = node.bounds
        list.addShape(
            outline.path(in: bounds, path), fill: fill?.paint(in: bounds),
            stroke: stroke.map { Stroke(paint: $0.paint.paint(in: bounds), style: $0.style) }, node: node, state: state)
        if let animatable { list.setAnimatableContent(animatable) }
    }

    /// The fill's outline, or a stroke's outer outline (the inner one only matters to the exact test).
    func hitArea(size: CGSize) -> HitArea {
        let rect = CGRect(origin: .zero, size: size)
        let boundedByRect = outlineWithinRect && size.width >= 0 && size.height >= 0
        if let stroke {
            if stroke.paint.isClear { return .nothing }
            let half = stroke.lineWidth / 2
            if boundedByRect, half >= 0 { return .own(rect.insetBy(dx: -half, dy: -half)) }
            return .own(HitBounds.outlineBox(of: path(rect.insetBy(dx: -half, dy: -half))))
        }
        if let fill, fill.isClear { return .nothing }
        if boundedByRect { return .own(rect) }
        return .own(HitBounds.outlineBox(of: outline.path(in: rect, path)))
    }

    func hitTestRule(size: CGSize) -> HitTestRule {
        let rect = CGRect(origin: .zero, size: size)
        if let stroke {
            if stroke.paint.isClear { return .none }
            let half = stroke.lineWidth / 2
            return .stroke(
                outer: path(rect.insetBy(dx: -half, dy: -half)), inner: path(rect.insetBy(dx: half, dy: half)))
        }
        if let fill, fill.isClear { return .none }
        // The drawn outline (made once per size), not a new one for every down on the shape.
        return .path(outline.path(in: rect, path), eoFill: eoFill)
    }
}

extension ViewGraph {
    /// Shapes used directly as views draw with the foreground style.
    func resolveShape<S: Shape>(_ shape: S, _ inputs: ResolveInputs) -> [ViewNode] {
        _ShapeView(shape: shape, style: ForegroundStyle()).makeNodes(inputs)
    }
}

/// A circle centred in its frame, as large as fits.
public struct Circle: Shape {
    /// A circle.
    nonisolated public init() {}
    /// Symmetric: never mirrored.
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// The shape's outline in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        let d = min(rect.width, rect.height)
        return Path(ellipseIn: CGRect(x: rect.midX - d / 2, y: rect.midY - d / 2, width: d, height: d))
    }
}

/// A rectangle filling its frame.
public struct Rectangle: Shape {
    /// A rectangle.
    nonisolated public init() {}
    /// Symmetric: never mirrored.
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// The shape's outline in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Path(rect) }
}

/// The ellipse inscribed in its frame.
public struct Ellipse: Shape {
    /// An ellipse.
    nonisolated public init() {}
    /// Symmetric: never mirrored.
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// The shape's outline in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Path(ellipseIn: rect) }
}

/// A rectangle with rounded corners.
public struct RoundedRectangle: Shape {
    /// The corner size.
    public var cornerSize: CGSize
    /// The corner curve.
    public var style: RoundedCornerStyle
    /// Circular corners of `cornerRadius`.
    nonisolated public init(cornerRadius: CGFloat, style: RoundedCornerStyle = .continuous) {
        cornerSize = CGSize(width: cornerRadius, height: cornerRadius)
        self.style = style
    }
    /// Elliptical corners.
    nonisolated public init(cornerSize: CGSize, style: RoundedCornerStyle = .continuous) {
        self.cornerSize = cornerSize
        self.style = style
    }
    /// The shape's outline in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path { Path(roundedRect: rect, cornerSize: cornerSize) }
    /// Symmetric: never mirrored.
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// The corner size, animatable.
    public var animatableData: CGSize.AnimatableData {
        get { cornerSize.animatableData }
        set { cornerSize.animatableData = newValue }
    }
}

/// The shape of rounded corners (both are drawn as circular arcs here).
public enum RoundedCornerStyle: Hashable, Sendable {
    /// Quarter circles.
    case circular
    /// Apple's continuous curve (approximated by quarter circles).
    case continuous
}

/// A rectangle whose short sides are half circles.
public struct Capsule: Shape {
    /// The corner curve.
    public var style: RoundedCornerStyle
    /// A capsule.
    nonisolated public init(style: RoundedCornerStyle = .circular) { self.style = style }
    /// Symmetric: never mirrored.
    nonisolated public var layoutDirectionBehavior: LayoutDirectionBehavior { .fixed }
    /// The shape's outline in `rect`.
    nonisolated public func path(in rect: CGRect) -> Path {
        let r = min(rect.width, rect.height) / 2
        return Path(roundedRect: rect, cornerRadius: r)
    }
}

extension Path: Shape {
    /// A path used as a shape draws itself, ignoring the rectangle.
    public func path(in rect: CGRect) -> Path { self }
}
