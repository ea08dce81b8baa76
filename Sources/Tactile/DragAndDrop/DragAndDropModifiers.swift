import Foundation

#if canImport(Darwin)
import UniformTypeIdentifiers
#endif

extension View {
    /// Makes this view a drag source of the item `data` gives: a long press (0.5 s) lifts the
    /// view, a copy of it follows the finger, and the drop targets under the finger
    /// (`onDrop(of:delegate:)`, ``dropDestination(for:action:isTargeted:)``) are told. `data`
    /// runs when the view lifts.
    ///
    /// *Approximation*: the preview is drawn in front of the view's own container (as ``Menu``'s
    /// popup is), not in a layer above the whole window. See Docs/Semantics.md, "Drag and drop".
    nonisolated public func onDrag(_ data: @escaping () -> NSItemProvider) -> some View {
        ModifiedContent(content: self, modifier: DragSourceModifier<EmptyView>(items: { [data()] }, preview: nil))
    }

    /// Makes this view a drag source of the item `data` gives, with `preview` following the finger
    /// (see ``onDrag(_:)``).
    nonisolated public func onDrag<V: View>(
        _ data: @escaping () -> NSItemProvider, @ViewBuilder preview: () -> V
    ) -> some View {
        ModifiedContent(content: self, modifier: DragSourceModifier(items: { [data()] }, preview: preview()))
    }

    /// Makes this view a drag source of `payload` (see ``onDrag(_:)``): the drag carries it in
    /// each of its transfer representations.
    nonisolated public func draggable<T: Transferable>(_ payload: @autoclosure @escaping () -> T) -> some View {
        ModifiedContent(
            content: self,
            modifier: DragSourceModifier<EmptyView>(items: { [Tactile.itemProvider(payload())] }, preview: nil))
    }

    /// Makes this view a drag source of `payload` with `preview` following the finger.
    nonisolated public func draggable<V: View, T: Transferable>(
        _ payload: @autoclosure @escaping () -> T, @ViewBuilder preview: () -> V
    ) -> some View {
        ModifiedContent(
            content: self,
            modifier: DragSourceModifier(items: { [Tactile.itemProvider(payload())] }, preview: preview()))
    }

    /// Makes this view a drop target of items of `T`: when a drag that carries items readable as
    /// `T` is released over it, `action` gets them and the location in this view's space, and
    /// returns whether it took them. `isTargeted` is told `true` when such a drag enters the view
    /// and `false` when it leaves or drops.
    nonisolated public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping (_ items: [T], _ location: CGPoint) -> Bool,
        isTargeted: @escaping (Bool) -> Void = { _ in }
    ) -> some View {
        ModifiedContent(content: self, modifier: TransferableDropModifier<T>(action: action, isTargeted: isTargeted))
    }

    /// Makes this view a drop target of items conforming to `supportedContentTypes`: on a drop,
    /// `action` gets the item providers of the drag that hold one of those types.
    /// `isTargeted` is `true` while such a drag is over the view.
    nonisolated public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
    ) -> some View {
        ModifiedContent(
            content: self,
            modifier: ProviderDropModifier(
                types: supportedContentTypes, isTargeted: isTargeted, action: { providers, _ in action(providers) }))
    }

    /// Makes this view a drop target of items conforming to `supportedContentTypes`: on a drop,
    /// `action` gets the item providers and the location in this view's space.
    nonisolated public func onDrop(
        of supportedContentTypes: [UTType], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider], _ location: CGPoint) -> Bool
    ) -> some View {
        ModifiedContent(
            content: self,
            modifier: ProviderDropModifier(types: supportedContentTypes, isTargeted: isTargeted, action: action))
    }

    /// Makes this view a drop target of items conforming to `supportedContentTypes`, whose
    /// `delegate` is told as a drag enters, moves over, leaves and drops on it (``DropDelegate``).
    nonisolated public func onDrop(of supportedContentTypes: [UTType], delegate: any DropDelegate) -> some View {
        ModifiedContent(content: self, modifier: DelegateDropModifier(types: supportedContentTypes, delegate: delegate))
    }

    /// Makes this view a drop target of items of the type identifiers `supportedTypes` (see
    /// `onDrop(of:isTargeted:perform:)` with `UTType`s).
    @available(
        iOS, introduced: 13.4, deprecated: 100000.0,
        message: "Provide `UTType`s as the `supportedContentTypes` instead."
    )
    nonisolated public func onDrop(
        of supportedTypes: [String], isTargeted: Binding<Bool>?,
        perform action: @escaping (_ providers: [NSItemProvider]) -> Bool
    ) -> some View {
        onDrop(of: supportedTypes.map { UTType(importedAs: $0) }, isTargeted: isTargeted, perform: action)
    }

    /// Makes this view a drop target of items of the type identifiers `supportedTypes`, told
    /// through `delegate` (see `onDrop(of:delegate:)` with `UTType`s).
    @available(
        iOS, introduced: 13.4, deprecated: 100000.0,
        message: "Provide `UTType`s as the `supportedContentTypes` instead."
    )
    nonisolated public func onDrop(of supportedTypes: [String], delegate: any DropDelegate) -> some View {
        onDrop(of: supportedTypes.map { UTType(importedAs: $0) }, delegate: delegate)
    }
}

/// An item provider holding `payload` in each of its transfer representations.
private func itemProvider<T: Transferable>(_ payload: T) -> NSItemProvider {
    let provider = NSItemProvider()
    provider.registerTransferable { payload }
    return provider
}
