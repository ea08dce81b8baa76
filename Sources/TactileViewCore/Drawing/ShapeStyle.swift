import Foundation

/// A colour, gradient or material to fill or stroke shapes, and to draw text and symbols with.
///
/// Tactile's styles: `Color`, `LinearGradient`, `RadialGradient`, `EllipticalGradient`,
/// `AngularGradient`, `Gradient`, `AnyGradient` (`Color.red.gradient`), `Material`,
/// `HierarchicalShapeStyle` (`.primary` … `.quaternary`), `ForegroundStyle` (`.foreground`),
/// `BackgroundStyle` (`.background`), `TintShapeStyle` (`.tint`), `AnyShapeStyle`, and any of
/// them with `ShapeStyle/opacity(_:)`. A style of your own type draws as the style its
/// `resolve(in:)` returns (iOS 17's custom styles); one that does not implement it draws as the
/// environment's primary colour.
public protocol ShapeStyle: Sendable {
    /// The style this style resolves to: `Never` for the built-in styles, which Tactile resolves
    /// itself, and for styles that do not implement `resolve(in:)`.
    associatedtype Resolved: ShapeStyle = Never

    /// The concrete style this style is in `environment`: what a custom style implements, reading
    /// the colour scheme, the contrast or any environment value.
    func resolve(in environment: EnvironmentValues) -> Resolved
}

extension Never: ShapeStyle {
    /// `Never` resolves to nothing.
    public typealias Resolved = Never
}

extension ShapeStyle where Resolved == Never {
    /// Never called: a style whose `Resolved` is `Never` is drawn by Tactile itself (the built-in
    /// styles) or as the primary colour; calling it stops the program, as in SwiftUI.
    public func resolve(in environment: EnvironmentValues) -> Never {
        fatalError("\(Self.self) does not resolve to another shape style")
    }
}

/// A built-in style: how it resolves against the environment.
package protocol ShapeStyleResolving: ShapeStyle {
    /// The paint this style draws with in `environment`.
    func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle
}

extension Color: ShapeStyleResolving {
    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .color(resolved(for: environment.colorScheme))
    }
}

extension ShapeStyle {
    /// The paint of any style in `environment`: built-in styles resolve themselves, others draw in
    /// the primary colour.
    package func resolvedStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        if let builtIn = self as? any ShapeStyleResolving { return builtIn.resolveStyle(in: environment) }
        if Resolved.self != Never.self { return resolve(in: environment).resolvedStyle(in: environment) }
        return .color(Color.primary.resolved(for: environment.colorScheme))
    }

    /// This style with its opacity multiplied by `opacity` (clamped to 0…1).
    public func opacity(_ opacity: Double) -> some ShapeStyle {
        _OpacityShapeStyle(base: self, opacity: opacity)
    }
}

/// A style drawn at a fraction of its opacity (`ShapeStyle/opacity(_:)`).
public struct _OpacityShapeStyle<Base: ShapeStyle>: ShapeStyle, ShapeStyleResolving {
    let base: Base
    let opacity: Double

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        base.resolvedStyle(in: environment).opacity(opacity)
    }
}

/// The current foreground style of the environment, as a `ShapeStyle` (`.foreground`).
public struct ForegroundStyle: ShapeStyle, ShapeStyleResolving {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    /// The foreground style.
    public init() {}

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        HierarchicalShapeStyle.primary.resolveStyle(in: environment)
    }
}

/// The background of the window (`.background`): the style set with `backgroundStyle(_:)`, else
/// iOS's `systemBackground`, white in light mode and black in dark mode.
public struct BackgroundStyle: ShapeStyle, ShapeStyleResolving {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    /// The background style.
    public init() {}

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        // A background style set to the background style itself would resolve forever.
        if let custom = environment.backgroundStyle, !(custom.base is BackgroundStyle) {
            var outer = environment
            outer.backgroundStyle = nil
            return custom.resolveStyle(in: outer)
        }
        return .color(Self.systemBackground.resolved(for: environment.colorScheme))
    }

    /// iOS's `systemBackground`: #FFFFFF in light mode, #000000 in dark mode.
    static let systemBackground = Color(light: 0xFFFFFF, dark: 0x000000, name: "background")
}

/// The environment's tint (`.tint`): the colour set with `tint(_:)`, or the accent colour.
public struct TintShapeStyle: ShapeStyle, ShapeStyleResolving {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    /// The tint style.
    public init() {}

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        environment.tintStyle?.resolveStyle(in: environment)
            ?? .color(Color.accentColor.resolved(for: environment.colorScheme))
    }
}

