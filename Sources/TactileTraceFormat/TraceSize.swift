import Foundation
import TactileGestures

/// A window size in a trace.
public struct TraceSize: Hashable, Sendable, Codable {
    /// Width in points.
    public var width: Double
    /// Height in points.
    public var height: Double

    /// Creates a size.
    public init(width: Double, height: Double) {
        self.width = width
        self.height = height
    }

    /// The size as a `CGSize`.
    public var cgSize: CGSize { CGSize(width: width, height: height) }
}
