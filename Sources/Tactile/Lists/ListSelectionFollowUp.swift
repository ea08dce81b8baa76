import Foundation

/// What follows a tap that selects a row of a single-selection list, beyond the selection: a
/// collapsed `NavigationSplitView` shows the next column (its sidebar's list sets it).
struct ListSelectionFollowUp {
    let action: @MainActor () -> Void
}

private struct ListSelectionFollowUpKey: EnvironmentKey {
    static var defaultValue: ListSelectionFollowUp? { nil }
}
private struct LinkListSelectionKey: EnvironmentKey {
    static var defaultValue: ErasedListSelection? { nil }
}

extension EnvironmentValues {
    /// What a selecting tap in a single-selection list in this subtree does next.
    var listSelectionFollowUp: ListSelectionFollowUp? {
        get { self[ListSelectionFollowUpKey.self] }
        set { self[ListSelectionFollowUpKey.self] = newValue }
    }

    /// The selection of the list a `NavigationLink(value:)` is in, where a tap on the link selects
    /// its value rather than pushing it (the list of a split view's column).
    var linkListSelection: ErasedListSelection? {
        get { self[LinkListSelectionKey.self] }
        set { self[LinkListSelectionKey.self] = newValue }
    }
}
