/// A type that produces view previews, as SwiftUI's `PreviewProvider` does.
///
/// ```swift
/// struct CardView_Previews: PreviewProvider {
///     static var previews: some View {
///         CardView().previewDisplayName("Card")
///         CardView().previewLayout(.sizeThatFits)
///     }
/// }
/// ```
///
/// Nothing registers a provider: ``PreviewRegistry`` finds every conformance in the process at run
/// time. Each top-level view of ``previews`` (the statements of its builder, or of a `Group` there)
/// becomes one preview, with the name and layout its preview modifiers give.
@MainActor @preconcurrency
public protocol PreviewProvider {
    /// The type of view ``previews`` builds.
    associatedtype Previews: View

    /// The views to preview.
    @ViewBuilder @MainActor @preconcurrency static var previews: Previews { get }

    /// The platform the previews are meant for; `nil` (the default) means the platform being built.
    @MainActor @preconcurrency static var platform: PreviewPlatform? { get }
}

extension PreviewProvider {
    /// No particular platform.
    nonisolated public static var platform: PreviewPlatform? { nil }
}

/// A platform a preview is meant for. Tactile draws the same stage for each; the value is reported
/// by ``PreviewRegistry``.
public enum PreviewPlatform: Sendable, Hashable {
    /// iOS.
    case iOS
    /// macOS.
    case macOS
    /// tvOS.
    case tvOS
    /// watchOS.
    case watchOS
    /// visionOS.
    case visionOS
}
