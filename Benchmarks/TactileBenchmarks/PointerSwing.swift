// The steady back-and-forth motion the move benchmarks feed: bounded positions, rising time.

import Foundation
import TactileGestures

/// A pointer held down and swung back and forth around its anchor, one sample per call, forever.
///
/// Positions stay within ``SuiteConstants/swing`` of the anchor along a triangle wave, so a drag
/// can go on for millions of events without leaving its view; time advances by
/// ``SuiteConstants/sampleInterval`` per sample, as a digitiser's would. The offsets are computed
/// once for the whole suite, so making a swing and producing a sample allocate nothing and cost
/// a table lookup: the benchmarks measure the gestures, not their input.
struct PointerSwing {
    /// Where the pointer went down.
    let anchor: CGPoint
    /// The direction of the swing (unit length is not required: it scales the swing).
    let direction: CGVector
    private var index = 0
    /// The time of the latest sample.
    private(set) var time: TimeInterval

    /// A swing around `anchor` along `direction`, starting after `time`.
    init(anchor: CGPoint, direction: CGVector = CGVector(dx: 1, dy: 0), time: TimeInterval) {
        self.anchor = anchor
        self.direction = direction
        self.time = time
    }

    /// One period of a triangle wave: from 0 out to +swing, back through 0 to −swing, and back to 0.
    private static let offsets: [CGFloat] = (1...SuiteConstants.swingPeriod).map { step in
        let phase = Double(step) / Double(SuiteConstants.swingPeriod)
        let triangle = phase < 0.25 ? phase * 4 : phase < 0.75 ? 2 - phase * 4 : phase * 4 - 4
        return SuiteConstants.swing * CGFloat(triangle)
    }

    /// The next sample: where the pointer is and when.
    mutating func next() -> (location: CGPoint, time: TimeInterval) {
        let offset = Self.offsets[index]
        index = index + 1 == Self.offsets.count ? 0 : index + 1
        time += SuiteConstants.sampleInterval
        return (CGPoint(x: anchor.x + direction.dx * offset, y: anchor.y + direction.dy * offset), time)
    }
}
