import Foundation

// The semantic styles of iOS's system colours: each resolves to the colour UIKit gives the same
// role, in light and in dark mode (Apple's published values).

/// The colour of separators between content (`.separator`): UIKit's `separator`, #3C3C43 at 29 %
/// in light mode and #545458 at 60 % in dark mode.
public struct SeparatorShapeStyle: ShapeStyle, ShapeStyleResolving {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    /// The separator style.
    public init() {}

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .color(SystemStyleColors.separator.resolved(for: environment.colorScheme))
    }
}

/// The colour of selected content (`.selection`): the environment's tint, as iOS highlights a
/// selection in the accent colour.
public struct SelectionShapeStyle: ShapeStyle, ShapeStyleResolving {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    /// The selection style.
    public init() {}

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        TintShapeStyle().resolveStyle(in: environment)
    }
}

/// The colour of placeholder text (`.placeholder`): UIKit's `placeholderText`, #3C3C43 at 30 % in
/// light mode and #EBEBF5 at 30 % in dark mode.
public struct PlaceholderTextShapeStyle: ShapeStyle, ShapeStyleResolving {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    /// The placeholder style.
    public init() {}

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .color(SystemStyleColors.placeholderText.resolved(for: environment.colorScheme))
    }
}

/// The colour of links (`.link`): UIKit's `link`, #007AFF in light mode and #0984FF in dark mode.
public struct LinkShapeStyle: ShapeStyle, ShapeStyleResolving {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    /// The link style.
    public init() {}

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .color(SystemStyleColors.link.resolved(for: environment.colorScheme))
    }
}

/// The colour of filled shapes behind content (`.fill`): UIKit's `systemFill`, #787880 at 20 % in
/// light mode and at 36 % in dark mode.
public struct FillShapeStyle: ShapeStyle, ShapeStyleResolving {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    /// The fill style.
    public init() {}

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .color(SystemStyleColors.fill.resolved(for: environment.colorScheme))
    }
}

/// The background of the window (`.windowBackground`): iOS's `systemBackground`, as
/// `BackgroundStyle`.
public struct WindowBackgroundShapeStyle: ShapeStyle, ShapeStyleResolving {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    /// The window background style.
    public init() {}

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        .color(BackgroundStyle.systemBackground.resolved(for: environment.colorScheme))
    }
}

/// UIKit's semantic colours behind the system styles.
enum SystemStyleColors {
    static let separator = Color(
        light: 0x3C3C43, dark: 0x545458, lightOpacity: 0.29, darkOpacity: 0.6, name: "separator")
    static let placeholderText = Color(
        light: 0x3C3C43, dark: 0xEBEBF5, lightOpacity: 0.3, darkOpacity: 0.3, name: "placeholder")
    static let link = Color(light: 0x007AFF, dark: 0x0984FF, name: "link")
    static let fill = Color(light: 0x787880, dark: 0x787880, lightOpacity: 0.2, darkOpacity: 0.36, name: "fill")
}

extension ShapeStyle where Self == SeparatorShapeStyle {
    /// The colour of separators.
    public static var separator: SeparatorShapeStyle { .init() }
}

extension ShapeStyle where Self == SelectionShapeStyle {
    /// The colour of selected content.
    public static var selection: SelectionShapeStyle { .init() }
}

extension ShapeStyle where Self == PlaceholderTextShapeStyle {
    /// The colour of placeholder text.
    public static var placeholder: PlaceholderTextShapeStyle { .init() }
}

extension ShapeStyle where Self == LinkShapeStyle {
    /// The colour of links.
    public static var link: LinkShapeStyle { .init() }
}

extension ShapeStyle where Self == FillShapeStyle {
    /// The colour of filled shapes behind content.
    public static var fill: FillShapeStyle { .init() }
}

extension ShapeStyle where Self == WindowBackgroundShapeStyle {
    /// The background of the window.
    public static var windowBackground: WindowBackgroundShapeStyle { .init() }
}