/// The levels of content (`.primary`, `.secondary`, `.tertiary`, `.quaternary`).
///
/// Each level is a level of the environment's foreground style. Set with
/// `View/foregroundStyle(_:_:)` or `View/foregroundStyle(_:_:_:)`, the second and third levels are
/// those styles; otherwise a level is the primary style at the opacity of iOS's label colours in
/// light mode (60 %, 30 % and 18 %).
public struct HierarchicalShapeStyle: ShapeStyle, ShapeStyleResolving {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    let level: Int
    /// Primary content.
    public static let primary = HierarchicalShapeStyle(level: 0)
    /// Secondary content.
    public static let secondary = HierarchicalShapeStyle(level: 1)
    /// Tertiary content.
    public static let tertiary = HierarchicalShapeStyle(level: 2)
    /// Quaternary content.
    public static let quaternary = HierarchicalShapeStyle(level: 3)

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        // The levels were resolved where they were set (`setForegroundStyles`).
        let levels = environment.foregroundStyleLevels
        if level > 0, level <= levels.count { return levels[level - 1].resolveStyle(in: environment) }
        let opacity = HierarchyOpacity.levels[min(level, HierarchyOpacity.levels.count - 1)]
        guard let primary = environment.foregroundStyle else {
            let label = HierarchyOpacity.labelColors[min(level, HierarchyOpacity.labelColors.count - 1)]
            return .color(label.resolved(for: environment.colorScheme))
        }
        let paint = primary.resolveStyle(in: environment)
        return level == 0 ? paint : paint.opacity(opacity)
    }
}

/// The opacities of the content levels, from iOS's label colours in light mode (`label`,
/// `secondaryLabel`, `tertiaryLabel`, `quaternaryLabel`).
enum HierarchyOpacity {
    /// Primary, secondary, tertiary, quaternary.
    static let levels: [Double] = [
        1, SystemPalette.secondaryOpacity, SystemPalette.tertiaryOpacity, SystemPalette.quaternaryLightOpacity,
        quinary,
    ]
    /// The quinary level: UIKit publishes no quinary label colour; about half the quaternary's
    /// opacity, so that it stays the faintest level and still shows.
    static let quinary = 0.1
    /// The label colours themselves: black (white in dark mode), then #3C3C43 (#EBEBF5 in dark
    /// mode) at each level's opacity.
    static let labelColors: [Color] = [
        .primary, .secondary,
        Color(
            light: 0x3C3C43, dark: 0xEBEBF5, lightOpacity: SystemPalette.tertiaryOpacity,
            darkOpacity: SystemPalette.tertiaryOpacity, name: "tertiary"),
        Color(
            light: 0x3C3C43, dark: 0xEBEBF5, lightOpacity: SystemPalette.quaternaryLightOpacity,
            darkOpacity: SystemPalette.quaternaryDarkOpacity, name: "quaternary"),
        Color(light: 0x3C3C43, dark: 0xEBEBF5, lightOpacity: quinary, darkOpacity: quinary, name: "quinary"),
    ]
}

extension ShapeStyle where Self == ForegroundStyle {
    /// The environment's foreground style.
    public static var foreground: ForegroundStyle { ForegroundStyle() }
}

extension ShapeStyle where Self == BackgroundStyle {
    /// The window's background.
    public static var background: BackgroundStyle { BackgroundStyle() }
}

extension ShapeStyle where Self == TintShapeStyle {
    /// The environment's tint colour.
    public static var tint: TintShapeStyle { TintShapeStyle() }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// Primary content.
    public static var primary: HierarchicalShapeStyle { .primary }
    /// Secondary content.
    public static var secondary: HierarchicalShapeStyle { .secondary }
    /// Tertiary content.
    public static var tertiary: HierarchicalShapeStyle { .tertiary }
    /// Quaternary content.
    public static var quaternary: HierarchicalShapeStyle { .quaternary }
}

/// A type-erased `ShapeStyle`.
public struct AnyShapeStyle: ShapeStyle, ShapeStyleResolving, CustomStringConvertible {
    /// Resolved by Tactile itself, through the style it erases.
    public typealias Resolved = Never
    let base: any ShapeStyle
    /// Erases `style`.
    public init<S: ShapeStyle>(_ style: S) {
        if let erased = style as? AnyShapeStyle { self = erased } else { base = style }
    }

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        base.resolvedStyle(in: environment)
    }

    /// The single colour this style paints with in `environment`: a gradient's first colour, a
    /// material's tint. For text and symbols, which are drawn in one colour.
    func resolve(in environment: EnvironmentValues) -> Color { resolveStyle(in: environment).solidColor }

    /// A textual description for debugging.
    public var description: String { "\(base)" }
}
