import Foundation

extension View {
    /// Presents an alert titled with a `Text`, with `actions` and a `message`, while
    /// `isPresented` is true. Same as `alert(_:isPresented:actions:message:)` with a string.
    nonisolated public func alert<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        alert(title.string, isPresented: isPresented, actions: actions, message: message)
    }

    /// Presents an alert titled with a `Text`, with `actions`, while `isPresented` is true.
    nonisolated public func alert<A: View>(
        _ title: Text, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(title.string, isPresented: isPresented, actions: actions)
    }

    /// Presents a confirmation dialog titled with a localized key, with `actions` and a `message`.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            titleKey.resolved, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: message)
    }

    /// Presents a confirmation dialog titled with a localized key, with `actions`.
    nonisolated public func confirmationDialog<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(
            titleKey.resolved, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }

    /// Presents a confirmation dialog titled with a `Text`, with `actions` and a `message`.
    nonisolated public func confirmationDialog<A: View, M: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        confirmationDialog(
            title.string, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions,
            message: message)
    }

    /// Presents a confirmation dialog titled with a `Text`, with `actions`.
    nonisolated public func confirmationDialog<A: View>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        confirmationDialog(title.string, isPresented: isPresented, titleVisibility: titleVisibility, actions: actions)
    }
}
