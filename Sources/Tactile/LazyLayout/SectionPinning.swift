import Foundation

/// Pins section headers and footers to the visible part of a scroll view, as SwiftUI's
/// `pinnedViews` and a plain list's section headers do: while any of its section is on screen, a
/// header stays at the top of the visible part (a footer at the bottom), until the end of its
/// section pushes it off (its start, for a footer). Pinning moves the nodes after layout, before
/// rendering (a post-layout adjuster), so the layout itself, and what is built, does not change.
enum SectionPinning {
    /// One section of a stack, along the stack's axis in the stack's space, where layout put it.
    struct Section {
        /// The section's header and footer, when it has them and they are built.
        nonisolated(unsafe) var header: ViewNode?
        nonisolated(unsafe) var footer: ViewNode?
        /// Where the section starts and ends (its header and footer included).
        var start: CGFloat
        var end: CGFloat
    }

    /// The draw order that keeps pinned views in front of the rows they slide over.
    static let zIndex: Double = 1

    /// Moves the pinned headers and footers of `sections` into `low … high` (the visible part along
    /// `axis`, in the stack's space).
    @MainActor
    static func pin(
        _ sections: [Section], low: CGFloat, high: CGFloat, axis: Axis, pinned: PinnedScrollableViews
    ) {
        guard low.isFinite, high.isFinite else { return }
        for section in sections {
            let headerLength = section.header?.size[axis] ?? 0
            if let header = section.header, pinned.contains(.sectionHeaders) {
                // At the top while the section reaches there, never past the section's end.
                move(header, to: max(section.start, min(low, section.end - headerLength)), axis)
            } else if let header = section.header {
                move(header, to: section.start, axis)
            }
            if let footer = section.footer, pinned.contains(.sectionFooters) {
                let length = footer.size[axis]
                move(footer, to: min(section.end - length, max(high - length, section.start + headerLength)), axis)
            } else if let footer = section.footer {
                move(footer, to: section.end - footer.size[axis], axis)
            }
        }
    }

    @MainActor
    private static func move(_ node: ViewNode, to position: CGFloat, _ axis: Axis) {
        node.origin =
            axis == .vertical ? CGPoint(x: node.origin.x, y: position) : CGPoint(x: position, y: node.origin.y)
    }

    /// `node` wrapped to be drawn (and hit) in front of its siblings.
    @MainActor
    static func inFront(_ node: ViewNode, commit: Int) -> ViewNode {
        ViewNode(
            identity: node.identity.appending(.attached("pinned")), content: ZIndexContent(value: zIndex),
            children: [node], commit: commit)
    }
}

extension ScrollMetrics {
    /// The visible part of the scroll view in the space of `node` (a view in its content), by the
    /// viewport's window frame this layout (``visibleFrame``) and `transform`, the node's
    /// local-to-window transform.
    func visibleRect(for transform: CGAffineTransform) -> CGRect? {
        guard let frame = visibleFrame else { return nil }
        return frame.applying(transform.inverted())
    }
}
