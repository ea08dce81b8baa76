import Foundation

/// Whether the user can edit a view's content: SwiftUI's `EditMode`.
///
/// A ``List`` in an environment whose `EnvironmentValues/editMode` is active shows a red delete
/// control before each row of a `ForEach` with `onDelete`, and a move handle after each row of a
/// `ForEach` with `onMove`. Provide the binding with `.environment(\.editMode, $editMode)`;
/// an ``EditButton`` toggles it.
public enum EditMode: Hashable, Sendable {
    /// Not editing.
    case inactive
    /// Editing for a moment (SwiftUI: a swipe to delete); Tactile treats it as not editing.
    case transient
    /// Editing.
    case active

    /// Whether the content shows its editing controls (only `.active`).
    public var isEditing: Bool { self == .active }
}

private struct EditModeKey: EnvironmentKey {
    static var defaultValue: Binding<EditMode>? { nil }
}

extension EnvironmentValues {
    /// The edit mode of this subtree, if an ancestor provides one
    /// (`.environment(\.editMode, $editMode)`).
    public var editMode: Binding<EditMode>? {
        get { self[EditModeKey.self] }
        set { self[EditModeKey.self] = newValue }
    }
}

/// A button that toggles the environment's edit mode: "Edit" while inactive, "Done" while active.
/// Without an edit mode in the environment it shows "Edit" and does nothing.
public struct EditButton: View {
    @Environment(\.editMode) private var editMode

    /// An edit button.
    nonisolated public init() {}

    /// The button.
    public var body: some View {
        let editMode = self.editMode
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        return Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
    }
}
