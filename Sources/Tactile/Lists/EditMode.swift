import Foundation

/// Whether the user can edit a view's content: SwiftUI's `EditMode`.
///
/// A ``List`` in an environment whose ``EnvironmentValues/editMode`` is active shows a red delete
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
    public init() {}

    /// The button.
    public var body: some View {
        let editMode = self.editMode
        let isEditing = editMode?.wrappedValue.isEditing ?? false
        return Button(isEditing ? "Done" : "Edit") {
            editMode?.wrappedValue = isEditing ? .inactive : .active
        }
    }
}

/// The red circle before a deletable row in edit mode; a tap opens the row's Delete action.
struct ListDeleteControl: View {
    let open: () -> Void

    var body: some View {
        ZStack {
            Circle().fill(Color.red)
            Rectangle().fill(Color.white).frame(width: 10, height: 2)
        }
        .frame(width: ListMetrics.deleteControlSize, height: ListMetrics.deleteControlSize)
        .contentShape(Rectangle())
        .onTapGesture { open() }
    }
}

/// The handle after a movable row in edit mode: a drag on it moves the row (it takes the touch at
/// once, so the list does not scroll) and, released, calls the `ForEach`'s `onMove`.
struct ListMoveHandle: View {
    let changed: (CGFloat) -> Void
    let ended: (CGFloat) -> Void

    var body: some View {
        Image(systemName: "line.3.horizontal")
            .foregroundColor(.gray)
            .frame(width: ListMetrics.moveHandleWidth, height: ListMetrics.minimumRowHeight)
            .contentShape(Rectangle())
            .gesture(
                DragGesture(minimumDistance: 0, coordinateSpace: .global)
                    .onChanged { changed($0.translation.height) }
                    .onEnded { ended($0.translation.height) })
    }
}

/// Which row's handle is being dragged, and how far: a list's state.
struct ListMoveState: Equatable {
    /// The moving row's node identity.
    var row: ViewIdentity?
    /// How far the finger moved vertically.
    var translation: CGFloat = 0
}

/// The frames the last layout gave a list's children (rows unmoved), for the move handles.
@MainActor
final class ListLayoutRecord {
    var frames: [CGRect] = []
    /// The rows of each `ForEach` (by its identity): their child index and offset in its data.
    var groups: [ViewIdentity: [(index: Int, offset: Int)]] = [:]

    /// The offset a `ForEach`'s row at child `index` (at `offset` in its data) goes before when
    /// its handle is released `translation` below where it was: its centre's place among the
    /// other rows of `group`, in `onMove`'s terms (past its own offset counts one more); `nil`
    /// when it does not move.
    func destination(index: Int, offset: Int, group: ViewIdentity, translation: CGFloat) -> Int? {
        guard frames.indices.contains(index) else { return nil }
        let centre = frames[index].midY + translation
        let before = (groups[group] ?? []).filter {
            $0.index != index && frames.indices.contains($0.index) && frames[$0.index].midY < centre
        }.count
        let destination = before >= offset ? before + 1 : before
        return destination == offset || destination == offset + 1 ? nil : destination
    }
}
