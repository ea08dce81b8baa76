import Foundation

/// What a lazy stack knows across its resolutions (kept by identity): which rows are built, and
/// the lengths along its axis of the rows measured so far.
@MainActor
final class LazyStackState {
    /// The rows built.
    var range: Range<Int> = 0..<0
    /// Where the rows come from, when the stack builds them lazily (to find a row by id).
    var source: (any LazyRowLookup)?
    /// How many nodes each built row resolved to, in order.
    var nodeCounts: [Int] = []
    /// Which built nodes are section headers and footers to pin (empty when nothing is pinned).
    var sectionRoles: [SectionPartContent.Role?] = []
    /// Where the last layout placed each built node along the axis, while ``sectionRoles`` is set.
    var placedStarts: [CGFloat] = []
    /// How many rows there are.
    private(set) var count = 0
    /// The length of each row measured so far (`nil`: not yet).
    private var lengths: [CGFloat?] = []
    private var measuredSum: CGFloat = 0
    private var measuredCount = 0
    /// The thickest row measured across the axis.
    private(set) var thickest: CGFloat = 0
    /// The length every row measured so far has, while they all have the same one: then rows
    /// not measured count as it too, and positions are a product instead of a sum over the rows.
    private var uniformLength: CGFloat?
    /// Whether two measured rows have had different lengths (since the stack was made).
    private var isUniform = true

    /// Takes a new row count: forgets the lengths of rows past it and keeps the built range inside.
    func resize(to newCount: Int) {
        guard newCount != count else { return }
        if newCount < count {
            for index in newCount..<count { forget(index) }
            lengths.removeLast(count - newCount)
        } else {
            lengths += Array(repeating: nil, count: newCount - count)
        }
        count = newCount
        range = range.clamped(to: 0..<newCount)
    }

    private func forget(_ index: Int) {
        if let old = lengths[index] {
            measuredSum -= old
            measuredCount -= 1
        }
    }

    /// Records the measured length of row `index` and its thickness across the axis.
    func record(length: CGFloat, across: CGFloat, at index: Int) {
        guard index >= 0, index < count, length.isFinite else { return }
        forget(index)
        lengths[index] = length
        measuredSum += length
        measuredCount += 1
        if isUniform {
            if uniformLength == nil { uniformLength = length } else if uniformLength != length { isUniform = false }
        }
        if across.isFinite { thickest = max(thickest, across) }
    }

    /// The length a row not measured yet counts as: the average of those measured.
    var estimate: CGFloat { measuredCount > 0 ? measuredSum / CGFloat(measuredCount) : 0 }

    /// The length of row `index`, measured or estimated.
    func length(at index: Int) -> CGFloat { lengths[index] ?? estimate }

    /// The length of every row, when all the rows measured have the same one.
    private var commonLength: CGFloat? { isUniform ? uniformLength : nil }

    /// Where row `index` starts along the axis.
    func start(of index: Int, spacing: CGFloat) -> CGFloat {
        if let length = commonLength { return CGFloat(min(index, count)) * (length + spacing) }
        var position: CGFloat = 0
        for row in 0..<min(index, count) { position += length(at: row) + spacing }
        return position
    }

    /// The length of all the rows and the spacing between them.
    func total(spacing: CGFloat) -> CGFloat {
        guard count > 0 else { return 0 }
        return measuredSum + CGFloat(count - measuredCount) * estimate + CGFloat(count - 1) * spacing
    }

    /// The frame of the row identified by `id` in the stack's space (`across` long across the
    /// axis), by the lengths measured or estimated; `nil` when no row has that id or the stack is
    /// not lazy.
    func frame(of id: AnyHashable, axis: Axis, across: CGFloat, spacing: CGFloat) -> CGRect? {
        guard let index = source?.rowIndex(of: id), index < count else { return nil }
        let start = start(of: index, spacing: spacing), length = length(at: index)
        return axis == .vertical
            ? CGRect(x: 0, y: start, width: across, height: length)
            : CGRect(x: start, y: 0, width: length, height: across)
    }

    /// The rows that reach into `low … high` along the axis (empty when none does).
    func rows(from low: CGFloat, to high: CGFloat, spacing: CGFloat) -> Range<Int> {
        guard low.isFinite, high.isFinite, low < high else { return 0..<0 }
        if let length = commonLength, length + spacing > 0 {
            // Row i spans i·p … i·p + length, p = length + spacing.
            let pitch = length + spacing
            func row(_ value: CGFloat) -> Int { Int(min(max(value, 0), CGFloat(count))) }
            let first = row(((low - length) / pitch).rounded(.down) + 1)
            let end = row((high / pitch).rounded(.up))
            return first < end ? first..<end : 0..<0
        }
        var position: CGFloat = 0
        var first: Int?
        for index in 0..<count {
            if position >= high { return (first ?? index)..<index }
            let end = position + length(at: index)
            if first == nil && end > low { first = index }
            position = end + spacing
        }
        return (first ?? count)..<count
    }
}

/// The constants of lazy stacks.
enum LazyStackMetrics {
    /// How far beyond the visible part rows are built, on each side: a quarter of the viewport's
    /// length. A fast fling moves well under that in a frame (6000 pt/s is 100 pt at 60 Hz), so a
    /// row coming into view has been built, and the built rows change once per quarter screen of
    /// travel rather than on every frame.
    static func margin(viewport length: CGFloat) -> CGFloat { max(length, 0) / 4 }
}
