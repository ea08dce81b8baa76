import Foundation

/// The state of an ``AsyncImage``'s load, SwiftUI's `AsyncImagePhase`.
public enum AsyncImagePhase: Sendable {
    /// Not loaded (yet).
    case empty
    /// Loaded.
    case success(Image)
    /// The load failed.
    case failure(any Error)

    /// The image, once loaded.
    public var image: Image? {
        if case .success(let image) = self { return image }
        return nil
    }

    /// The error, if the load failed.
    public var error: (any Error)? {
        if case .failure(let error) = self { return error }
        return nil
    }
}

/// An image loaded from a URL, SwiftUI's `AsyncImage`.
///
/// *No network on Linux*: Tactile does not load the URL, so the image stays in its
/// ``AsyncImagePhase/empty`` phase: the placeholder you give (or, by default, a grey fill that
/// takes the space offered) is what is drawn, and a `content` closure taking the phase is called
/// with `.empty`.
public struct AsyncImage<Content: View>: View {
    let url: URL?
    let scale: CGFloat
    nonisolated(unsafe) let content: Content

    /// The view of the current phase.
    public var body: some View { content }
}

extension AsyncImage where Content == Color {
    /// An image from `url`; shows a grey placeholder until it loads.
    nonisolated public init(url: URL?, scale: CGFloat = 1) {
        self.url = url
        self.scale = scale
        content = AsyncImageDefaults.placeholder
    }
}

extension AsyncImage {
    /// An image from `url`, shown through `content` once loaded, and `placeholder` until then.
    nonisolated public init<I: View, P: View>(
        url: URL?, scale: CGFloat = 1, @ViewBuilder content: @escaping (Image) -> I,
        @ViewBuilder placeholder: @escaping () -> P
    ) where Content == _ConditionalContent<I, P> {
        self.url = url
        self.scale = scale
        // No network: never loaded, so the placeholder.
        self.content = ViewBuilder.buildEither(second: placeholder())
    }

    /// An image from `url`, drawn by `content` for each phase of its load.
    nonisolated public init(
        url: URL?, scale: CGFloat = 1, transaction: Transaction = Transaction(),
        @ViewBuilder content: @escaping (AsyncImagePhase) -> Content
    ) {
        self.url = url
        self.scale = scale
        self.content = content(.empty)
    }
}

enum AsyncImageDefaults {
    /// The default placeholder: iOS's light grey fill.
    static let placeholder = Color(red: 0.9, green: 0.9, blue: 0.92)
}
