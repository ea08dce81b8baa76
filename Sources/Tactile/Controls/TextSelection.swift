import Foundation

/// Whether the text in a view can be selected for copying, SwiftUI's `TextSelectability`.
public protocol TextSelectability {
    /// Whether text can be selected.
    static var allowsSelection: Bool { get }
}

/// Text that can be selected.
public struct EnabledTextSelectability: TextSelectability, Sendable {
    /// `true`.
    public static let allowsSelection = true
}

/// Text that cannot be selected (the default).
public struct DisabledTextSelectability: TextSelectability, Sendable {
    /// `false`.
    public static let allowsSelection = false
}

extension TextSelectability where Self == EnabledTextSelectability {
    /// Text can be selected.
    public static var enabled: EnabledTextSelectability { EnabledTextSelectability() }
}

extension TextSelectability where Self == DisabledTextSelectability {
    /// Text cannot be selected.
    public static var disabled: DisabledTextSelectability { DisabledTextSelectability() }
}

/// Which side of a line break a cursor at the break belongs to, SwiftUI's `TextSelectionAffinity`.
public enum TextSelectionAffinity: Hashable, Sendable {
    /// As the system decides.
    case automatic
    /// With the text before the position.
    case upstream
    /// With the text after the position.
    case downstream
}

/// A selection in a text field or editor: a cursor position or one or more ranges, SwiftUI's
/// `TextSelection`.
public struct TextSelection: Hashable {
    /// The selected ranges.
    public enum Indices: Hashable {
        /// One range (empty for a cursor).
        case selection(Range<String.Index>)
        /// Several ranges.
        case multiSelection(RangeSet<String.Index>)
    }

    /// The selected ranges.
    public var indices: Indices
    /// The side of a line break the cursor belongs to.
    public var affinity: TextSelectionAffinity = .automatic

    /// A selection of `range`.
    public init(range: Range<String.Index>) { indices = .selection(range) }
    /// A selection of `ranges`.
    public init(ranges: RangeSet<String.Index>) { indices = .multiSelection(ranges) }
    /// A cursor at `insertionPoint`.
    public init(insertionPoint: String.Index) { indices = .selection(insertionPoint..<insertionPoint) }

    /// Whether the selection is a cursor with nothing selected.
    public var isInsertion: Bool {
        switch indices {
        case .selection(let range): range.isEmpty
        case .multiSelection(let ranges): ranges.isEmpty
        }
    }
}

private struct TextSelectionAffinityKey: EnvironmentKey { static let defaultValue = TextSelectionAffinity.automatic }
private struct TextSelectableKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// The affinity text fields here give their cursors (`TextSelectionAffinity/automatic`
    /// unless set).
    public var textSelectionAffinity: TextSelectionAffinity {
        get { self[TextSelectionAffinityKey.self] }
        set { self[TextSelectionAffinityKey.self] = newValue }
    }

    /// Whether text here may be selected (`View/textSelection(_:)`).
    var allowsTextSelection: Bool {
        get { self[TextSelectableKey.self] }
        set { self[TextSelectableKey.self] = newValue }
    }
}

extension View {
    /// Lets the text here be selected for copying, or not. *Accepted*: the setting is kept for the
    /// views below, but Linux has no selection handles or copy menu to show.
    nonisolated public func textSelection<S: TextSelectability>(_ selectability: S) -> some View {
        environment(\.allowsTextSelection, S.allowsSelection)
    }

    /// Sets the affinity text fields here give their cursors
    /// (`EnvironmentValues/textSelectionAffinity`).
    nonisolated public func textSelectionAffinity(_ affinity: TextSelectionAffinity) -> some View {
        environment(\.textSelectionAffinity, affinity)
    }
}
