/// Tags that also match an optional selection.
extension View {
    /// Tags this view with `tag` for a picker, tab view or list selection. A tag matches a
    /// selection of type `V` and, as Swift compares an optional wrapping `tag` equal to `tag`
    /// itself, a selection of type `V?` too. With `includeOptional` false SwiftUI leaves the
    /// optional match out; Tactile compares the same way either way (*Accepted*: the flag is
    /// stored nowhere).
    nonisolated public func tag<V: Hashable>(_ tag: V, includeOptional: Bool = true) -> some View {
        self.tag(tag)
    }
}
