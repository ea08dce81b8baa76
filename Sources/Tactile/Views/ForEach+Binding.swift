/// `ForEach($items) { $item in … }`: one view per element of a collection a binding holds, each
/// given a binding to its element, so that rows edit the collection in place.
///
/// The data is the collection's indices paired with the elements' ids, as SwiftUI's is; a row's
/// binding reads and writes the element at its index in the binding's current value, and its
/// identity is the element's id, so rows keep their state when elements move. A binding kept past
/// its row's removal reads the element it was built with and ignores writes, where SwiftUI
/// traps on the stale index.
extension ForEach {
    /// One view per `Identifiable` element of the collection `data` binds, each given a binding
    /// to its element.
    nonisolated public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    )
    where
        Data == LazyMapSequence<C.Indices, (C.Index, ID)>, ID == C.Element.ID,
        C.Element: Identifiable, C.Index: Hashable
    {
        self.init(data, id: \.id, content: content)
    }

    /// One view per element of the collection `data` binds, identified by the key path `id`,
    /// each given a binding to its element.
    nonisolated public init<C: MutableCollection & RandomAccessCollection>(
        _ data: Binding<C>, id: KeyPath<C.Element, ID>, @ViewBuilder content: @escaping (Binding<C.Element>) -> Content
    ) where Data == LazyMapSequence<C.Indices, (C.Index, ID)>, C.Index: Hashable {
        let elements = data.wrappedValue
        self.data = elements.indices.lazy.map { ($0, elements[$0][keyPath: id]) }
        self.idOf = { $0.1 }
        self.content = { pair in
            let index = pair.0
            // What the row was built with, for a read after the element's index left the
            // collection (a row removed while something still holds its binding): SwiftUI traps
            // there; the stale row reads its last element and its writes are dropped.
            let built = elements[index]
            return content(
                Binding(
                    get: {
                        let current = data.wrappedValue
                        return current.indices.contains(index) ? current[index] : built
                    },
                    set: { value in
                        if data.wrappedValue.indices.contains(index) { data.wrappedValue[index] = value }
                    }))
        }
    }
}
