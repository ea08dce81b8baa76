import Foundation
import Tactile

// Questions a test asks about what the window draws, answered from the display list rather than by
// reading the SVG back. Each query returns the matching items in drawing order (back to front), so
// a test can ask for one (`.first`), count them, or insist on exactly one; finders that match views
// by text, identifier or type can be built on these and narrow the same lists.

extension DisplayList {
    /// The shapes whose fill is `color`, back to front.
    ///
    /// Colours match by their red, green and blue components, in either colour scheme (`.blue`
    /// finds #007AFF and, in dark mode, #0A84FF): a colour's name and its opacity are not compared, so `Color.green.opacity(0.5)` and `Color(red: 0.204, …)` with the same components
    /// both match `.green` (the opacity applied to the item is its `opacity`).
    ///
    /// ```swift
    /// let circle = sim.displayList.shapes(filledWith: .blue).first
    /// #expect(circle?.shadow != nil)
    /// ```
    public func shapes(filledWith color: Color) -> [DisplayItem] {
        items.filter { $0.fillColor.map { $0.hasSameComponents(as: color) } ?? false }
    }

    /// The shapes whose stroke is `color`, back to front; colours match as in
    /// ``shapes(filledWith:)``.
    public func shapes(strokedWith color: Color) -> [DisplayItem] {
        items.filter { $0.strokeColor.map { $0.hasSameComponents(as: color) } ?? false }
    }

    /// The text items showing exactly `string` (lines joined by `"\n"`), back to front.
    public func texts(_ string: String) -> [DisplayItem] {
        items.filter { $0.text == string }
    }

    /// The images called `name`, back to front: asset images and system symbols alike
    /// (`DisplayItem.isSymbolImage` tells them apart).
    public func images(named name: String) -> [DisplayItem] {
        items.filter { $0.imageName == name }
    }
}

extension DisplayItem {
    /// The fill of a shape, or `nil` for an unfilled shape, a text or an image.
    public var fillColor: Color? {
        if case .shape(_, let fill, _) = kind { return fill }
        return nil
    }

    /// The colour of a shape's stroke, or `nil` for an unstroked shape, a text or an image.
    public var strokeColor: Color? {
        if case .shape(_, _, let stroke) = kind { return stroke?.color }
        return nil
    }

    /// The colour of a text, or `nil` for a shape or an image.
    public var textColor: Color? {
        if case .text(_, _, let color) = kind { return color }
        return nil
    }

    /// The name of an image (without any prefix for symbols), or `nil` for a shape or a text.
    public var imageName: String? {
        if case .image(let name, _, _) = kind { return name }
        return nil
    }

    /// Whether the item is a system symbol image (`Image(systemName:)`).
    public var isSymbolImage: Bool {
        if case .image(_, true, _) = kind { return true }
        return false
    }

    /// Whether the item casts a visible shadow: one with a radius or an offset. `.shadow(radius: 0)`
    /// still puts a `shadow` on the item, but it draws nothing.
    public var castsShadow: Bool {
        guard let shadow else { return false }
        return shadow.radius > 0 || shadow.x != 0 || shadow.y != 0
    }

    /// The centre of the item's `frame`, in window space.
    public var center: CGPoint { CGPoint(x: frame.midX, y: frame.midY) }

    /// How far the item's `transform` turns the item: positive is clockwise on screen.
    public var rotation: Angle { .radians(atan2(Double(transform.b), Double(transform.a))) }

    /// How much the item's `transform` scales the item, assuming a uniform scale (the length of the
    /// transformed unit x-vector).
    public var scale: CGFloat { hypot(transform.a, transform.b) }
}

extension Color {
    /// Whether the two colours have the same red, green and blue components, whatever their names
    /// and opacities.
    /// Whether this drawn colour has the components of `other` in either colour scheme: a display
    /// list holds colours resolved for the scheme they were drawn in, so `.blue` finds the light
    /// and the dark system blue.
    func hasSameComponents(as other: Color) -> Bool {
        let drawn = resolve(in: EnvironmentValues())
        return ColorScheme.allCases.contains { scheme in
            var environment = EnvironmentValues()
            environment.colorScheme = scheme
            let b = other.resolve(in: environment)
            return drawn.red == b.red && drawn.green == b.green && drawn.blue == b.blue
        }
    }
}

extension DisplayList {
    /// The shapes filled or stroked with a gradient through exactly `colors` (compared as in
    /// ``shapes(filledWith:)``, in stop order), back to front.
    ///
    /// ```swift
    /// let card = sim.displayList.shapes(withGradientOf: [.red, .blue]).first
    /// #expect(card?.gradient?.stops.last?.location == 1)
    /// ```
    public func shapes(withGradientOf colors: [Color]) -> [DisplayItem] {
        items.filter { item in
            guard let stops = item.gradient?.stops, stops.count == colors.count else { return false }
            return zip(stops, colors).allSatisfy { $0.color.hasSameComponents(as: $1) }
        }
    }
}

extension DisplayItem {
    /// The gradient a shape is filled with, or else the one its stroke is painted with; `nil` for
    /// solid paint, a text or an image.
    public var gradient: GradientPaint? {
        if let fillGradient { return fillGradient }
        if case .shape(_, _, let stroke) = kind { return stroke?.gradient }
        return nil
    }
}
