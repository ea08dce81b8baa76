import Foundation

/// A view type that is a ``Section``: a `ForEach` whose elements are sections is taken apart
/// into sections in a list, not into rows.
protocol ListSectionView {}

extension Section: ListSectionView {}

/// Whether views of type `V` are ``Section``s: a `Section`, or a custom view whose body is one
/// (through custom views). Decided from the type, so a section chosen by an `if` or wrapped in a
/// modifier is not seen as one.
@MainActor
func isListSection<V: View>(_ type: V.Type) -> Bool {
    if type is any ListSectionView.Type { return true }
    if V.Body.self == Never.self { return false }
    return isListSection(V.Body.self)
}
