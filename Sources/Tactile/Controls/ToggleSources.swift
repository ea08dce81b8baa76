import Foundation

/// A toggle for many values at once (SwiftUI's `sources:` forms): on when every source is on,
/// mixed (`ToggleStyleConfiguration/isMixed`) when some are; flipping it turns every source on,
/// or, when all are on, every source off.
extension Toggle {
    /// A toggle over `isOn` of each element of `sources`, with a custom label.
    nonisolated public init<C: RandomAccessCollection>(
        sources: C, isOn: KeyPath<C.Element, Binding<Bool>>, @ViewBuilder label: () -> Label
    ) {
        let bindings = sources.map { $0[keyPath: isOn] }
        let combined = Binding<Bool>(
            get: { !bindings.isEmpty && bindings.allSatisfy(\.wrappedValue) },
            set: { newValue in for binding in bindings { binding.wrappedValue = newValue } })
        let mixed = bindings.contains(where: \.wrappedValue) && !bindings.allSatisfy(\.wrappedValue)
        self.init(isOn: combined, isMixed: mixed, label: label())
    }
}

extension Toggle where Label == Text {
    /// A toggle over `isOn` of each element of `sources`, titled `titleKey`.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(titleKey) }
    }

    /// A toggle over `isOn` of each element of `sources`, titled `title`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Text(title) }
    }
}

extension Toggle where Label == Tactile.Label<Text, Image> {
    /// A toggle over `isOn` of each element of `sources`, titled `titleKey` with a symbol.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Tactile.Label(titleKey, systemImage: systemImage) }
    }

    /// A toggle over `isOn` of each element of `sources`, titled `title` with a symbol.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, systemImage: String, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Tactile.Label(title, systemImage: systemImage) }
    }
}
