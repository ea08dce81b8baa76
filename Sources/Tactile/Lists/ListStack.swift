import Foundation

/// A list's built rows, headers and footers, stacked without spacing where the whole column
/// would put them (`ListColumn`: slots not built count by their measured or estimated
/// lengths): headers and footers the list's width, rows inset by the style; grouped styles leave
/// space above each section and below the last. The headers and footers built outside the range
/// to be pinned (`ListColumn/extraSlots`) come last, at their places in the column.
struct ListStackContent: NodeContent {
    let style: ResolvedListStyle
    let column: ListColumn
    /// Where the last layout put the children (unmoved), for the move handles.
    let record: ListLayoutRecord
    /// The space between sections set with `listSectionSpacing(_:)` (`nil`: the style's).
    var customSectionSpacing: CGFloat? = nil

    var kindName: String { "List.rows" }
    var passesTraitsThrough: Bool { false }

    private var sectionSpacing: CGFloat {
        style.isGrouped ? customSectionSpacing ?? ListMetrics.groupedSectionSpacing : 0
    }

    /// The frames of the built children for a list `width` wide (measuring them records the
    /// lengths of their slots).
    @MainActor
    private func frames(_ node: ViewNode, width: CGFloat) -> [CGRect] {
        let lengths = column.lengths, first = lengths.range.lowerBound
        var heights: [CGFloat] = []
        heights.reserveCapacity(node.children.count)
        var childIndex = 0
        for (offset, count) in column.nodeCounts.enumerated() {
            let slot = column.slots[first + offset]
            var length = slot.startsSection ? sectionSpacing : 0
            for _ in 0..<count where childIndex < node.children.count {
                let x = slot.isRow ? style.horizontalInset : 0
                let proposal = ProposedViewSize(width: max(0, width - 2 * x), height: nil)
                let height = node.children[childIndex].sizeThatFits(proposal, .none).height
                heights.append(height)
                length += height
                childIndex += 1
            }
            lengths.record(length: length, across: width, at: first + offset)
        }
        var extraFrames: [CGRect] = []
        for slot in column.extraSlots where childIndex < node.children.count {
            let height = node.children[childIndex].sizeThatFits(ProposedViewSize(width: width, height: nil), .none)
                .height
            let spacing = column.slots[slot].startsSection ? sectionSpacing : 0
            lengths.record(length: spacing + height, across: width, at: slot)
            extraFrames.append(CGRect(x: 0, y: spacing, width: width, height: height))
            childIndex += 1
        }
        var frames: [CGRect] = []
        frames.reserveCapacity(heights.count)
        var y = lengths.start(of: first, spacing: 0)
        childIndex = 0
        for (offset, count) in column.nodeCounts.enumerated() {
            let slot = column.slots[first + offset]
            if slot.startsSection { y += sectionSpacing }
            let x = slot.isRow ? style.horizontalInset : 0
            for _ in 0..<count where childIndex < heights.count {
                frames.append(CGRect(x: x, y: y, width: max(0, width - 2 * x), height: heights[childIndex]))
                y += heights[childIndex]
                childIndex += 1
            }
        }
        // Headers and footers outside the range (pinned ones), where the column puts them.
        for (slot, frame) in zip(column.extraSlots, extraFrames) {
            frames.append(frame.offsetBy(dx: 0, dy: lengths.start(of: slot, spacing: 0)))
        }
        return frames
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let width = proposal.width ?? ListMetrics.fallbackWidth
        _ = frames(node, width: width)
        let lengths = column.lengths
        let height = lengths.total(spacing: 0) + (lengths.count > 0 ? sectionSpacing : 0)
        return CGSize(width: width, height: height)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        let frames = frames(node, width: size.width)
        record.frames = frames
        let moving = column.moving
        for (index, (child, frame)) in zip(node.children, frames).enumerated() {
            let dy = moving?.index == index ? moving?.translation ?? 0 : 0
            child.place(at: CGPoint(x: frame.minX, y: frame.minY + dy), size: frame.size, .none)
        }
    }
}
