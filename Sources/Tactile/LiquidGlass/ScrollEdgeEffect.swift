import Foundation

/// How a scroll view's content fades or blurs where it passes under pinned controls (a toolbar,
/// a safe-area bar), iOS 26's `ScrollEdgeEffectStyle`.
///
/// *Accepted, with no effect* on Linux: bars are drawn opaque over scrolling content, as before
/// iOS 26, whatever the style.
public struct ScrollEdgeEffectStyle: Hashable, Sendable {
    enum Kind: Hashable, Sendable {
        case automatic, hard, soft
    }

    let kind: Kind

    /// The style the system picks for the platform and context.
    nonisolated public static var automatic: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: .automatic) }
    /// A nearly opaque boundary with a straight line between controls and content.
    nonisolated public static var hard: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: .hard) }
    /// A subtle blurred boundary between controls and content.
    nonisolated public static var soft: ScrollEdgeEffectStyle { ScrollEdgeEffectStyle(kind: .soft) }
}

extension View {
    /// Sets the scroll edge effect of the scroll views in this view at `edges` (`nil`: the
    /// automatic one). *Accepted, with no effect* on Linux (see ``ScrollEdgeEffectStyle``).
    nonisolated public func scrollEdgeEffectStyle(_ style: ScrollEdgeEffectStyle?, for edges: Edge.Set) -> some View {
        self
    }

    /// Hides the scroll edge effect of the scroll views in this view at `edges`. *Accepted, with
    /// no effect* on Linux, where there is no edge effect to hide.
    nonisolated public func scrollEdgeEffectHidden(_ hidden: Bool = true, for edges: Edge.Set = .all) -> some View {
        self
    }

    /// Extends this view under the safe areas around it, mirrored and blurred, as iOS 26 does
    /// under a sidebar or an inspector. *Accepted, with no effect* on Linux: the view is drawn
    /// in its own frame (use `ignoresSafeArea()` to let it reach under the bars).
    nonisolated public func backgroundExtensionEffect() -> some View {
        self
    }

    /// Shows `content` as a bar along the top or bottom edge of this view, which is given the rest
    /// of the space, as iOS 26's `safeAreaBar`: in Tactile, as
    /// `safeAreaInset(edge:alignment:spacing:content:)` (the bar's scroll edge effect is not drawn).
    nonisolated public func safeAreaBar<V: View>(
        edge: VerticalEdge, alignment: HorizontalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }

    /// Shows `content` as a bar along the leading or trailing edge of this view, as
    /// `safeAreaInset(edge:alignment:spacing:content:)` does.
    nonisolated public func safeAreaBar<V: View>(
        edge: HorizontalEdge, alignment: VerticalAlignment = .center, spacing: CGFloat? = nil,
        @ViewBuilder content: () -> V
    ) -> some View {
        safeAreaInset(edge: edge, alignment: alignment, spacing: spacing, content: content)
    }
}
