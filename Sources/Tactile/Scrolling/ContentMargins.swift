import Foundation

/// Where `contentMargins(_:_:for:)` applies: SwiftUI's `ContentMarginPlacement`.
public struct ContentMarginPlacement: Hashable, Sendable {
    private enum Kind: Hashable, Sendable { case automatic, scrollContent, scrollIndicators }
    private let kind: Kind

    /// The platform's choice: for a scroll view, its content.
    public static let automatic = ContentMarginPlacement(kind: .automatic)
    /// A scroll view's content.
    public static let scrollContent = ContentMarginPlacement(kind: .scrollContent)
    /// A scroll view's indicators (accepted; Tactile's indicators keep their own inset).
    public static let scrollIndicators = ContentMarginPlacement(kind: .scrollIndicators)

    /// Whether margins of this placement move the content.
    var appliesToContent: Bool { kind != .scrollIndicators }
}

private struct ScrollContentMarginsKey: EnvironmentKey {
    static var defaultValue: EdgeInsets { EdgeInsets() }
}

extension EnvironmentValues {
    /// The margins scroll views in this subtree put around their content.
    var scrollContentMargins: EdgeInsets {
        get { self[ScrollContentMarginsKey.self] }
        set { self[ScrollContentMarginsKey.self] = newValue }
    }
}

extension View {
    /// Puts `insets` (on `edges`) around the content of the scroll views in this view: the content
    /// is laid out inside them and scrolls with them, so at rest at the top the content starts
    /// `insets.top` below the viewport's top, and at the end `insets.bottom` of space follows it.
    /// Margins for `.scrollIndicators` are accepted and change nothing. An inner modifier's edges
    /// win over an outer one's; a non-finite or negative length counts as 0.
    nonisolated public func contentMargins(
        _ edges: Edge.Set = .all, _ insets: EdgeInsets, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        modifier(
            EnvironmentWritingModifier { environment in
                guard placement.appliesToContent else { return }
                func clean(_ length: CGFloat) -> CGFloat { length.isFinite ? max(length, 0) : 0 }
                var margins = environment.scrollContentMargins
                if edges.contains(.top) { margins.top = clean(insets.top) }
                if edges.contains(.leading) { margins.leading = clean(insets.leading) }
                if edges.contains(.bottom) { margins.bottom = clean(insets.bottom) }
                if edges.contains(.trailing) { margins.trailing = clean(insets.trailing) }
                environment.scrollContentMargins = margins
            })
    }

    /// Puts a margin of `length` on `edges` around the content of the scroll views in this view;
    /// `nil` is the default padding (16 pt). See `contentMargins(_:_:for:)`.
    nonisolated public func contentMargins(
        _ edges: Edge.Set = .all, _ length: CGFloat?, for placement: ContentMarginPlacement = .automatic
    ) -> some View {
        let value = length ?? LayoutDefaults.padding
        return contentMargins(
            edges, EdgeInsets(top: value, leading: value, bottom: value, trailing: value), for: placement)
    }

    /// Puts a margin of `length` on every edge around the content of the scroll views in this view.
    nonisolated public func contentMargins(_ length: CGFloat, for placement: ContentMarginPlacement = .automatic)
        -> some View
    {
        contentMargins(.all, length, for: placement)
    }
}
