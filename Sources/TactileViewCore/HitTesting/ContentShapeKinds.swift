import Foundation

/// What a content shape is for, SwiftUI's `ContentShapeKinds`
/// (`View/contentShape(_:_:eoFill:)`).
public struct ContentShapeKinds: OptionSet, Sendable {
    /// A set's elements are sets.
    public typealias Element = ContentShapeKinds
    /// The raw bits.
    public var rawValue: Int
    /// A set from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }

    /// Hit testing: the shape catches touches for the view.
    public static let interaction = ContentShapeKinds(rawValue: 1 << 0)
    /// The outline of the view's drag preview.
    public static let dragPreview = ContentShapeKinds(rawValue: 1 << 1)
    /// The outline of the view's context menu preview.
    public static let contextMenuPreview = ContentShapeKinds(rawValue: 1 << 2)
    /// The outline of the view's pointer hover effect.
    public static let hoverEffect = ContentShapeKinds(rawValue: 1 << 3)
    /// The frame of the view in the accessibility tree.
    public static let accessibility = ContentShapeKinds(rawValue: 1 << 5)
}

extension View {
    /// Sets the content shape for the `kinds` given: with `.interaction`, `shape` (in this view's
    /// bounds) is the area that catches touches, as `contentShape(_:eoFill:)`. The other kinds
    /// are *Accepted*: Tactile's drag and context menu previews keep the view's frame, it draws
    /// no hover effects, and the accessibility tree keeps the view's frame.
    nonisolated public func contentShape<S: Shape>(_ kinds: ContentShapeKinds, _ shape: S, eoFill: Bool = false)
        -> some View
    {
        modifier(ContentShapeKindsModifier(kinds: kinds, shape: { shape.path(in: $0) }, eoFill: eoFill))
    }
}

/// `contentShape(_:_:eoFill:)`: the hit shape when the kinds include `.interaction`.
struct ContentShapeKindsModifier: PrimitiveModifier {
    let kinds: ContentShapeKinds
    nonisolated(unsafe) let shape: (CGRect) -> Path
    let eoFill: Bool

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        guard kinds.contains(.interaction) else { return content.resolve(inputs) }
        return content.wrap(ContentShapeContent(shape: shape, eoFill: eoFill), inputs)
    }
}
