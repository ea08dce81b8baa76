import Foundation
import TactileViewCore

/// A path of lines and curves with drawing attributes, UIKit's `UIBezierPath`: what SwiftUI code
/// builds (most often with `init(roundedRect:byRoundingCorners:cornerRadii:)`) to hand its
/// `cgPath` to `Path(_:)` in a `Shape`.
///
/// On Linux the outline is a Tactile `Path` (a `CGPath` underneath), so the `Shape` made from it
/// draws, clips and hit-tests exactly. Angles are in radians and `clockwise` has UIKit's meaning:
/// clockwise on screen, in a view's y-down coordinates (the opposite of `CGMutablePath`'s flag).
/// The drawing attributes (`lineWidth`, `lineCapStyle`, …) are kept for code that reads them;
/// `fill()`, `stroke()` and `addClip()` do nothing, as there is no UIKit drawing context on
/// Linux (draw the path with SwiftUI's `fill` and `stroke` instead). Not provided: dashes,
/// `reversing()`, and coding.
open class UIBezierPath: NSObject, NSCopying {
    /// The outline.
    private var outline: Path

    /// The outline as an immutable Core Graphics path; setting it replaces the outline.
    open var cgPath: CGPath {
        get { outline.cgPath }
        set { outline = Path(newValue) }
    }

    /// The width of the stroke, in points (1 by default); kept, not drawn on Linux.
    open var lineWidth: CGFloat = 1
    /// How the stroke's open ends look; kept, not drawn on Linux.
    open var lineCapStyle: CGLineCap = .butt
    /// How the stroke's corners look; kept, not drawn on Linux.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The limit past which a mitered corner is bevelled (10 by default); kept, not drawn on Linux.
    open var miterLimit: CGFloat = 10
    /// How far a flattened curve may stray from the curve (0.6 by default); kept, unused.
    open var flatness: CGFloat = 0.6
    /// Whether `contains(_:)` uses the even-odd rule rather than non-zero winding.
    open var usesEvenOddFillRule = false

    /// An empty path.
    public override init() {
        outline = Path()
        super.init()
    }

    /// A closed rectangle, drawn clockwise from its top-left corner.
    public convenience init(rect: CGRect) {
        self.init()
        outline = Path(rect.standardized)
    }

    /// The closed oval inscribed in `rect`.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        outline = Path(ellipseIn: rect)
    }

    /// A closed rectangle with circular corners of `cornerRadius`, kept between 0 and half the
    /// shorter side (UIKit's limit).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init(
            roundedRect: rect, byRoundingCorners: .allCorners,
            cornerRadii: CGSize(width: cornerRadius, height: cornerRadius))
    }

    /// A closed rectangle whose `corners` are rounded with ovals `cornerRadii` wide and tall (each
    /// kept between 0 and half the rectangle's side); the other corners stay square.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        outline = Self.roundedRectOutline(rect, corners: corners, radii: cornerRadii)
    }

    /// An open circular arc around `center` from `startAngle` to `endAngle` (radians, 0 pointing
    /// right), clockwise on screen when `clockwise` is `true`.
    public convenience init(
        arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path with `cgPath`'s outline.
    public convenience init(cgPath: CGPath) {
        self.init()
        outline = Path(cgPath)
    }

    // MARK: Building

    /// Starts a new subpath at `point`.
    open func move(to point: CGPoint) { outline.move(to: point) }

    /// Adds a straight line from the current point to `point`.
    open func addLine(to point: CGPoint) { outline.addLine(to: point) }

    /// Adds a cubic Bézier curve from the current point to `endPoint`.
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        outline.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }

    /// Adds a quadratic Bézier curve from the current point to `endPoint`.
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        outline.addQuadCurve(to: endPoint, control: controlPoint)
    }

    /// Adds a circular arc around `center` from `startAngle` to `endAngle` (radians), clockwise
    /// on screen when `clockwise` is `true`; a line joins the current point to the arc's start.
    open func addArc(
        withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool
    ) {
        // UIKit's flag is clockwise on screen; Path's (Core Graphics') is clockwise in y-up space.
        outline.addArc(
            center: center, radius: radius, startAngle: .radians(Double(startAngle)),
            endAngle: .radians(Double(endAngle)), clockwise: !clockwise)
    }

    /// Closes the current subpath with a line to its start.
    open func close() { outline.closeSubpath() }

    /// Removes every element.
    open func removeAllPoints() { outline = Path() }

    /// Appends `bezierPath`'s elements.
    open func append(_ bezierPath: UIBezierPath) { outline.addPath(bezierPath.outline) }

    /// Transforms every point of the path by `transform`.
    open func apply(_ transform: CGAffineTransform) { outline = outline.applying(transform) }

    // MARK: Reading

    /// Whether the path has no elements.
    open var isEmpty: Bool { outline.isEmpty }

    /// The smallest rectangle containing every point of the path, control points included
    /// (`CGRect.null` when empty), as UIKit's.
    open var bounds: CGRect { cgPath.boundingBox }

    /// The point where the next element would start (the origin when there is none).
    open var currentPoint: CGPoint { outline.currentPoint ?? .zero }

    /// Whether `point` is inside the filled path (by `usesEvenOddFillRule`'s rule).
    open func contains(_ point: CGPoint) -> Bool { outline.contains(point, eoFill: usesEvenOddFillRule) }

    // MARK: Drawing

    /// Fills the path in the current drawing context: nothing on Linux, which has none.
    open func fill() {}

    /// Strokes the path in the current drawing context: nothing on Linux, which has none.
    open func stroke() {}

    /// Clips the current drawing context to the path: nothing on Linux, which has none.
    open func addClip() {}

    // MARK: Copying

    /// A separate path with the same outline and attributes.
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = UIBezierPath()
        copy.outline = outline
        copy.lineWidth = lineWidth
        copy.lineCapStyle = lineCapStyle
        copy.lineJoinStyle = lineJoinStyle
        copy.miterLimit = miterLimit
        copy.flatness = flatness
        copy.usesEvenOddFillRule = usesEvenOddFillRule
        return copy
    }
}

