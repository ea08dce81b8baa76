import Foundation

/// A gradient over a grid of points, each with its colour: the colours blend across each cell.
///
/// ```swift
/// MeshGradient(width: 2, height: 2, points: [[0, 0], [1, 0], [0, 1], [1, 1]],
///              colors: [.red, .orange, .blue, .purple])
/// ```
///
/// Drawn as a view, each cell is cut into `MeshGradientMetrics/subdivisions` × as many patches,
/// placed and coloured by bilinear interpolation of the cell's corners (an SVG has no mesh
/// gradient): the colours change in small steps rather than smoothly, and a Bézier point's control
/// points are not followed (its position is). Used as the style of another shape, the mesh is
/// approximated by a vertical linear gradient through the average colour of each row (see
/// Docs/Decisions.md).
public struct MeshGradient: ShapeStyle, Equatable, Sendable {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    /// Where the grid's points are.
    public enum Locations: Equatable, Sendable {
        /// Points in unit coordinates of the rectangle drawn in, row by row.
        case points([SIMD2<Float>])
        /// Points with control points for curved edges, row by row.
        case bezierPoints([BezierPoint])
    }

    /// The colours of the grid's points.
    public enum Colors: Equatable, Sendable {
        /// Colours, resolved in the environment they are drawn in.
        case colors([Color])
        /// Colours already resolved.
        case resolvedColors([Color.Resolved])
    }

    /// A grid point with control points for the edges that leave it.
    public struct BezierPoint: Equatable, Sendable {
        /// Where the point is, in unit coordinates.
        public var position: SIMD2<Float>
        /// The control point of the edge towards the leading neighbour.
        public var leadingControlPoint: SIMD2<Float>
        /// The control point of the edge towards the neighbour above.
        public var topControlPoint: SIMD2<Float>
        /// The control point of the edge towards the trailing neighbour.
        public var trailingControlPoint: SIMD2<Float>
        /// The control point of the edge towards the neighbour below.
        public var bottomControlPoint: SIMD2<Float>

        /// A point at `position` with the control points of its four edges.
        public init(
            position: SIMD2<Float>, leadingControlPoint: SIMD2<Float>, topControlPoint: SIMD2<Float>,
            trailingControlPoint: SIMD2<Float>, bottomControlPoint: SIMD2<Float>
        ) {
            self.position = position
            self.leadingControlPoint = leadingControlPoint
            self.topControlPoint = topControlPoint
            self.trailingControlPoint = trailingControlPoint
            self.bottomControlPoint = bottomControlPoint
        }
    }

    /// The number of points in a row.
    public var width: Int
    /// The number of rows.
    public var height: Int
    /// The points, row by row.
    public var locations: Locations
    /// The points' colours, row by row.
    public var colors: Colors
    /// The colour drawn where the mesh does not cover the rectangle.
    public var background: Color
    /// Whether colours blend smoothly across cells (*accepted*: Tactile blends them bilinearly).
    public var smoothsColors: Bool
    /// The space colours are blended in.
    public var colorSpace: Gradient.ColorSpace

    /// A mesh of `width` × `height` points at `locations` with `colors`.
    public init(
        width: Int, height: Int, locations: Locations, colors: Colors, background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.width = width
        self.height = height
        self.locations = locations
        self.colors = colors
        self.background = background
        self.smoothsColors = smoothsColors
        self.colorSpace = colorSpace
    }

    /// A mesh of `width` × `height` points at `points` with `colors`.
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .colors(colors), background: background,
            smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` points at `points` with resolved colours.
    public init(
        width: Int, height: Int, points: [SIMD2<Float>], resolvedColors: [Color.Resolved], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .points(points), colors: .resolvedColors(resolvedColors),
            background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` Bézier points with `colors`.
    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], colors: [Color], background: Color = .clear,
        smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints), colors: .colors(colors),
            background: background, smoothsColors: smoothsColors, colorSpace: colorSpace)
    }

    /// A mesh of `width` × `height` Bézier points with resolved colours.
    public init(
        width: Int, height: Int, bezierPoints: [BezierPoint], resolvedColors: [Color.Resolved],
        background: Color = .clear, smoothsColors: Bool = true, colorSpace: Gradient.ColorSpace = .device
    ) {
        self.init(
            width: width, height: height, locations: .bezierPoints(bezierPoints),
            colors: .resolvedColors(resolvedColors), background: background, smoothsColors: smoothsColors,
            colorSpace: colorSpace)
    }

    /// The points in unit coordinates, row by row.
    var unitPoints: [CGPoint] {
        switch locations {
        case .points(let points): points.map { CGPoint(x: CGFloat($0.x), y: CGFloat($0.y)) }
        case .bezierPoints(let points): points.map { CGPoint(x: CGFloat($0.position.x), y: CGFloat($0.position.y)) }
        }
    }

    /// The colours as drawn in `scheme`, row by row.
    func drawnColors(for scheme: ColorScheme) -> [Color] {
        switch colors {
        case .colors(let colors): colors.map { $0.resolved(for: scheme) }
        case .resolvedColors(let colors): colors.map { Color($0) }
        }
    }

    /// Whether the mesh has a colour and a point for every point of its grid.
    var isComplete: Bool {
        width >= 2 && height >= 2 && unitPoints.count >= width * height
            && drawnColors(for: .light).count >= width * height
    }
}

