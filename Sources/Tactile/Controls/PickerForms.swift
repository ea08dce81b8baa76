import Foundation

/// The ways to make a `Picker` beyond a selection binding and a label: a current value label
/// (what a menu picker shows for its selection), several bound sources, a symbol in the label.
extension Picker {
    /// A picker with a label view and a current value label, which a menu picker shows in place
    /// of the selected option.
    nonisolated public init(
        selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content, label: label)
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// A picker of the values several sources bind, with a label view: it shows the first
    /// source's value, and a choice sets every source's.
    nonisolated public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label
    ) {
        self.init(selection: Self.combined(sources, selection), content: content, label: label)
    }

    /// A picker of the values several sources bind, with a label view and a current value label.
    nonisolated public init<C: RandomAccessCollection>(
        sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>, @ViewBuilder content: () -> Content,
        @ViewBuilder label: () -> Label, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: Self.combined(sources, selection), content: content, label: label)
        self.currentValueLabel = AnyView(currentValueLabel())
    }

    /// One binding for the values `sources` bind: it reads the first and writes them all (there
    /// must be a source, as a picker's selection needs a value).
    nonisolated static func combined<C: RandomAccessCollection>(
        _ sources: C, _ selection: KeyPath<C.Element, Binding<SelectionValue>>
    ) -> Binding<SelectionValue> {
        nonisolated(unsafe) let selection = selection
        let bindings = sources.map { $0[keyPath: selection] }
        return Binding(
            get: { bindings[0].wrappedValue },
            set: { value in
                for binding in bindings { binding.wrappedValue = value }
            })
    }
}

extension Picker where Label == Text {
    /// A titled picker with a current value label.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            selection: selection, content: content, label: { Text(titleKey) }, currentValueLabel: currentValueLabel)
    }

    /// A titled picker of the values several sources bind.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content, label: { Text(titleKey) })
    }

    /// A titled picker of the values several sources bind, with a current value label.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            sources: sources, selection: selection, content: content, label: { Text(titleKey) },
            currentValueLabel: currentValueLabel)
    }

    /// A titled picker with a current value label.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(selection: selection, content: content, label: { Text(title) }, currentValueLabel: currentValueLabel)
    }

    /// A titled picker of the values several sources bind.
    @_disfavoredOverload
    nonisolated public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(sources: sources, selection: selection, content: content, label: { Text(title) })
    }

    /// A titled picker of the values several sources bind, with a current value label.
    @_disfavoredOverload
    nonisolated public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            sources: sources, selection: selection, content: content, label: { Text(title) },
            currentValueLabel: currentValueLabel)
    }
}

extension Picker where Label == Tactile.Label<Text, Image> {
    /// A picker titled with a symbol.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: { Tactile.Label(titleKey, systemImage: systemImage) })
    }

    /// A picker titled with a symbol, with a current value label.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            selection: selection, content: content, label: { Tactile.Label(titleKey, systemImage: systemImage) },
            currentValueLabel: currentValueLabel)
    }

    /// A picker titled with a symbol, of the values several sources bind.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { Tactile.Label(titleKey, systemImage: systemImage) })
    }

    /// A picker titled with a symbol, of the values several sources bind, with a current value
    /// label.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, systemImage: String, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { Tactile.Label(titleKey, systemImage: systemImage) },
            currentValueLabel: currentValueLabel)
    }

    /// A picker titled with a symbol.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: { Tactile.Label(title, systemImage: systemImage) })
    }

    /// A picker titled with a symbol, with a current value label.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, systemImage: String, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            selection: selection, content: content, label: { Tactile.Label(title, systemImage: systemImage) },
            currentValueLabel: currentValueLabel)
    }

    /// A picker titled with a symbol, of the values several sources bind.
    @_disfavoredOverload
    nonisolated public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { Tactile.Label(title, systemImage: systemImage) })
    }

    /// A picker titled with a symbol, of the values several sources bind, with a current value
    /// label.
    @_disfavoredOverload
    nonisolated public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, systemImage: String, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { Tactile.Label(title, systemImage: systemImage) },
            currentValueLabel: currentValueLabel)
    }
}
