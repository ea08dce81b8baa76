import Foundation

/// One column of a ``LazyVGrid`` (or row of a ``LazyHGrid``): its size rule, the space after it
/// and how cells align in it.
public struct GridItem: Sendable {
    /// How big the track is.
    public enum Size: Sendable {
        /// Exactly this many points.
        case fixed(CGFloat)
        /// A share of the space left by fixed tracks, between the bounds.
        case flexible(minimum: CGFloat = 10, maximum: CGFloat = .infinity)
        /// As many tracks of at least `minimum` as fit in its share of the space.
        case adaptive(minimum: CGFloat, maximum: CGFloat = .infinity)
    }

    /// The size rule.
    public var size: Size
    /// The space to the next track (8 pt when `nil`).
    public var spacing: CGFloat?
    /// How cells align in the track (the grid's alignment when `nil`).
    public var alignment: Alignment?

    /// A track of `size`.
    public init(_ size: Size = .flexible(), spacing: CGFloat? = nil, alignment: Alignment? = nil) {
        self.size = size
        self.spacing = spacing
        self.alignment = alignment
    }
}

/// One resolved track of a lazy grid.
struct GridTrack: Equatable {
    var length: CGFloat
    /// Space after this track (unused for the last).
    var spacing: CGFloat
    var alignment: Alignment?
}

/// How a lazy grid's tracks share its length, following SwiftUI: fixed tracks take their size;
/// the rest (less every spacing) is shared equally by flexible and adaptive items, flexible ones
/// clamped to their bounds (what a clamped one does not use goes to the others); an adaptive item
/// becomes as many tracks of at least its minimum as fit in its share. Without a proposed length,
/// flexible items take their minimum and adaptive ones a single track of their minimum.
///
/// Negative, NaN and infinite sizes or spacings count as zero (an infinite maximum is no bound).
enum GridTracks {
    static func resolve(_ items: [GridItem], available: CGFloat?) -> [GridTrack] {
        func clean(_ v: CGFloat) -> CGFloat { v.isFinite && v > 0 ? v : 0 }
        func bound(_ v: CGFloat) -> CGFloat { v.isNaN ? .infinity : max(0, v) }
        let spacings = items.map { clean($0.spacing ?? LayoutDefaults.spacing) }
        var lengths = [CGFloat?](repeating: nil, count: items.count)
        var sharing: [Int] = []
        var used: CGFloat = spacings.dropLast().reduce(0, +)
        for (i, item) in items.enumerated() {
            if case .fixed(let v) = item.size {
                lengths[i] = clean(v)
                used += clean(v)
            } else {
                sharing.append(i)
            }
        }
        var remaining = available.map { max(0, clean($0) - used) }
        // Flexible items clamped by their bounds take those and leave the rest to the others.
        var open = sharing
        var changed = true
        while changed, let space = remaining, !open.isEmpty {
            changed = false
            let share = space / CGFloat(open.count)
            for i in open {
                guard case .flexible(let lo, let hi) = items[i].size else { continue }
                let clamped = min(max(share, clean(lo)), bound(hi))
                if clamped != share {
                    lengths[i] = clamped
                    remaining = max(0, space - clamped)
                    open.removeAll { $0 == i }
                    changed = true
                    break
                }
            }
        }
        var tracks: [GridTrack] = []
        let share = remaining.map { open.isEmpty ? 0 : $0 / CGFloat(open.count) }
        for (i, item) in items.enumerated() {
            switch item.size {
            case .fixed, .flexible:
                let flexibleMinimum: CGFloat
                if case .flexible(let lo, _) = item.size { flexibleMinimum = clean(lo) } else { flexibleMinimum = 0 }
                let length = lengths[i] ?? share ?? flexibleMinimum
                tracks.append(GridTrack(length: length, spacing: spacings[i], alignment: item.alignment))
            case .adaptive(let lo, let hi):
                let minimum = max(clean(lo), 1)
                let spacing = spacings[i]
                guard let share else {
                    tracks.append(GridTrack(length: minimum, spacing: spacing, alignment: item.alignment))
                    continue
                }
                let count = max(1, Int(((share + spacing) / (minimum + spacing)).rounded(.down)))
                let length = min(bound(hi), max(0, (share - CGFloat(count - 1) * spacing) / CGFloat(count)))
                for _ in 0..<count {
                    tracks.append(GridTrack(length: length, spacing: spacing, alignment: item.alignment))
                }
            }
        }
        return tracks
    }
}