extension MeshGradient: ShapeStyleResolving {
    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        guard isComplete else { return .color(background.resolved(for: environment.colorScheme)) }
        let colors = drawnColors(for: environment.colorScheme)
        let rows = (0..<height).map { row -> Gradient.Stop in
            let rowColors = Array(colors[(row * width)..<((row + 1) * width)])
            let mixed = rowColors.dropFirst().enumerated().reduce(rowColors[0]) { sum, next in
                sum.mix(with: next.element, by: 1 / Double(next.offset + 2), in: colorSpace)
            }
            return Gradient.Stop(color: mixed, location: CGFloat(row) / CGFloat(height - 1))
        }
        var gradient = Gradient(stops: rows)
        gradient.interpolation = colorSpace
        return LinearGradient(gradient: gradient, startPoint: .top, endPoint: .bottom).resolveStyle(in: environment)
    }
}

extension MeshGradient: View {
    /// A mesh gradient is primitive: it draws its patches itself.
    public typealias Body = Never
}

extension MeshGradient: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        [inputs.node(MeshGradientContent(mesh: self, scheme: inputs.environment.colorScheme))]
    }
}

/// The constants of mesh gradients.
public enum MeshGradientMetrics {
    /// How many patches each cell is cut into along each side: 8 × 8 patches make the steps of
    /// colour small at the sizes views are drawn, for 64 items a cell.
    public static let subdivisions = 8
}

/// The node of a `MeshGradient` drawn as a view: it fills what it is offered with patches.
struct MeshGradientContent: NodeContent {
    let mesh: MeshGradient
    let scheme: ColorScheme
    var kindName: String { "MeshGradient" }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        proposal.replacingUnspecifiedDimensions()
    }

    func draw(node: ViewNode, state: RenderState, into list: inout DisplayListBuilder) {
        let rect = node.bounds
        let background = mesh.background.resolved(for: scheme)
        if !background.isClear {
            list.addShape(Path(rect), fill: DrawnPaint.color(background), stroke: nil, node: node, state: state)
        }
        guard mesh.isComplete else { return }
        let points = mesh.unitPoints.map {
            CGPoint(x: rect.minX + $0.x * rect.width, y: rect.minY + $0.y * rect.height)
        }
        let colors = mesh.drawnColors(for: scheme)
        let steps = MeshGradientMetrics.subdivisions
        for row in 0..<(mesh.height - 1) {
            for column in 0..<(mesh.width - 1) {
                let i = row * mesh.width + column
                let corners = (points[i], points[i + 1], points[i + mesh.width], points[i + mesh.width + 1])
                let tints = (colors[i], colors[i + 1], colors[i + mesh.width], colors[i + mesh.width + 1])
                for v in 0..<steps {
                    for u in 0..<steps {
                        let (u0, u1) = (CGFloat(u) / CGFloat(steps), CGFloat(u + 1) / CGFloat(steps))
                        let (v0, v1) = (CGFloat(v) / CGFloat(steps), CGFloat(v + 1) / CGFloat(steps))
                        var patch = Path()
                        patch.move(to: Self.bilinear(corners, u0, v0))
                        patch.addLine(to: Self.bilinear(corners, u1, v0))
                        patch.addLine(to: Self.bilinear(corners, u1, v1))
                        patch.addLine(to: Self.bilinear(corners, u0, v1))
                        patch.closeSubpath()
                        let color = Self.color(tints, (u0 + u1) / 2, (v0 + v1) / 2, in: mesh.colorSpace)
                        list.addShape(patch, fill: DrawnPaint.color(color), stroke: nil, node: node, state: state)
                    }
                }
            }
        }
    }

    /// The point at `(u, v)` of the quadrilateral with corners top-leading, top-trailing,
    /// bottom-leading, bottom-trailing.
    static func bilinear(_ c: (CGPoint, CGPoint, CGPoint, CGPoint), _ u: CGFloat, _ v: CGFloat) -> CGPoint {
        let top = CGPoint(x: c.0.x + (c.1.x - c.0.x) * u, y: c.0.y + (c.1.y - c.0.y) * u)
        let bottom = CGPoint(x: c.2.x + (c.3.x - c.2.x) * u, y: c.2.y + (c.3.y - c.2.y) * u)
        return CGPoint(x: top.x + (bottom.x - top.x) * v, y: top.y + (bottom.y - top.y) * v)
    }

    /// The colour at `(u, v)` of a cell with corner colours in the same order, blended in `space`.
    static func color(_ c: (Color, Color, Color, Color), _ u: CGFloat, _ v: CGFloat, in space: Gradient.ColorSpace)
        -> Color
    {
        let top = c.0.mix(with: c.1, by: Double(u), in: space)
        let bottom = c.2.mix(with: c.3, by: Double(u), in: space)
        return top.mix(with: bottom, by: Double(v), in: space)
    }

    func hitTestRule(size: CGSize) -> HitTestRule { .frame }
}
