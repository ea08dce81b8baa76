import Foundation

/// The rule that decides which points a path encloses, Core Graphics' `CGPathFillRule`.
public enum CGPathFillRule: Int, Sendable {
    /// Non-zero winding: a point is inside when the outline winds around it at all.
    case winding = 0
    /// Even-odd: a point is inside when a ray from it crosses the outline an odd number of times.
    case evenOdd = 1
}

/// An immutable outline of lines and curves, Core Graphics' `CGPath`, for the SwiftUI and UIKit
/// code that builds a shape as a `CGPath` and wraps it in `Path(_:)`.
///
/// On Linux it holds a Tactile `Path` (`Path(_:)` and `Path.cgPath` convert without loss), so a
/// shape made of one draws and hit-tests as the `Path` does. Not provided: stroking copies
/// (`copy(strokingWithWidth:…)`), dashing, `applyWithBlock` and tangent arcs.
public class CGPath: Hashable, CustomStringConvertible {
    /// The outline.
    var path: Path

    init(path: Path) { self.path = path }

    /// A closed rectangle, transformed by `transform` when one is given.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(path: Path(rect).applying(transform?.pointee ?? .identity))
    }

    /// A closed ellipse inscribed in `rect`, transformed by `transform` when one is given.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>? = nil) {
        self.init(path: Path(ellipseIn: rect).applying(transform?.pointee ?? .identity))
    }

    /// A closed rounded rectangle with elliptical corners `cornerWidth` wide and `cornerHeight`
    /// tall (each kept between 0 and half the rectangle's side, where Core Graphics would stop
    /// with an assertion), transformed by `transform` when one is given.
    public convenience init(
        roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
        transform: UnsafePointer<CGAffineTransform>? = nil
    ) {
        var outline = Path()
        outline.addRoundedRectOutline(in: rect, cornerSize: CGSize(width: cornerWidth, height: cornerHeight))
        self.init(path: outline.applying(transform?.pointee ?? .identity))
    }

    /// Whether the path has no elements.
    public var isEmpty: Bool { path.isEmpty }

    /// The point where the next element would start: the origin for an empty path, as Core
    /// Graphics answers.
    public var currentPoint: CGPoint { path.currentPoint ?? .zero }

    /// The smallest rectangle containing every point of the path, control points included
    /// (`CGRect.null` when empty), as Core Graphics' `boundingBox`.
    public var boundingBox: CGRect {
        var points: [CGPoint] = []
        for element in path.elements {
            switch element {
            case .move(let p), .line(let p): points.append(p)
            case .quadCurve(let p, let c): points += [p, c]
            case .curve(let p, let c1, let c2): points += [p, c1, c2]
            case .closeSubpath: break
            }
        }
        guard let first = points.first else { return .null }
        var box = CGRect(origin: first, size: .zero)
        for point in points.dropFirst() { box = box.union(CGRect(origin: point, size: .zero)) }
        return box
    }

    /// The smallest rectangle containing the outline itself, curves followed rather than their
    /// control points (`CGRect.null` when empty).
    public var boundingBoxOfPath: CGRect { path.boundingRect }

    /// Whether `point` is inside the filled path, by `rule`, after `transform` is applied to the path.
    public func contains(
        _ point: CGPoint, using rule: CGPathFillRule = .winding, transform: CGAffineTransform = .identity
    )
        -> Bool
    {
        path.applying(transform).contains(point, eoFill: rule == .evenOdd)
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(path: path) }

    /// An immutable copy with every point transformed by `transform` when one is given.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        CGPath(path: path.applying(transform?.pointee ?? .identity))
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let copy = CGMutablePath()
        copy.path = path
        return copy
    }

    /// Equal when the elements are.
    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.path == rhs.path }

    /// Hashes the elements.
    public func hash(into hasher: inout Hasher) { hasher.combine(path) }

    /// The path's SVG data, for debugging.
    public var description: String { "CGPath(\(path.svgPathData))" }
}

/// An outline built element by element, Core Graphics' `CGMutablePath`. Every method takes an
/// optional `transform` applied to the points it adds, as Core Graphics' does. Angles are in
/// radians and `clockwise` has Core Graphics' (and SwiftUI `Path`'s) meaning: in the flipped,
/// y-down coordinates of a view, `clockwise: false` sweeps clockwise on screen.
public class CGMutablePath: CGPath {
    /// An empty path.
    public init() { super.init(path: Path()) }

    /// Starts a new subpath at `point`.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.move(to: point.applying(transform))
    }

    /// Adds a straight line from the current point to `point`.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        path.addLine(to: point.applying(transform))
    }

    /// Adds straight lines through `points`, starting a subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        path.addLines(points.map { $0.applying(transform) })
    }

    /// Adds a quadratic Bézier curve to `end`.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        path.addQuadCurve(to: end.applying(transform), control: control.applying(transform))
    }

    /// Adds a cubic Bézier curve to `end`.
    public func addCurve(
        to end: CGPoint, control1: CGPoint, control2: CGPoint, transform: CGAffineTransform = .identity
    ) {
        path.addCurve(
            to: end.applying(transform), control1: control1.applying(transform), control2: control2.applying(transform))
    }

    /// Adds a closed rectangle.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(rect), transform: transform)
    }

    /// Adds closed rectangles.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// Adds a closed ellipse inscribed in `rect`.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        path.addPath(Path(ellipseIn: rect), transform: transform)
    }

    /// Adds a closed rounded rectangle with elliptical corners (each radius kept between 0 and
    /// half the rectangle's side).
    public func addRoundedRect(
        in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat, transform: CGAffineTransform = .identity
    ) {
        path.addPath(
            CGPath(roundedRect: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight).path, transform: transform)
    }

    /// Adds a circular arc from `startAngle` to `endAngle` (radians), after a line from the
    /// current point to the arc's start when there is a current point.
    public func addArc(
        center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool,
        transform: CGAffineTransform = .identity
    ) {
        var arc = Path()
        if let current = path.currentPoint { arc.move(to: current) }
        arc.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)),
            endAngle: .radians(Double(endAngle)), clockwise: clockwise)
        let transformed = arc.applying(transform)
        // The arc's own elements, without the move that only carried the current point over.
        for element in transformed.elements.dropFirst(path.currentPoint == nil ? 0 : 1) {
            path.append(element)
        }
    }

    /// Appends `other`'s elements, transformed by `transform`.
    public func addPath(_ other: CGPath, transform: CGAffineTransform = .identity) {
        path.addPath(other.path, transform: transform)
    }

    /// Closes the current subpath with a line to its start.
    public func closeSubpath() { path.closeSubpath() }
}

extension Path {
    /// The outline of the Core Graphics path `path`.
    public init(_ path: CGPath) { self = path.path }

    /// The outline of the Core Graphics path `path`.
    public init(_ path: CGMutablePath) { self = path.path }

    /// This outline as an immutable Core Graphics path.
    public var cgPath: CGPath { CGPath(path: self) }

    /// Adds one element, as the matching builder method does.
    mutating func append(_ element: Element) {
        switch element {
        case .move(let p): move(to: p)
        case .line(let p): addLine(to: p)
        case .quadCurve(let p, let c): addQuadCurve(to: p, control: c)
        case .curve(let p, let c1, let c2): addCurve(to: p, control1: c1, control2: c2)
        case .closeSubpath: closeSubpath()
        }
    }
}
