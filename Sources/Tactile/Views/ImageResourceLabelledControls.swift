import Foundation

// The controls' initializers that take an asset catalogue image (`ImageResource`) for their
// label's icon, beside their `systemImage:` forms.

extension Button where Label == Tactile.Label<Text, Image> {
    /// A button labelled with a title and an asset catalogue image (a ``Label``).
    nonisolated public init(_ titleKey: LocalizedStringKey, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { Tactile.Label(titleKey, image: image) }
    }

    /// A button labelled with a string title and an asset catalogue image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image: ImageResource, action: @escaping () -> Void) {
        self.init(action: action) { Tactile.Label(title, image: image) }
    }

    /// A button with a role, labelled with a title and an asset catalogue image.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { Tactile.Label(titleKey, image: image) }
    }

    /// A button with a role, labelled with a string title and an asset catalogue image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, image: ImageResource, role: ButtonRole?, action: @escaping () -> Void
    ) {
        self.init(role: role, action: action) { Tactile.Label(title, image: image) }
    }
}

extension Toggle where Label == Tactile.Label<Text, Image> {
    /// A toggle labelled with a title and an asset catalogue image (a ``Label``).
    nonisolated public init(_ titleKey: LocalizedStringKey, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Tactile.Label(titleKey, image: image) }
    }

    /// A toggle labelled with a string title and an asset catalogue image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image: ImageResource, isOn: Binding<Bool>) {
        self.init(isOn: isOn) { Tactile.Label(title, image: image) }
    }
}

extension Toggle where Label == Tactile.Label<Text, Image> {
    /// A toggle over `isOn` of each element of `sources`, titled `titleKey` with an asset catalogue image.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Tactile.Label(titleKey, image: image) }
    }

    /// A toggle over `isOn` of each element of `sources`, titled `title` with an asset catalogue image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, C: RandomAccessCollection>(
        _ title: S, image: ImageResource, sources: C, isOn: KeyPath<C.Element, Binding<Bool>>
    ) {
        self.init(sources: sources, isOn: isOn) { Tactile.Label(title, image: image) }
    }
}

extension Picker where Label == Tactile.Label<Text, Image> {
    /// A picker titled with an asset catalogue image.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: { Tactile.Label(titleKey, image: image) })
    }

    /// A picker titled with an asset catalogue image, with a current value label.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, image: ImageResource, selection: Binding<SelectionValue>,
        @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            selection: selection, content: content, label: { Tactile.Label(titleKey, image: image) },
            currentValueLabel: currentValueLabel)
    }

    /// A picker titled with an asset catalogue image, of the values several sources bind.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { Tactile.Label(titleKey, image: image) })
    }

    /// A picker titled with an asset catalogue image, of the values several sources bind, with a current value
    /// label.
    nonisolated public init<C: RandomAccessCollection>(
        _ titleKey: LocalizedStringKey, image: ImageResource, sources: C,
        selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { Tactile.Label(titleKey, image: image) },
            currentValueLabel: currentValueLabel)
    }

    /// A picker titled with an asset catalogue image.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content
    ) {
        self.init(selection: selection, content: content, label: { Tactile.Label(title, image: image) })
    }

    /// A picker titled with an asset catalogue image, with a current value label.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, image: ImageResource, selection: Binding<SelectionValue>, @ViewBuilder content: () -> Content,
        @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            selection: selection, content: content, label: { Tactile.Label(title, image: image) },
            currentValueLabel: currentValueLabel)
    }

    /// A picker titled with an asset catalogue image, of the values several sources bind.
    @_disfavoredOverload
    nonisolated public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content
    ) {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { Tactile.Label(title, image: image) })
    }

    /// A picker titled with an asset catalogue image, of the values several sources bind, with a current value
    /// label.
    @_disfavoredOverload
    nonisolated public init<C: RandomAccessCollection, S: StringProtocol>(
        _ title: S, image: ImageResource, sources: C, selection: KeyPath<C.Element, Binding<SelectionValue>>,
        @ViewBuilder content: () -> Content, @ViewBuilder currentValueLabel: () -> some View
    ) {
        self.init(
            sources: sources, selection: selection, content: content,
            label: { Tactile.Label(title, image: image) },
            currentValueLabel: currentValueLabel)
    }
}

extension ContentUnavailableView where Label == Tactile.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view titled `title` with the image of `image` and an optional description.
    nonisolated public init(_ title: LocalizedStringKey, image: ImageResource, description: Text? = nil) {
        self.init(label: { Tactile.Label(title, image: image) }, description: { description })
    }

    /// A view titled `title` with the image of `image` and an optional description.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image: ImageResource, description: Text? = nil) {
        self.init(label: { Tactile.Label(title, image: image) }, description: { description })
    }
}
extension ControlGroup {
    /// A group of `content`'s controls titled `titleKey` with the image of `image`.
    nonisolated public init<C: View>(
        _ titleKey: LocalizedStringKey, image: ImageResource, @ViewBuilder content: () -> C
    ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(
            content: LabeledControlGroupContent(content: content()), label: AnyView(Label(titleKey, image: image)))
    }

    /// A group of `content`'s controls titled `title` with the image of `image`.
    @_disfavoredOverload
    nonisolated public init<C: View, S: StringProtocol>(
        _ title: S, image: ImageResource, @ViewBuilder content: () -> C
    ) where Content == LabeledControlGroupContent<C, Label<Text, Image>> {
        self.init(content: LabeledControlGroupContent(content: content()), label: AnyView(Label(title, image: image)))
    }
}
