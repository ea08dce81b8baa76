import Foundation

/// One of the views a view stands for, as `Group(subviews:)` and `ForEach(subviews:)` give them
/// to a custom container: place it in the container's layout like any view.
///
/// ```swift
/// Group(subviews: content) { subviews in
///     VStack { ForEach(subviews.prefix(3)) { $0 } }
/// }
/// ```
///
/// A tuple's views, a `ForEach`'s, a `Group`'s, an `if`'s branch and the views of a modifier
/// applied to several views (each modified) are separate subviews; a custom view is one.
public struct Subview: View, Identifiable {
    /// A subview's identity: where it is in the view it came from (its path of positions and
    /// `ForEach` ids).
    public struct ID: Hashable {
        let path: [AnyHashable]
    }

    /// The subview's identity.
    nonisolated(unsafe) public let id: ID
    nonisolated(unsafe) let view: any View

    nonisolated init(_ element: SubviewElement) {
        id = ID(path: element.id)
        view = element.view
    }

    /// The values the subview gives its container (`containerValue(_:_:)`, its tag), read from
    /// the modifiers applied to it. Values set inside a custom view's body are not seen here
    /// (Tactile does not take a body apart); a `Layout` sees them through
    /// `LayoutSubview.containerValues`.
    public var containerValues: ContainerValues {
        mergedContainerValues(viewContainerValueWriters(view).writers)
    }

    /// A subview is primitive.
    public typealias Body = Never
}

extension Subview: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        func resolve<V: View>(_ view: V) -> [ViewNode] { inputs.graph.resolve(view, inputs) }
        return resolve(view)
    }
}

/// The subviews of a view, in order: the collection `Group(subviews:)` gives its transform. It is
/// also a view: all the subviews, each at its own identity.
public struct SubviewsCollection: RandomAccessCollection {
    /// A subview.
    public typealias Element = Subview
    /// A subview's position.
    public typealias Index = Int
    /// The positions.
    public typealias Indices = Range<Int>
    /// Iterates over the subviews.
    public typealias Iterator = IndexingIterator<SubviewsCollection>
    /// A run of the subviews.
    public typealias SubSequence = SubviewsCollectionSlice

    let subviews: [Subview]

    nonisolated init(_ subviews: [Subview]) { self.subviews = subviews }

    /// The first position (0).
    public var startIndex: Int { 0 }
    /// The position after the last subview.
    public var endIndex: Int { subviews.count }
    /// The position after `i`.
    public func index(after i: Int) -> Int { i + 1 }
    /// The position before `i`.
    public func index(before i: Int) -> Int { i - 1 }
    /// The subview at `index`.
    public subscript(index: Int) -> Subview { subviews[index] }
    /// The subviews at `bounds` (their positions stay those in this collection).
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews, bounds: bounds)
    }
}

extension SubviewsCollection: View {
    /// A collection of subviews is primitive.
    public typealias Body = Never
}

extension SubviewsCollection: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        subviews.flatMap { inputs.graph.resolve($0, inputs.child(.id(AnyHashable($0.id)))) }
    }
}

/// A run of a `SubviewsCollection`: its positions are those of the collection. It is also a
/// view: its subviews, each at its own identity.
public struct SubviewsCollectionSlice: RandomAccessCollection {
    /// A subview.
    public typealias Element = Subview
    /// A subview's position.
    public typealias Index = Int
    /// The positions.
    public typealias Indices = Range<Int>
    /// Iterates over the subviews.
    public typealias Iterator = IndexingIterator<SubviewsCollectionSlice>
    /// A run of the subviews.
    public typealias SubSequence = SubviewsCollectionSlice

    let subviews: [Subview]
    let bounds: Range<Int>

    /// The first position.
    public var startIndex: Int { bounds.lowerBound }
    /// The position after the last subview.
    public var endIndex: Int { bounds.upperBound }
    /// The subview at `index`.
    public subscript(index: Int) -> Subview { subviews[index] }
    /// The subviews at `bounds`.
    public subscript(bounds: Range<Int>) -> SubviewsCollectionSlice {
        SubviewsCollectionSlice(subviews: subviews, bounds: bounds)
    }
}

extension SubviewsCollectionSlice: View {
    /// A run of subviews is primitive.
    public typealias Body = Never
}

extension SubviewsCollectionSlice: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        subviews[bounds].flatMap { inputs.graph.resolve($0, inputs.child(.id(AnyHashable($0.id)))) }
    }
}

/// The body of `Group(subviews:transform:)`: the transform's view of the content's subviews.
public struct GroupElementsOfContent<Subviews: View, Content: View>: View {
    nonisolated(unsafe) let subviews: Subviews
    nonisolated(unsafe) let transform: (SubviewsCollection) -> Content

    /// The transform's view of the subviews.
    public var body: some View {
        transform(SubviewsCollection(subviewElements(of: subviews, path: []).map(Subview.init)))
    }
}

extension Group {
    /// The view `transform` makes from the subviews of `view`: how a custom container lays out
    /// the views it is given.
    nonisolated public init<Base: View, Result: View>(
        subviews view: Base, @ViewBuilder transform: @escaping (SubviewsCollection) -> Result
    ) where Content == GroupElementsOfContent<Base, Result> {
        self.init { GroupElementsOfContent(subviews: view, transform: transform) }
    }
}

/// The subviews of a view as `ForEach(subviews:)` goes through them.
public struct ForEachSubviewCollection<Content: View>: RandomAccessCollection {
    /// A subview.
    public typealias Element = Subview
    /// A subview's position.
    public typealias Index = Int
    /// The positions.
    public typealias Indices = Range<Int>
    /// Iterates over the subviews.
    public typealias Iterator = IndexingIterator<ForEachSubviewCollection<Content>>
    /// A run of the subviews.
    public typealias SubSequence = Slice<ForEachSubviewCollection<Content>>

    let subviews: [Subview]

    /// The first position (0).
    public var startIndex: Int { 0 }
    /// The position after the last subview.
    public var endIndex: Int { subviews.count }
    /// The subview at `index`.
    public subscript(index: Int) -> Subview { subviews[index] }
}

extension ForEach {
    /// One view per subview of `view`, made by `content`: a custom container's way to wrap each
    /// of the views it is given.
    public init<V: View>(subviews view: V, @ViewBuilder content: @escaping (Subview) -> Content)
    where Data == ForEachSubviewCollection<Content>, ID == Subview.ID {
        self.init(
            ForEachSubviewCollection(subviews: Tactile.subviewElements(of: view, path: []).map(Subview.init)), id: \.id,
            content: content)
    }
}
