import Foundation

extension Color {
    /// A colour from a Core Graphics colour: a grey (two components) or an sRGB colour (four);
    /// one with another number of components is black at its alpha.
    public init(cgColor: CGColor) {
        let c = (cgColor.components ?? []).map(Double.init)
        switch c.count {
        case 2: self.init(.sRGB, white: c[0], opacity: c[1])
        case 4: self.init(.sRGB, red: c[0], green: c[1], blue: c[2], opacity: c[3])
        default: self.init(.sRGB, white: 0, opacity: Double(cgColor.alpha))
        }
    }

    /// The colour as a Core Graphics colour, for a colour that looks the same in every
    /// environment (made from components or a `CGColor`); `nil` for one that changes with the
    /// colour scheme (the system colours, `.primary`), as in SwiftUI: `resolve(in:)` gives its
    /// components in an environment.
    public var cgColor: CGColor? {
        guard dark == nil else { return nil }
        return CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(alpha))
    }
}

extension Color.Resolved {
    /// The components as an sRGB Core Graphics colour.
    public var cgColor: CGColor {
        CGColor(red: CGFloat(red), green: CGFloat(green), blue: CGFloat(blue), alpha: CGFloat(opacity))
    }
}
