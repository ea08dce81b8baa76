import Foundation

/// How a path's outline is drawn: width, ends, corners and dashes.
///
/// Bad values draw what Core Graphics would: a negative or non-finite width draws no line (0), a
/// dash pattern with a negative, non-finite or all-zero length draws a solid line.
public struct StrokeStyle: Hashable, Sendable {
    /// The width of the line, centred on the outline.
    public var lineWidth: CGFloat
    /// How open ends are drawn.
    public var lineCap: CGLineCap
    /// How corners are drawn.
    public var lineJoin: CGLineJoin
    /// How far a miter corner may reach, as a multiple of the line width, before it is cut flat.
    public var miterLimit: CGFloat
    /// Lengths of dashes and gaps, alternating (empty: a solid line).
    public var dash: [CGFloat]
    /// How far into the dash pattern the line starts.
    public var dashPhase: CGFloat

    /// A stroke style.
    public init(
        lineWidth: CGFloat = 1, lineCap: CGLineCap = .butt, lineJoin: CGLineJoin = .miter, miterLimit: CGFloat = 10,
        dash: [CGFloat] = [CGFloat](), dashPhase: CGFloat = 0
    ) {
        self.lineWidth = lineWidth
        self.lineCap = lineCap
        self.lineJoin = lineJoin
        self.miterLimit = miterLimit
        self.dash = dash
        self.dashPhase = dashPhase
    }

    /// The style as drawn: bad values replaced as the type's documentation says.
    var drawn: StrokeStyle {
        var style = self
        style.lineWidth = lineWidth.isFinite ? max(0, lineWidth) : 0
        style.miterLimit = miterLimit.isFinite ? max(1, miterLimit) : 10
        if dash.contains(where: { !$0.isFinite || $0 < 0 }) || dash.allSatisfy({ $0 == 0 }) { style.dash = [] }
        style.dashPhase = dashPhase.isFinite ? dashPhase : 0
        return style
    }
}

extension StrokeStyle: Animatable {
    /// The width, the miter limit and the dash phase: what animates between two stroke styles.
    public typealias AnimatableData = AnimatablePair<CGFloat, AnimatablePair<CGFloat, CGFloat>>

    /// The width, the miter limit and the dash phase, in that order. Caps, joins and the dash
    /// pattern change at once.
    public var animatableData: AnimatableData {
        get { AnimatablePair(lineWidth, AnimatablePair(miterLimit, dashPhase)) }
        set {
            lineWidth = newValue.first
            miterLimit = newValue.second.first
            dashPhase = newValue.second.second
        }
    }
}
