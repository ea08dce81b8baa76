import Foundation

/// The direction of a horizontal layout, SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right, as in English.
    case leftToRight
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft

    /// Both directions, left to right first.
    nonisolated public static var allCases: [LayoutDirection] { [.leftToRight, .rightToLeft] }
}

extension EnvironmentValues {
    /// The direction of horizontal layout in this subtree (`.leftToRight` by default).
    ///
    /// In `.rightToLeft`, layout mirrors as in SwiftUI: a horizontal stack's first view is on the
    /// right, `.leading` alignment and padding are on the right. Each view's frame is mirrored in
    /// its parent; what a view draws inside its frame (text, shapes, images) is not, unless it asks
    /// with `View/flipsForRightToLeftLayoutDirection(_:)`. Locations and translations that
    /// gestures report stay in screen space: a drag to the right has a positive `translation.width`
    /// in either direction (Docs/Decisions.md, "right-to-left-layout").
    ///
    /// *Not mirrored yet*: the offset of a horizontal `ScrollView` (its content is laid out
    /// mirrored, but scrolls as in left to right), a `Canvas`'s drawing, and multi-line text
    /// alignment.
    public var layoutDirection: LayoutDirection {
        get { isRightToLeft ? .rightToLeft : .leftToRight }
        set { isRightToLeft = newValue == .rightToLeft }
    }
}

/// Mirrors its content horizontally about its centre (drawing, hit testing and gesture locations).
struct HorizontalFlipContent: NodeContentModifier {
    var kindName: String { "flipsForRightToLeftLayoutDirection" }
    var isLayoutNeutral: Bool { true }
    func effectTransform(size: CGSize) -> CGAffineTransform {
        CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: size.width, ty: 0)
    }
}

/// `flipsForRightToLeftLayoutDirection`: a flip when enabled and the environment is right to left.
struct FlipForRightToLeftModifier: PrimitiveModifier {
    let enabled: Bool
    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        guard enabled, inputs.environment.layoutDirection == .rightToLeft else { return content.resolve(inputs) }
        return content.wrap(HorizontalFlipContent(), inputs)
    }
}

extension View {
    /// Mirrors this view horizontally when the layout direction is right to left (an arrow that
    /// points "forward").
    nonisolated public func flipsForRightToLeftLayoutDirection(_ enabled: Bool) -> some View {
        modifier(FlipForRightToLeftModifier(enabled: enabled))
    }
}
