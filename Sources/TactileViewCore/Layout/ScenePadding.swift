import Foundation

/// A kind of padding that spaces a view from the scene that holds it, SwiftUI's `ScenePadding`
/// (applied with `View/scenePadding(_:edges:)`).
public struct ScenePadding: Equatable, Sendable {
    let length: CGFloat

    /// The least scene padding: on iOS, the default padding (16 pt), the spacing of a scene's
    /// content from its edges.
    public static let minimum = ScenePadding(length: LayoutDefaults.padding)

    /// Whether two paddings are the same kind.
    public static func == (lhs: ScenePadding, rhs: ScenePadding) -> Bool { lhs.length == rhs.length }
}

extension View {
    /// Pads the `edges` of this view by the amount that suits its scene (the default padding,
    /// 16 pt, on iOS).
    nonisolated public func scenePadding(_ edges: Edge.Set = .all) -> some View {
        scenePadding(.minimum, edges: edges)
    }

    /// Pads the `edges` of this view by `padding`'s amount for its scene.
    nonisolated public func scenePadding(_ padding: ScenePadding, edges: Edge.Set = .all) -> some View {
        self.padding(edges, padding.length)
    }
}
