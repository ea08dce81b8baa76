import Foundation

/// One place in a list's column, in order: a section's header, a row, or its footer. A row is a
/// view the content resolved to, or an element of a `ForEach` built only when it comes into view.
@MainActor
struct ListSlot {
    enum Part {
        case header(ViewNode)
        case footer(ViewNode)
        case row(ViewNode)
        /// Element `index` of the list's `source`-th `ForEach` (``ListColumn/sources``).
        case element(source: Int, index: Int)
    }
    let part: Part
    /// The section the slot belongs to.
    let section: Int
    /// Whether the slot is the first of its section (a grouped list leaves space above it).
    let startsSection: Bool
    /// Whether the slot holds the first row of its section (a card's rounded top).
    let isFirstRow: Bool
    /// Whether the slot holds the last row of its section (no separator below, a card's rounded bottom).
    let isLastRow: Bool

    /// Whether the slot is a row (inset by the style) rather than a header or footer.
    var isRow: Bool {
        switch part {
        case .header, .footer: false
        case .row, .element: true
        }
    }
}

/// What a ``List`` knows across its resolutions (kept by identity): its slots as last resolved,
/// which of them are built and the lengths measured so far (a ``LazyStackState`` over the slots,
/// rows 0 pt apart; a slot's length includes the space a grouped list leaves above its section).
@MainActor
final class ListColumn {
    /// The slots' lengths and the range built.
    let lengths = LazyStackState()
    /// The slots, from the last resolution.
    private(set) var slots: [ListSlot] = []
    /// The `ForEach`es the slots' elements come from.
    private(set) var sources: [any ListRowSource] = []
    /// The slot of each source's first element.
    private var sourceStarts: [Int] = []
    /// How many child nodes each built slot made, in order (an element may make several rows).
    var nodeCounts: [Int] = []
    /// The slots of each section.
    private(set) var sectionSlots: [Range<Int>] = []
    /// The headers and footers built outside the built range, after the range's nodes (one node
    /// each): those of the sections the range reaches into, when they are pinned.
    var extraSlots: [Int] = []
    /// The built child whose move handle is being dragged, and how far.
    var moving: (index: Int, translation: CGFloat)?

    /// Takes the sections a resolution found apart into slots, one per header, row, element
    /// and footer.
    func plan(_ sections: [ListSectionPlan]) {
        var slots: [ListSlot] = []
        var sources: [any ListRowSource] = []
        var sourceStarts: [Int] = []
        var sectionSlots: [Range<Int>] = []
        for (sectionIndex, section) in sections.enumerated() {
            let firstSlot = slots.count
            defer { sectionSlots.append(firstSlot..<slots.count) }
            var startsSection = true
            if let header = section.header {
                slots.append(
                    ListSlot(
                        part: .header(header), section: sectionIndex, startsSection: true, isFirstRow: false,
                        isLastRow: false))
                startsSection = false
            }
            let rowCount = section.rows.reduce(0) { count, entry in
                switch entry {
                case .node: count + 1
                case .elements(let source): count + source.elementCount
                }
            }
            var row = 0
            func add(_ part: ListSlot.Part) {
                slots.append(
                    ListSlot(
                        part: part, section: sectionIndex, startsSection: startsSection, isFirstRow: row == 0,
                        isLastRow: row == rowCount - 1))
                startsSection = false
                row += 1
            }
            for entry in section.rows {
                switch entry {
                case .node(let node): add(.row(node))
                case .elements(let source):
                    sourceStarts.append(slots.count)
                    sources.append(source)
                    slots.reserveCapacity(slots.count + source.elementCount)
                    for index in 0..<source.elementCount { add(.element(source: sources.count - 1, index: index)) }
                }
            }
            if let footer = section.footer {
                slots.append(
                    ListSlot(
                        part: .footer(footer), section: sectionIndex, startsSection: startsSection, isFirstRow: false,
                        isLastRow: false))
            }
        }
        self.slots = slots
        self.sectionSlots = sectionSlots
        self.sources = sources
        self.sourceStarts = sourceStarts
        lengths.resize(to: slots.count)
        lengths.source = ListColumnLookup(column: self)
    }
}

extension ListColumn {
    /// The header and footer slots of the sections that `range` reaches into, outside it.
    func partsOutside(_ range: Range<Int>) -> [Int] {
        guard !range.isEmpty else { return [] }
        var extra: [Int] = []
        for section in slots[range.lowerBound].section...slots[range.upperBound - 1].section {
            for slot in sectionSlots[section] where !range.contains(slot) {
                if !slots[slot].isRow { extra.append(slot) }
            }
        }
        return extra
    }

    /// The header and footer nodes among the children of the list's node and where they are
    /// along the column (slots not built counted by their estimated lengths), by section.
    func pinnableSections(of node: ViewNode, sectionSpacing: CGFloat) -> [SectionPinning.Section] {
        var sections: [Int: SectionPinning.Section] = [:]
        func add(_ slot: Int, _ child: ViewNode) {
            let section = slots[slot].section, span = sectionSlots[section]
            guard let last = span.last else { return }
            var entry =
                sections[section]
                ?? SectionPinning.Section(
                    start: lengths.start(of: span.lowerBound, spacing: 0) + sectionSpacing,
                    end: lengths.start(of: last, spacing: 0) + lengths.length(at: last))
            if case .header = slots[slot].part { entry.header = child }
            if case .footer = slots[slot].part { entry.footer = child }
            sections[section] = entry
        }
        var childIndex = 0
        for (offset, count) in nodeCounts.enumerated() {
            let slot = lengths.range.lowerBound + offset
            if !slots[slot].isRow, childIndex < node.children.count { add(slot, node.children[childIndex]) }
            childIndex += count
        }
        for slot in extraSlots where childIndex < node.children.count {
            add(slot, node.children[childIndex])
            childIndex += 1
        }
        return sections.keys.sorted().compactMap { sections[$0] }
    }
}

extension ListColumn: LazyRowLookup {
    /// The slot of the first `ForEach` element whose id is `id`.
    func rowIndex(of id: AnyHashable) -> Int? {
        for (source, start) in zip(sources, sourceStarts) {
            if let index = source.index(of: id) { return start + index }
        }
        return nil
    }
}

/// Finds a list's rows by id for `scrollTo` without keeping the list's column alive.
@MainActor
struct ListColumnLookup: LazyRowLookup {
    weak var column: ListColumn?

    func rowIndex(of id: AnyHashable) -> Int? { column?.rowIndex(of: id) }
}
