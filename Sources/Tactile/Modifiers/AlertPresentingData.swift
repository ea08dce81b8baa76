import Foundation

/// The `presenting:` forms of `alert` and `confirmationDialog`: the presentation is shown only
/// while `isPresented` is true *and* `data` is not `nil`, and its actions and message are built
/// from the data.
extension View {
    /// Presents an alert titled `title` with actions built from `data`, while `isPresented` is true
    /// and `data` is not `nil`.
    nonisolated public func alert<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(title, isPresented: isPresented.unless(data == nil)) { data.map(actions) }
    }

    /// Presents an alert titled `title` with actions and a message built from `data`, while
    /// `isPresented` is true and `data` is not `nil`.
    nonisolated public func alert<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(title, isPresented: isPresented.unless(data == nil)) {
            data.map(actions)
        } message: {
            data.map(message)
        }
    }

    /// Presents an alert titled with a localized key, with actions built from `data`.
    nonisolated public func alert<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(titleKey.resolved, isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert titled with a localized key, with actions and a message built from `data`.
    nonisolated public func alert<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(titleKey.resolved, isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents an alert titled with a `Text`, with actions built from `data`.
    nonisolated public func alert<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        alert(title.string, isPresented: isPresented, presenting: data, actions: actions)
    }

    /// Presents an alert titled with a `Text`, with actions and a message built from `data`.
    nonisolated public func alert<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, presenting data: T?, @ViewBuilder actions: (T) -> A,
        @ViewBuilder message: (T) -> M
    ) -> some View {
        alert(title.string, isPresented: isPresented, presenting: data, actions: actions, message: message)
    }

    /// Presents a confirmation dialog titled `title` with actions built from `data`, while
    /// `isPresented` is true and `data` is not `nil`.
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(title, isPresented: isPresented.unless(data == nil), titleVisibility: titleVisibility) {
            data.map(actions)
        }
    }

    /// Presents a confirmation dialog titled `title` with actions and a message built from `data`,
    /// while `isPresented` is true and `data` is not `nil`.
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View, T>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(title, isPresented: isPresented.unless(data == nil), titleVisibility: titleVisibility) {
            data.map(actions)
        } message: {
            data.map(message)
        }
    }

    /// Presents a confirmation dialog titled with a localized key, with actions built from `data`.
    nonisolated public func confirmationDialog<A: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            titleKey.resolved, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions)
    }

    /// Presents a confirmation dialog titled with a localized key, with actions and a message
    /// built from `data`.
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        presenting data: T?, @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            titleKey.resolved, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
    }

    /// Presents a confirmation dialog titled with a `Text`, with actions built from `data`.
    nonisolated public func confirmationDialog<A: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A
    ) -> some View {
        confirmationDialog(
            title.string, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions)
    }

    /// Presents a confirmation dialog titled with a `Text`, with actions and a message built
    /// from `data`.
    nonisolated public func confirmationDialog<A: View, M: View, T>(
        _ title: Text, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic, presenting data: T?,
        @ViewBuilder actions: (T) -> A, @ViewBuilder message: (T) -> M
    ) -> some View {
        confirmationDialog(
            title.string, isPresented: isPresented, titleVisibility: titleVisibility, presenting: data,
            actions: actions, message: message)
    }
}

extension Binding where Value == Bool {
    /// This binding, or a constant `false` when `absent` (a `presenting:` form with no data).
    func unless(_ absent: Bool) -> Binding<Bool> { absent ? .constant(false) : self }
}
