/// Builds one view per element of a collection; each element's id is part of its view's identity.
///
/// Reordering the data moves views (and their state) with their ids; removing an id removes its
/// view and its state.
public struct ForEach<Data: RandomAccessCollection, ID: Hashable, Content: View>: View {
    /// The elements.
    nonisolated(unsafe) public var data: Data
    /// Builds the view for one element.
    nonisolated(unsafe) public var content: (Data.Element) -> Content
    nonisolated(unsafe) let idOf: (Data.Element) -> ID
    /// What `onDelete(perform:)` set: run with the offsets of the rows a list deletes.
    nonisolated(unsafe) var deleteAction: ((IndexSet) -> Void)? = nil
    /// What `onMove(perform:)` set: run with the offsets a list moves and their destination.
    nonisolated(unsafe) var moveAction: ((IndexSet, Int) -> Void)? = nil

    /// One view per element, identified by the key path `id`.
    nonisolated public init(
        _ data: Data, id: KeyPath<Data.Element, ID>, @ViewBuilder content: @escaping (Data.Element) -> Content
    ) {
        self.data = data
        self.content = content
        self.idOf = { $0[keyPath: id] }
    }

    /// A ForEach is primitive.
    public typealias Body = Never
}

extension ForEach where Data.Element: Identifiable, ID == Data.Element.ID {
    /// One view per `Identifiable` element, identified by its `id`.
    nonisolated public init(_ data: Data, @ViewBuilder content: @escaping (Data.Element) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0.id }
    }
}

extension ForEach where Data == Range<Int>, ID == Int {
    /// One view per integer of a constant range, identified by the integer.
    nonisolated public init(_ data: Range<Int>, @ViewBuilder content: @escaping (Int) -> Content) {
        self.data = data
        self.content = content
        self.idOf = { $0 }
    }
}

extension ForEach: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        // In a list, elements are rows built lazily, unless they are sections: those are built
        // here, as list content, as if written out (the list finds their headers and rows).
        if inputs.environment.isListContent && !elementsHoldSections { return makeListRows(inputs) }
        var nodes: [ViewNode] = []
        nodes.reserveCapacity(data.count)
        for element in data {
            nodes += inputs.graph.resolve(content(element), inputs.child(.id(AnyHashable(idOf(element)))))
        }
        return nodes
    }
}

extension ForEach {
    /// Whether the elements are ``Section``s in a list: from the content's type when it tells (a
    /// `Section`, through `if`/`else`, modifiers and `Group`s), otherwise from the elements' views
    /// (a tuple of views, an `AnyView`, a section in one branch of an `if` only).
    var elementsHoldSections: Bool {
        switch sectionKind(of: Content.self) {
        case .section: true
        case .notSection: false
        case .dependsOnValue: data.contains { viewHoldsListSection(content($0)) }
        }
    }
}
