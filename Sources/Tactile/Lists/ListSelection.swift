import Foundation

/// A list's selection binding, of either kind.
enum ListSelection<Value: Hashable> {
    case none
    case single(Binding<Value?>)
    case multiple(Binding<Set<Value>>)

    /// The selection as the rows see it: whether a row's value is selected, and what a tap does.
    @MainActor
    var erased: ErasedListSelection? {
        func value(_ tag: AnyHashable) -> Value? { tag as? Value ?? tag.base as? Value }
        switch self {
        case .none:
            return nil
        case .single(let binding):
            return ErasedListSelection(
                contains: { tag in value(tag).map { binding.wrappedValue == $0 } ?? false },
                toggle: { tag in if let v = value(tag) { binding.wrappedValue = v } })
        case .multiple(let binding):
            return ErasedListSelection(
                contains: { tag in value(tag).map { binding.wrappedValue.contains($0) } ?? false },
                toggle: { tag in
                    guard let v = value(tag) else { return }
                    if binding.wrappedValue.contains(v) {
                        binding.wrappedValue.remove(v)
                    } else {
                        binding.wrappedValue.insert(v)
                    }
                })
        }
    }
}

/// A list's selection without its value type.
struct ErasedListSelection {
    /// Whether the row tagged `tag` is selected.
    let contains: (AnyHashable) -> Bool
    /// What a tap on the row tagged `tag` does.
    let toggle: (AnyHashable) -> Void
}
