import Foundation

/// The action a `RenameButton` runs (`EnvironmentValues/rename`), set with
/// `View/renameAction(_:)`.
public struct RenameAction {
    let action: @MainActor () -> Void

    /// Starts renaming.
    @MainActor public func callAsFunction() { action() }
}

/// A button that starts renaming: "Rename" with the pencil symbol; a tap runs the environment's
/// `RenameAction` (disabled without one).
public struct RenameButton<Label: View>: View {
    @Environment(\.rename) private var rename

    /// The standard rename button.
    nonisolated public init() where Label == Tactile.Label<Text, Image> {}

    /// The button.
    public var body: some View {
        let rename = self.rename
        Button {
            rename?()
        } label: {
            Tactile.Label("Rename", systemImage: "pencil")
        }
        .disabled(rename == nil)
    }
}

private struct RenameActionKey: EnvironmentKey {
    static var defaultValue: RenameAction? { nil }
}

extension EnvironmentValues {
    /// What a `RenameButton` in this subtree does (`nil`: there is nothing to rename).
    public var rename: RenameAction? {
        get { self[RenameActionKey.self] }
        set { self[RenameActionKey.self] = newValue }
    }
}

extension View {
    /// Makes the rename buttons in this subtree run `action`.
    nonisolated public func renameAction(_ action: @escaping () -> Void) -> some View {
        nonisolated(unsafe) let action = action
        return environment(\.rename, RenameAction(action: { action() }))
    }

    /// Makes the rename buttons in this subtree focus the field `isFocused` is bound to.
    nonisolated public func renameAction(_ isFocused: FocusState<Bool>.Binding) -> some View {
        nonisolated(unsafe) let isFocused = isFocused
        return environment(\.rename, RenameAction(action: { isFocused.wrappedValue = true }))
    }
}
