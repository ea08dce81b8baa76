import Foundation

extension View {
    /// Presents the ``Alert`` that `content` describes while `isPresented` is true; a tap on one of
    /// its buttons runs the button's action and sets `isPresented` to false.
    ///
    /// Drawn as `alert(_:isPresented:actions:message:)` draws its alerts.
    nonisolated public func alert(isPresented: Binding<Bool>, content: () -> Alert) -> some View {
        let value = content()
        return alert(value.title, isPresented: isPresented) {
            AlertButtons(buttons: value.buttons)
        } message: {
            value.message
        }
    }

    /// Presents the ``Alert`` that `content` describes for `item` while `item` is not `nil`; a tap
    /// on one of its buttons runs the button's action and sets `item` to `nil`.
    nonisolated public func alert<Item: Identifiable>(item: Binding<Item?>, content: (Item) -> Alert) -> some View {
        let value = item.wrappedValue.map(content)
        return alert(value?.title ?? Text(verbatim: ""), isPresented: item.isPresent()) {
            AlertButtons(buttons: value?.buttons ?? [])
        } message: {
            value?.message
        }
    }

    /// Presents the ``ActionSheet`` that `content` describes while `isPresented` is true: a
    /// confirmation dialog with its title shown; a tap on one of its buttons runs the button's
    /// action and sets `isPresented` to false.
    nonisolated public func actionSheet(isPresented: Binding<Bool>, content: () -> ActionSheet) -> some View {
        let value = content()
        return confirmationDialog(value.title, isPresented: isPresented, titleVisibility: .visible) {
            AlertButtons(buttons: value.buttons)
        } message: {
            value.message
        }
    }

    /// Presents the ``ActionSheet`` that `content` describes for `item` while `item` is not
    /// `nil`; a tap on one of its buttons runs the button's action and sets `item` to `nil`.
    nonisolated public func actionSheet<T: Identifiable>(item: Binding<T?>, content: (T) -> ActionSheet) -> some View {
        let value = item.wrappedValue.map(content)
        return confirmationDialog(
            value?.title ?? Text(verbatim: ""), isPresented: item.isPresent(), titleVisibility: .visible
        ) {
            AlertButtons(buttons: value?.buttons ?? [])
        } message: {
            value?.message
        }
    }
}
