import Foundation

/// The `error:` forms of `alert`: the alert is titled with the error's `errorDescription` and shown
/// while `isPresented` is true and the error is not `nil`, as the `presenting:` forms are.
extension View {
    /// Presents an alert titled with `error`'s description, with `actions`, while `isPresented` is
    /// true and `error` is not `nil`; a tap on an action sets `isPresented` to false.
    nonisolated public func alert<E: LocalizedError, A: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: () -> A
    ) -> some View {
        alert(error?.errorDescription ?? "", isPresented: isPresented, presenting: error) { _ in actions() }
    }

    /// Presents an alert titled with `error`'s description, with actions and a message built from
    /// the error, while `isPresented` is true and `error` is not `nil`.
    nonisolated public func alert<E: LocalizedError, A: View, M: View>(
        isPresented: Binding<Bool>, error: E?, @ViewBuilder actions: (E) -> A, @ViewBuilder message: (E) -> M
    ) -> some View {
        alert(
            error?.errorDescription ?? "", isPresented: isPresented, presenting: error, actions: actions,
            message: message)
    }
}
