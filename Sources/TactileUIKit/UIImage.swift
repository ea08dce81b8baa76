import Foundation
import TactileViewCore

/// An image, UIKit's `UIImage`, as SwiftUI code hands one to `Image(uiImage:)`: an image of the
/// app's assets by name, a symbol, or the empty image `UIImage()`. The forms that decode bytes (`UIImage(data:)`,
/// `UIImage(contentsOfFile:)`) are not provided: use `Image` with a file instead.
public final class UIImage: Hashable, Sendable {
    enum Source: Hashable {
        case named(String)
        case symbol(String)
        case empty
    }
    let source: Source

    init(source: Source) { self.source = source }

    /// The image named `name` in the app's assets, drawn as `Image(name)` draws it (a missing one
    /// is drawn as SwiftUI draws a missing image: nothing).
    public init?(named name: String) { source = .named(name) }

    /// The symbol `name`, drawn as `Image(systemName:)` draws it.
    public init?(systemName name: String) { source = .symbol(name) }

    /// An image with no content, as code makes to clear a bar's background or shadow image;
    /// `Image(uiImage:)` of it draws nothing.
    public init() { source = .empty }

    /// Equal when they name the same image.
    public static func == (lhs: UIImage, rhs: UIImage) -> Bool { lhs.source == rhs.source }

    /// Hashes the name.
    public func hash(into hasher: inout Hasher) { hasher.combine(source) }
}

extension Image {
    /// The image `image` names.
    nonisolated public init(uiImage image: UIImage) {
        switch image.source {
        case .named(let name): self.init(name)
        case .symbol(let name): self.init(systemName: name)
        case .empty: self.init(size: .zero) { _ in }
        }
    }
}
