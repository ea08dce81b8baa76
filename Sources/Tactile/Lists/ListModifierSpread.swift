import Foundation

/// Spreads the modifiers written on a ``Section`` or a `ForEach` in a list over what they stand
/// for, as SwiftUI's view lists do: `Section { … }.listRowBackground(.yellow)` sets the background
/// of each of the section's rows, `.foregroundStyle` on a section colours its header, rows and
/// footer, and the section still lays out as a section.
///
/// The modifiers are the single-child nodes that pass traits through (`NodeContent/passesTraitsThrough`)
/// between the list's content and the section's or `ForEach`'s node; custom views among them add
/// nothing and are skipped. Each header, footer and row gets a copy of each modifier's node,
/// outermost first, at an identity of its own below the part's (the part keeps its identity, so
/// its state does not move).
@MainActor
enum ListModifierSpread {
    /// The section `node` stands for through modifiers, and those modifiers, outermost first.
    static func section(in node: ViewNode) -> (section: ViewNode, modifiers: [ViewNode])? {
        let (inner, modifiers) = chain(from: node)
        return inner.content is ListSectionContent ? (inner, modifiers) : nil
    }

    /// The rows of the `ForEach` `node` stands for through modifiers, and those modifiers.
    static func rowSource(in node: ViewNode) -> (source: any ListRowSource, modifiers: [ViewNode])? {
        let (inner, modifiers) = chain(from: node)
        return (inner.content as? ListRowSourceContent).map { ($0.source, modifiers) }
    }

    /// `part` inside copies of `modifiers` (`part` itself when there are none).
    static func apply(_ modifiers: [ViewNode], to part: ViewNode) -> ViewNode {
        var wrapped = part
        for (depth, modifier) in modifiers.enumerated().reversed() {
            wrapped = ViewNode(
                identity: part.identity.appending(.attached("listModifier\(depth)")), content: modifier.content,
                children: [wrapped], commit: modifier.resolvedInCommit)
        }
        return wrapped
    }

    /// `source` whose rows are each inside copies of `modifiers`.
    static func apply(_ modifiers: [ViewNode], to source: any ListRowSource) -> any ListRowSource {
        modifiers.isEmpty ? source : ModifiedRowSource(base: source, modifiers: modifiers)
    }

    /// The first node down from `node` that is not a single-child wrapper, and the wrappers met on
    /// the way that are modifiers (not custom views).
    private static func chain(from node: ViewNode) -> (inner: ViewNode, modifiers: [ViewNode]) {
        var current = node
        var modifiers: [ViewNode] = []
        while current.children.count == 1, isWrapper(current.content) {
            if !(current.content is CompositeContent) { modifiers.append(current) }
            current = current.children[0]
        }
        return (current, modifiers)
    }

    private static func isWrapper(_ content: any NodeContent) -> Bool {
        content.passesTraitsThrough && !(content is ListSectionContent) && !(content is ListRowSourceContent)
            && !(content is SectionPartContent) && !(content is ListRowItemContent)
    }
}

/// The rows of a `ForEach` with modifiers written on it: each element's row, inside its
/// ``ListRowItemContent`` mark, is wrapped in copies of the modifiers.
@MainActor
private struct ModifiedRowSource: ListRowSource {
    let base: any ListRowSource
    let modifiers: [ViewNode]

    var elementCount: Int { base.elementCount }

    func index(of id: AnyHashable) -> Int? { base.index(of: id) }

    func rows(at index: Int) -> [ViewNode] {
        base.rows(at: index).map { item in
            item.children = item.children.map { ListModifierSpread.apply(modifiers, to: $0) }
            return item
        }
    }
}
