import Foundation

/// A colour transform applied to what an item draws: SVG's `feColorMatrix`, 4 rows (red, green,
/// blue, alpha) of 5 numbers (the four input components and a constant), on sRGB components 0…1.
///
/// SwiftUI's colour effects (`saturation`, `grayscale`, `brightness`, `contrast`,
/// `colorMultiply`, `colorInvert`, `hueRotation`, `luminanceToAlpha`) are each one matrix; nested
/// effects compose into one (``DisplayItem/colorMatrix``).
public struct ColorMatrix: Hashable, Sendable {
    /// The 20 numbers, row by row.
    public var values: [Double]

    /// A matrix from its 20 numbers, row by row (fewer are padded with the identity's).
    public init(_ values: [Double]) {
        var v = Self.identityValues
        for (i, x) in values.prefix(20).enumerated() { v[i] = x.isFinite ? x : 0 }
        self.values = v
    }

    private static let identityValues: [Double] = [1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0, 0, 0, 0, 0, 1, 0]

    /// No change.
    public static let identity = ColorMatrix(identityValues)

    /// The matrix that applies `inner` first, then this one.
    public func concatenating(_ inner: ColorMatrix) -> ColorMatrix {
        var out = [Double](repeating: 0, count: 20)
        for row in 0..<4 {
            for col in 0..<5 {
                var sum = col == 4 ? values[row * 5 + 4] : 0
                for k in 0..<4 { sum += values[row * 5 + k] * inner.values[k * 5 + col] }
                out[row * 5 + col] = sum
            }
        }
        return ColorMatrix(out)
    }

    /// `color` transformed, components clamped to 0…1.
    public func applied(to color: Color) -> Color {
        let input = [color.red, color.green, color.blue, color.alpha, 1]
        let c = (0..<4).map { row in
            min(max((0..<5).reduce(0) { $0 + values[row * 5 + $1] * input[$1] }, 0), 1)
        }
        return Color(red: c[0], green: c[1], blue: c[2], opacity: c[3])
    }

    /// SVG's `saturate`: 0 grey, 1 unchanged, more oversaturated.
    static func saturation(_ s: Double) -> ColorMatrix {
        ColorMatrix([
            0.213 + 0.787 * s, 0.715 - 0.715 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 + 0.285 * s, 0.072 - 0.072 * s, 0, 0,
            0.213 - 0.213 * s, 0.715 - 0.715 * s, 0.072 + 0.928 * s, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// Each colour component times `(r, g, b, a)`.
    static func scale(_ r: Double, _ g: Double, _ b: Double, _ a: Double) -> ColorMatrix {
        ColorMatrix([r, 0, 0, 0, 0, 0, g, 0, 0, 0, 0, 0, b, 0, 0, 0, 0, 0, a, 0])
    }

    /// Each colour component times `slope`, plus `intercept` (alpha unchanged).
    static func linear(slope: Double, intercept: Double) -> ColorMatrix {
        ColorMatrix([
            slope, 0, 0, 0, intercept, 0, slope, 0, 0, intercept, 0, 0, slope, 0, intercept, 0, 0, 0, 1, 0,
        ])
    }

    /// SVG's `hueRotate` by `degrees`.
    static func hueRotation(degrees: Double) -> ColorMatrix {
        let r = degrees * .pi / 180, c = cos(r), s = sin(r)
        return ColorMatrix([
            0.213 + c * 0.787 - s * 0.213, 0.715 - c * 0.715 - s * 0.715, 0.072 - c * 0.072 + s * 0.928, 0, 0,
            0.213 - c * 0.213 + s * 0.143, 0.715 + c * 0.285 + s * 0.140, 0.072 - c * 0.072 - s * 0.283, 0, 0,
            0.213 - c * 0.213 - s * 0.787, 0.715 - c * 0.715 + s * 0.715, 0.072 + c * 0.928 + s * 0.072, 0, 0,
            0, 0, 0, 1, 0,
        ])
    }

    /// SVG's `luminanceToAlpha`: black, as opaque as the colour is light.
    static let luminanceToAlpha = ColorMatrix([
        0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0.2125, 0.7154, 0.0721, 0, 0,
    ])
}