extension UIBezierPath {
    /// A closed rectangle drawn clockwise on screen from the top edge, with quarter-oval corners
    /// of `radii` at `corners`.
    static func roundedRectOutline(_ rect: CGRect, corners: UIRectCorner, radii: CGSize) -> Path {
        let r = rect.standardized
        let rx = radii.width.isFinite ? min(max(0, radii.width), r.width / 2) : 0
        let ry = radii.height.isFinite ? min(max(0, radii.height), r.height / 2) : 0
        guard rx > 0, ry > 0, !corners.isEmpty else { return Path(r) }
        // A quarter ellipse as one cubic: control points at this fraction of the radius.
        let k: CGFloat = 0.552_284_749_8
        var path = Path()
        func corner(_ which: UIRectCorner, at point: CGPoint, from start: CGPoint, to end: CGPoint) {
            guard corners.contains(which) else {
                path.addLine(to: point)
                return
            }
            path.addLine(to: start)
            path.addCurve(
                to: end, control1: CGPoint(x: start.x + (point.x - start.x) * k, y: start.y + (point.y - start.y) * k),
                control2: CGPoint(x: end.x + (point.x - end.x) * k, y: end.y + (point.y - end.y) * k))
        }
        let topLeftRounded = corners.contains(.topLeft)
        path.move(to: CGPoint(x: topLeftRounded ? r.minX + rx : r.minX, y: r.minY))
        corner(
            .topRight, at: CGPoint(x: r.maxX, y: r.minY), from: CGPoint(x: r.maxX - rx, y: r.minY),
            to: CGPoint(x: r.maxX, y: r.minY + ry))
        corner(
            .bottomRight, at: CGPoint(x: r.maxX, y: r.maxY), from: CGPoint(x: r.maxX, y: r.maxY - ry),
            to: CGPoint(x: r.maxX - rx, y: r.maxY))
        corner(
            .bottomLeft, at: CGPoint(x: r.minX, y: r.maxY), from: CGPoint(x: r.minX + rx, y: r.maxY),
            to: CGPoint(x: r.minX, y: r.maxY - ry))
        if topLeftRounded {
            corner(
                .topLeft, at: CGPoint(x: r.minX, y: r.minY), from: CGPoint(x: r.minX, y: r.minY + ry),
                to: CGPoint(x: r.minX + rx, y: r.minY))
        }
        path.closeSubpath()
        return path
    }
}
