import Foundation

/// A binding to a collection is a collection of bindings to its elements (`ForEach($items)`,
/// `for $item in $items`): each element's binding reads and writes the element at its index in
/// the collection's current value.
extension Binding: Sequence where Value: MutableCollection {
    /// A binding to one element.
    public typealias Element = Binding<Value.Element>
    /// Walks the elements' bindings by index.
    public typealias Iterator = IndexingIterator<Binding<Value>>
    /// A range of the elements' bindings.
    public typealias SubSequence = Slice<Binding<Value>>
}

extension Binding: Collection where Value: MutableCollection {
    /// The collection's index.
    public typealias Index = Value.Index
    /// The collection's indices.
    public typealias Indices = Value.Indices

    /// The first index of the collection's current value.
    public var startIndex: Index { wrappedValue.startIndex }
    /// The index past the end of the collection's current value.
    public var endIndex: Index { wrappedValue.endIndex }
    /// The indices of the collection's current value.
    public var indices: Value.Indices { wrappedValue.indices }

    /// The index after `i`.
    public func index(after i: Index) -> Index { wrappedValue.index(after: i) }

    /// Moves `i` to the index after it.
    public func formIndex(after i: inout Index) { wrappedValue.formIndex(after: &i) }

    /// A binding to the element at `position`.
    public subscript(position: Index) -> Element {
        let parent = self
        return Binding<Value.Element>(
            get: { parent.wrappedValue[position] },
            set: { value, transaction in
                var collection = parent.wrappedValue
                collection[position] = value
                parent.transaction(transaction).wrappedValue = collection
            })
    }
}

extension Binding: BidirectionalCollection where Value: BidirectionalCollection & MutableCollection {
    /// The index before `i`.
    public func index(before i: Index) -> Index { wrappedValue.index(before: i) }

    /// Moves `i` to the index before it.
    public func formIndex(before i: inout Index) { wrappedValue.formIndex(before: &i) }
}

extension Binding: RandomAccessCollection where Value: MutableCollection & RandomAccessCollection {}