extension ShapeStyle {
    /// This style at the secondary level of content: at 60 % of its opacity, as `.secondary` is
    /// to `.primary`.
    public var secondary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 1) }
    /// This style at the tertiary level of content (30 % of its opacity).
    public var tertiary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 2) }
    /// This style at the quaternary level of content (18 % of its opacity).
    public var quaternary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 3) }
    /// This style at the quinary level of content (`HierarchyOpacity/quinary` of its opacity).
    public var quinary: some ShapeStyle { HierarchicalShapeStyleModifier(base: self, level: 4) }
}

/// A style at a level of content (`ShapeStyle/secondary` … `ShapeStyle/quinary`): the base style
/// at the opacity of that level, as iOS's label colours are to `label` (60 %, 30 %, 18 %, 10 %).
public struct HierarchicalShapeStyleModifier<Base: ShapeStyle>: ShapeStyle, ShapeStyleResolving {
    /// Resolved by Tactile itself.
    public typealias Resolved = Never
    let base: Base
    /// 1 for secondary … 4 for quinary.
    let level: Int

    package func resolveStyle(in environment: EnvironmentValues) -> ResolvedStyle {
        let opacity = HierarchyOpacity.levels[min(max(0, level), HierarchyOpacity.levels.count - 1)]
        return base.resolvedStyle(in: environment).opacity(opacity)
    }
}

extension ShapeStyle where Self == AnyShapeStyle {
    /// The environment's foreground style at `opacity`.
    public static func opacity(_ opacity: Double) -> some ShapeStyle { ForegroundStyle().opacity(opacity) }
}

extension ShapeStyle where Self == HierarchicalShapeStyle {
    /// Quinary content, the faintest level.
    public static var quinary: HierarchicalShapeStyle { .quinary }
}

extension HierarchicalShapeStyle {
    /// Quinary content, the faintest level.
    public static let quinary = HierarchicalShapeStyle(level: 4)
}

extension ShapeStyle where Self == RadialGradient {
    /// A radial gradient through `stops`, from `startRadius` to `endRadius` about `center`.
    public static func radialGradient(
        stops: [Gradient.Stop], center: UnitPoint, startRadius: CGFloat, endRadius: CGFloat
    )
        -> RadialGradient
    {
        RadialGradient(gradient: Gradient(stops: stops), center: center, startRadius: startRadius, endRadius: endRadius)
    }
}

extension ShapeStyle where Self == EllipticalGradient {
    /// An elliptical gradient through `colors` about `center`, its radii fractions of the shape's
    /// size.
    public static func ellipticalGradient(
        colors: [Color], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0, endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: Gradient(colors: colors), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }

    /// An elliptical gradient through `stops` about `center`, its radii fractions of the shape's
    /// size.
    public static func ellipticalGradient(
        stops: [Gradient.Stop], center: UnitPoint = .center, startRadiusFraction: CGFloat = 0,
        endRadiusFraction: CGFloat = 0.5
    ) -> EllipticalGradient {
        EllipticalGradient(
            gradient: Gradient(stops: stops), center: center, startRadiusFraction: startRadiusFraction,
            endRadiusFraction: endRadiusFraction)
    }
}

extension ShapeStyle where Self == AngularGradient {
    /// An angular gradient through `stops` about `center`, from `startAngle` to `endAngle`.
    public static func angularGradient(stops: [Gradient.Stop], center: UnitPoint, startAngle: Angle, endAngle: Angle)
        -> AngularGradient
    {
        AngularGradient(gradient: Gradient(stops: stops), center: center, startAngle: startAngle, endAngle: endAngle)
    }

    /// A full turn through `colors` about `center`, starting at `angle`.
    public static func conicGradient(colors: [Color], center: UnitPoint, angle: Angle = .zero) -> AngularGradient {
        AngularGradient(gradient: Gradient(colors: colors), center: center, angle: angle)
    }

    /// A full turn through `stops` about `center`, starting at `angle`.
    public static func conicGradient(stops: [Gradient.Stop], center: UnitPoint, angle: Angle = .zero)
        -> AngularGradient
    {
        AngularGradient(gradient: Gradient(stops: stops), center: center, angle: angle)
    }
}
