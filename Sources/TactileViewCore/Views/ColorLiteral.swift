/// `let tint: Color = #colorLiteral(red: 1, green: 0.5, blue: 0, alpha: 1)`: a colour literal
/// (the swatch Xcode shows in code) is an sRGB colour, its alpha the opacity.
extension Color: _ExpressibleByColorLiteral {
    /// The colour of a `#colorLiteral(red:green:blue:alpha:)`.
    public init(_colorLiteralRed red: Float, green: Float, blue: Float, alpha: Float) {
        self.init(.sRGB, red: Double(red), green: Double(green), blue: Double(blue), opacity: Double(alpha))
    }
}
