import Foundation

extension Image {
    /// Which way up a picture's pixels are stored, SwiftUI's `Image.Orientation` (the raw values
    /// run from 0 in this order).
    public enum Orientation: CaseIterable, Hashable, Sendable, RawRepresentable {
        /// As stored.
        case up
        /// Mirrored left to right.
        case upMirrored
        /// Turned half a turn.
        case down
        /// Turned half a turn and mirrored.
        case downMirrored
        /// Turned a quarter turn anticlockwise.
        case left
        /// Turned a quarter turn anticlockwise and mirrored.
        case leftMirrored
        /// Turned a quarter turn clockwise.
        case right
        /// Turned a quarter turn clockwise and mirrored.
        case rightMirrored

        /// The raw value's type.
        public typealias RawValue = UInt8
        /// The list of every orientation.
        public typealias AllCases = [Orientation]

        /// Every orientation, in raw-value order.
        public static var allCases: [Orientation] {
            [.up, .upMirrored, .down, .downMirrored, .left, .leftMirrored, .right, .rightMirrored]
        }

        /// The orientation of `rawValue`, or `nil` past the last.
        public init?(rawValue: UInt8) {
            guard Int(rawValue) < Self.allCases.count else { return nil }
            self = Self.allCases[Int(rawValue)]
        }

        /// The position of this orientation in `allCases`.
        public var rawValue: UInt8 { UInt8(Self.allCases.firstIndex(of: self) ?? 0) }
    }

    /// How bright an image's highlights may be drawn beyond standard white, SwiftUI's
    /// `Image.DynamicRange`.
    ///
    /// *No effect on Linux*: Tactile draws to SVG and display lists in standard range, with no HDR
    /// headroom to allow or deny.
    public struct DynamicRange: Hashable, Sendable {
        let level: Int
        /// Standard range.
        public static let standard = DynamicRange(level: 0)
        /// Some headroom above standard white.
        public static let constrainedHigh = DynamicRange(level: 1)
        /// All the headroom the screen has.
        public static let high = DynamicRange(level: 2)
    }

    /// This image with its highest allowed range set. *No effect on Linux*: see `DynamicRange`.
    nonisolated public func allowedDynamicRange(_ range: DynamicRange?) -> Image { self }
}

private struct AllowedDynamicRangeKey: EnvironmentKey { static let defaultValue: Image.DynamicRange? = nil }

extension EnvironmentValues {
    /// The highest dynamic range images here may use (`nil`: the image's own). Views read what was
    /// set; drawing is in standard range (see `Image/DynamicRange`).
    public var allowedDynamicRange: Image.DynamicRange? {
        get { self[AllowedDynamicRangeKey.self] }
        set { self[AllowedDynamicRangeKey.self] = newValue }
    }
}

extension View {
    /// Sets the highest dynamic range of the images in this subtree
    /// (`EnvironmentValues/allowedDynamicRange`); drawing stays in standard range.
    nonisolated public func allowedDynamicRange(_ range: Image.DynamicRange?) -> some View {
        environment(\.allowedDynamicRange, range)
    }
}
