import Foundation

/// Whether a view mirrors its drawing in a layout direction, SwiftUI's `LayoutDirectionBehavior`.
public enum LayoutDirectionBehavior: Hashable, Sendable {
    /// Never mirrored.
    case fixed
    /// Mirrored horizontally when the environment's layout direction is `direction`.
    case mirrors(in: LayoutDirection)

    /// Mirrored in right-to-left layouts.
    public static var mirrors: LayoutDirectionBehavior { .mirrors(in: .rightToLeft) }

    /// Hashes the behaviour.
    public func hash(into hasher: inout Hasher) {
        switch self {
        case .fixed: hasher.combine(0)
        case .mirrors(let direction): hasher.combine(direction)
        }
    }

    /// Whether a view with this behaviour is mirrored in `direction`.
    func mirrors(_ direction: LayoutDirection) -> Bool {
        if case .mirrors(let mirrored) = self { return mirrored == direction }
        return false
    }
}

extension View {
    /// Sets whether this view's drawing (and its hit testing and gesture locations) is mirrored
    /// horizontally in the environment's layout direction: `.mirrors` in right to left, as
    /// `View/flipsForRightToLeftLayoutDirection(_:)`; `.fixed` never.
    nonisolated public func layoutDirectionBehavior(_ behavior: LayoutDirectionBehavior) -> some View {
        modifier(LayoutDirectionBehaviorModifier(behavior: behavior))
    }
}

/// `layoutDirectionBehavior(_:)`: a flip when the behaviour mirrors in the environment's direction.
struct LayoutDirectionBehaviorModifier: PrimitiveModifier {
    let behavior: LayoutDirectionBehavior
    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        guard behavior.mirrors(inputs.environment.layoutDirection) else { return content.resolve(inputs) }
        return content.wrap(HorizontalFlipContent(), inputs)
    }
}
