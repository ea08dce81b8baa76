import Foundation

extension Font {
    /// How wide a font's glyphs are: SwiftUI's `Font.Width`.
    public struct Width: Hashable, Sendable {
        /// The width as a value from -1 (narrowest) to 1 (widest); 0 is standard.
        public var value: CGFloat

        /// A width from its value.
        public init(_ value: CGFloat) { self.value = value }

        /// The narrowest width.
        public static let compressed = Width(-0.3)
        /// A narrower width.
        public static let condensed = Width(-0.2)
        /// The standard width.
        public static let standard = Width(0)
        /// A wider width.
        public static let expanded = Width(0.2)
    }
}

extension View {
    /// Draws the text in this view in `design` (`nil`: the default design): the font in effect
    /// (`Font/body` where none is set) with that design.
    ///
    /// *Approximation*: a `font(_:)` set inside this view replaces the font, design and all.
    nonisolated public func fontDesign(_ design: Font.Design?) -> some View {
        modifier(EnvironmentWritingModifier { $0.font = ($0.font ?? .body).design(design ?? .default) })
    }

    /// Draws the text in this view at `width` (`nil`: the standard width): the font in effect
    /// (`Font/body` where none is set) at that width, which measures each character's advance
    /// by it (see `Font/width(_:)`).
    ///
    /// *Approximation*: a `font(_:)` set inside this view replaces the font, width and all.
    nonisolated public func fontWidth(_ width: Font.Width?) -> some View {
        modifier(EnvironmentWritingModifier { $0.font = ($0.font ?? .body).width(width ?? .standard) })
    }
}
