import Foundation

/// A picture Tactile can draw: the file's bytes, its format, and its size in points.
///
/// Made by ``ImageAssets`` when a name is registered or found. Two assets are equal when they have
/// the same name and the same bytes (compared by a digest taken once).
public struct ImageAsset: Hashable, Sendable {
    /// The name `Image(_:)` finds it by.
    public let name: String
    /// The picture's format.
    public let format: ImageFormat
    /// The file's bytes.
    public let data: Data
    /// The size `Image(_:)` has when not resizable, in points.
    public let size: CGSize
    private let digest: UInt64

    /// An asset from a file's bytes, or `nil` when they are not a PNG, JPEG or SVG whose size can be
    /// read. `scale` is the pixels per point (2 for an `@2x` file).
    public init?(name: String, data: Data, scale: CGFloat = 1) {
        guard let format = ImageFormat.sniff(data), let pixels = ImageFormat.size(of: data, format: format) else {
            return nil
        }
        let scale = scale.isFinite && scale > 0 ? scale : 1
        self.name = name
        self.format = format
        self.data = data
        self.size = format == .svg ? pixels : CGSize(width: pixels.width / scale, height: pixels.height / scale)
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325  // FNV-1a
        for byte in data {
            hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
        }
        digest = hash
    }

    /// The bytes as a `data:` URI, for an SVG `<image>`.
    public var dataURI: String { "data:\(format.mimeType);base64,\(data.base64EncodedString())" }

    /// Equal when the names and the bytes are.
    public static func == (a: ImageAsset, b: ImageAsset) -> Bool {
        a.name == b.name && a.digest == b.digest && a.data.count == b.data.count
    }

    /// Hashes the name and the digest.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(digest)
    }
}
