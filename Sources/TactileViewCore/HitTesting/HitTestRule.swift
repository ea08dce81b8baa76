import Foundation

/// How one node takes part in hit testing (SwiftUI's rules, see the hit-testing section of the
/// gesture semantics reference):
///
/// - containers and modifiers hit only where a descendant leaf is hit (`children`);
/// - shapes hit inside their outline (`path`; a stroked shape inside its stroke, `stroke`);
/// - text, images and opaque colours hit anywhere in their frame (`frame`);
/// - `Color.clear`, paint of opacity 0, `opacity(0)`, spacers and `allowsHitTesting(false)` never
///   hit, and neither does anything below them (`none`);
/// - `contentShape` replaces the subtree's hit area with a shape (`contentShape`): outside it nothing
///   below hits; inside it, the node hits even where no descendant draws;
/// - clipping does not limit hit testing.
package enum HitTestRule {
    /// Hit where a child is hit, front to back.
    case children
    /// Never hit; the subtree is skipped.
    case none
    /// Hit anywhere in the node's bounds.
    case frame
    /// Hit inside the outline.
    case path(Path, eoFill: Bool)
    /// Hit inside `outer` but not inside `inner` (a stroke of some width).
    case stroke(outer: Path, inner: Path)
    /// Hit inside the shape: by a child if one is hit there, else by this node.
    case contentShape(Path, eoFill: Bool)
}

/// `allowsHitTesting(false)`: removes the subtree from hit testing.
struct AllowsHitTestingContent: NodeContentModifier {
    let enabled: Bool
    var kindName: String { "allowsHitTesting" }
    func hitTestRule(size: CGSize) -> HitTestRule { enabled ? .children : .none }
}

/// `contentShape`: the shape that catches touches for the subtree.
struct ContentShapeContent: NodeContentModifier {
    nonisolated(unsafe) let shape: (CGRect) -> Path
    let eoFill: Bool
    var kindName: String { "contentShape" }
    func hitTestRule(size: CGSize) -> HitTestRule {
        .contentShape(shape(CGRect(origin: .zero, size: size)), eoFill: eoFill)
    }
}

/// `coordinateSpace(name:)`: names the space of this point of the tree for gestures and geometry.
struct CoordinateSpaceContent: NodeContentModifier {
    nonisolated(unsafe) let name: AnyHashable
    var kindName: String { "coordinateSpace(\(name))" }
    var coordinateSpaceName: AnyHashable? { name }
}

extension View {
    /// Whether this view and its subtree take part in hit testing; `false` lets touches fall through
    /// to what is behind.
    nonisolated public func allowsHitTesting(_ enabled: Bool) -> some View {
        modifier(AllowsHitTestingContent(enabled: enabled))
    }

    /// Makes `shape` (in this view's bounds) the area that catches touches for this view, including
    /// gaps where nothing is drawn.
    nonisolated public func contentShape<S: Shape>(_ shape: S, eoFill: Bool = false) -> some View {
        modifier(ContentShapeContent(shape: { shape.path(in: $0) }, eoFill: eoFill))
    }

    /// Names this view's coordinate space so that descendants can measure in it
    /// (`DragGesture(coordinateSpace: .named(name))`).
    nonisolated public func coordinateSpace<T: Hashable>(name: T) -> some View {
        modifier(CoordinateSpaceContent(name: AnyHashable(name)))
    }
}
