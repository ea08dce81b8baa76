import Foundation

/// One section of a view, as `Group(sections:)` and `ForEach(sections:)` give them to a custom
/// container: its header, content and footer as subviews. Views outside any `Section` form
/// sections of their own without header or footer (consecutive ones together).
public struct SectionConfiguration: Identifiable {
    /// A section's identity: where it is in the view it came from.
    public struct ID: Hashable {
        let path: [AnyHashable]
    }

    /// The section's identity.
    nonisolated(unsafe) public let id: ID
    /// The section's header's subviews (empty without a header).
    nonisolated(unsafe) public let header: SubviewsCollection
    /// The section's footer's subviews (empty without a footer).
    nonisolated(unsafe) public let footer: SubviewsCollection
    /// The section's content's subviews.
    nonisolated(unsafe) public let content: SubviewsCollection
    /// The values the `Section` gives its container (`containerValue(_:_:)` applied to it);
    /// empty for the views outside any section.
    nonisolated(unsafe) public internal(set) var containerValues = ContainerValues()
}

/// A `Section`'s parts as views, for the sections API.
@MainActor
protocol SectionParts {
    var partViews: (header: any View, content: any View, footer: any View) { get }
}

extension Section: SectionParts where Parent: View, Content: View, Footer: View {
    var partViews: (header: any View, content: any View, footer: any View) { (header, content, footer) }
}

/// The sections of `view`: each `Section` among its subviews, and each run of other subviews.
@MainActor
func sectionConfigurations(of view: any View) -> [SectionConfiguration] {
    var sections: [SectionConfiguration] = []
    var loose: [Subview] = []
    func flushLoose() {
        guard let first = loose.first else { return }
        sections.append(
            SectionConfiguration(
                id: SectionConfiguration.ID(path: first.id.path), header: SubviewsCollection([]),
                footer: SubviewsCollection([]), content: SubviewsCollection(loose)))
        loose = []
    }
    for element in subviewElements(of: view, path: []) {
        let (writers, base) = viewContainerValueWriters(element.view)
        guard let section = base as? any SectionParts else {
            loose.append(Subview(element))
            continue
        }
        flushLoose()
        let parts = section.partViews
        func subviews(_ view: any View, _ part: String) -> SubviewsCollection {
            SubviewsCollection(subviewElements(of: view, path: element.id + [AnyHashable(part)]).map(Subview.init))
        }
        sections.append(
            SectionConfiguration(
                id: SectionConfiguration.ID(path: element.id), header: subviews(parts.header, "header"),
                footer: subviews(parts.footer, "footer"), content: subviews(parts.content, "content"),
                containerValues: mergedContainerValues(writers)))
    }
    flushLoose()
    return sections
}

/// The sections of a view, in order: the collection `Group(sections:)` gives its transform.
public struct SectionCollection: RandomAccessCollection {
    /// A section.
    public typealias Element = SectionConfiguration
    /// A section's position.
    public typealias Index = Int
    /// The positions.
    public typealias Indices = Range<Int>
    /// Iterates over the sections.
    public typealias Iterator = IndexingIterator<SectionCollection>
    /// A run of the sections.
    public typealias SubSequence = Slice<SectionCollection>

    nonisolated(unsafe) let sections: [SectionConfiguration]

    /// The first position (0).
    public var startIndex: Int { 0 }
    /// The position after the last section.
    public var endIndex: Int { sections.count }
    /// The section at `index`.
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// The sections of a view as `ForEach(sections:)` goes through them.
public struct ForEachSectionCollection<Content: View>: RandomAccessCollection {
    /// A section.
    public typealias Element = SectionConfiguration
    /// A section's position.
    public typealias Index = Int
    /// The positions.
    public typealias Indices = Range<Int>
    /// Iterates over the sections.
    public typealias Iterator = IndexingIterator<ForEachSectionCollection<Content>>
    /// A run of the sections.
    public typealias SubSequence = Slice<ForEachSectionCollection<Content>>

    nonisolated(unsafe) let sections: [SectionConfiguration]

    /// The first position (0).
    public var startIndex: Int { 0 }
    /// The position after the last section.
    public var endIndex: Int { sections.count }
    /// The section at `index`.
    public subscript(index: Int) -> SectionConfiguration { sections[index] }
}

/// The body of `Group(sections:transform:)`: the transform's view of the content's sections.
public struct GroupSectionsOfContent<Sections: View, Content: View>: View {
    nonisolated(unsafe) let sections: Sections
    nonisolated(unsafe) let transform: (SectionCollection) -> Content

    /// The transform's view of the sections.
    public var body: some View {
        transform(SectionCollection(sections: sectionConfigurations(of: sections)))
    }
}

extension Group {
    /// The view `transform` makes from the sections of `view`: how a custom container lays out
    /// the sections it is given.
    nonisolated public init<Base: View, Result: View>(
        sections view: Base, @ViewBuilder transform: @escaping (SectionCollection) -> Result
    ) where Content == GroupSectionsOfContent<Base, Result> {
        self.init { GroupSectionsOfContent(sections: view, transform: transform) }
    }
}

extension ForEach {
    /// One view per section of `view`, made by `content`.
    public init<V: View>(sections view: V, @ViewBuilder content: @escaping (SectionConfiguration) -> Content)
    where Data == ForEachSectionCollection<Content>, ID == SectionConfiguration.ID {
        self.init(ForEachSectionCollection(sections: sectionConfigurations(of: view)), id: \.id, content: content)
    }
}
