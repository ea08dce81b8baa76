import Foundation

/// A number that grows with the user's text size, SwiftUI's `ScaledMetric`: a padding, an icon's
/// size, a spacing that should keep its proportion to the text beside it.
///
/// ```swift
/// struct Badge: View {
///     @ScaledMetric(relativeTo: .body) var size: CGFloat = 24
///     var body: some View { Circle().frame(width: size, height: size) }
/// }
/// ```
///
/// The value is the base value times the ratio of the text style's point size at the view's
/// ``EnvironmentValues/dynamicTypeSize`` to its size at `.large` (iOS's sizes, from the Human
/// Interface Guidelines' table): 24 relative to `.body` is 24 at `.large` and about 39.5 at
/// `.accessibility1` (28 / 17 of it).
@propertyWrapper
public struct ScaledMetric<Value: BinaryFloatingPoint>: DynamicProperty {
    final class Box { var size: DynamicTypeSize = .large }
    let baseValue: Value
    let textStyle: Font.TextStyle
    let box = Box()

    /// A metric that scales `wrappedValue` as ``Font/body`` scales.
    public init(wrappedValue: Value) {
        self.init(wrappedValue: wrappedValue, relativeTo: .body)
    }

    /// A metric that scales `wrappedValue` as `textStyle` scales.
    public init(wrappedValue: Value, relativeTo textStyle: Font.TextStyle) {
        baseValue = wrappedValue
        self.textStyle = textStyle
    }

    /// The base value scaled for the view's text size.
    public var wrappedValue: Value {
        baseValue * Value(TextStyleSizes.scale(of: textStyle, at: box.size))
    }
}

extension ScaledMetric: GraphLinkedProperty {
    package func link(_ link: PropertyLink) { box.size = link.environment.dynamicTypeSize }
}

// MARK: - Sendable

/// `ScaledMetric` is `Sendable` when its value is, as in SwiftUI, so a `@ScaledMetric` property
/// keeps a view's initializer nonisolated in Swift 6.
///
/// `@unchecked`: its box holds the Dynamic Type size the graph reads from the environment. Sound
/// under the main-actor discipline: the graph writes it and the body reads it, on the main actor.
extension ScaledMetric: @unchecked Sendable where Value: Sendable {}
