import Foundation

/// The direction of a horizontal layout, SwiftUI's `LayoutDirection`.
public enum LayoutDirection: Hashable, Sendable, CaseIterable {
    /// Left to right, as in English.
    case leftToRight
    /// Right to left, as in Arabic and Hebrew.
    case rightToLeft
}

private struct LayoutDirectionKey: EnvironmentKey { static let defaultValue = LayoutDirection.leftToRight }

extension EnvironmentValues {
    /// The direction of horizontal layout in this subtree (`.leftToRight` by default).
    ///
    /// *Approximation*: stacks, alignments and padding do not mirror for `.rightToLeft`; the
    /// direction is read by ``View/flipsForRightToLeftLayoutDirection(_:)`` and by your views.
    public var layoutDirection: LayoutDirection {
        get { self[LayoutDirectionKey.self] }
        set { self[LayoutDirectionKey.self] = newValue }
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
