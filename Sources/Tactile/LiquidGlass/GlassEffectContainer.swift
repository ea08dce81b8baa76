import Foundation

/// A view whose glass effects are drawn together and may blend and morph into one another, as
/// SwiftUI's `GlassEffectContainer`.
///
/// ```swift
/// GlassEffectContainer(spacing: 20) {
///     HStack(spacing: 20) {
///         Image(systemName: "pencil").frame(width: 44, height: 44).glassEffect()
///         Image(systemName: "eraser").frame(width: 44, height: 44).glassEffect()
///     }
/// }
/// ```
///
/// On Linux the container lays out and draws its content as it is: each glass effect inside is
/// drawn on its own (``Glass``), and `spacing`, the distance at which glass starts to blend, is
/// kept without effect.
public struct GlassEffectContainer<Content: View>: View {
    /// The distance at which glass shapes start to blend (`nil`: the system's).
    let spacing: CGFloat?
    nonisolated(unsafe) let content: Content

    /// A container whose glass blends within `spacing`, holding `content`.
    nonisolated public init(spacing: CGFloat? = nil, @ViewBuilder content: () -> Content) {
        self.spacing = spacing
        self.content = content()
    }

    /// The content, unchanged.
    public var body: some View { content }
}
