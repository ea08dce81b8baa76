import Foundation

/// One of the rotors a screen reader has of its own (headings, links), SwiftUI's
/// `AccessibilitySystemRotor`: `View/accessibilityRotor(_:entries:)-(AccessibilitySystemRotor,_)`
/// replaces what it lists in a view.
public struct AccessibilitySystemRotor: Sendable, Hashable {
    /// The rotor's name, as the accessibility tree records it (`headings`, `links(visited: true)`).
    let name: String

    /// Links that were visited, or were not.
    public static func links(visited: Bool) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: "links(visited: \(visited))")
    }
    /// All links.
    public static var links: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "links") }
    /// Headings of one level.
    public static func headings(level: AccessibilityHeadingLevel) -> AccessibilitySystemRotor {
        AccessibilitySystemRotor(name: "headings(level: \(level))")
    }
    /// All headings.
    public static var headings: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "headings") }
    /// Runs of bold text.
    public static var boldText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "boldText") }
    /// Runs of italic text.
    public static var italicText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "italicText") }
    /// Runs of underlined text.
    public static var underlineText: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "underlineText") }
    /// Misspelled words.
    public static var misspelledWords: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "misspelledWords") }
    /// Images.
    public static var images: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "images") }
    /// Text fields.
    public static var textFields: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "textFields") }
    /// Tables.
    public static var tables: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "tables") }
    /// Lists.
    public static var lists: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "lists") }
    /// Landmarks.
    public static var landmarks: AccessibilitySystemRotor { AccessibilitySystemRotor(name: "landmarks") }
}

/// A rotor as the accessibility tree records it: its name and what it lists.
public struct AccessibilityRotorDescription: Sendable, Hashable {
    /// The rotor's label, or a system rotor's name (`headings`).
    public var label: String
    /// Its entries, in order.
    public var entries: [AccessibilityRotorEntryDescription]
}

// Custom rotors: a screen reader's rotor lists the entries and moves to the one chosen. On Linux
// the accessibility tree records each rotor with its entries (`AccessibilityTree.rotors`); the
// entries are read when the tree is, so they follow the view's state.
extension View {
    /// Adds a rotor labelled `label` listing the entries `entries` builds.
    nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ label: Text, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        rotor(label.string, entries)
    }

    /// Replaces what the system rotor `systemRotor` lists in this view with `entries`.
    nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ systemRotor: AccessibilitySystemRotor, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        rotor(systemRotor.name, entries)
    }

    /// Adds a rotor labelled `labelKey` listing the entries `entries` builds.
    nonisolated public func accessibilityRotor<Content: AccessibilityRotorContent>(
        _ labelKey: LocalizedStringKey, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        rotor(labelKey.resolved, entries)
    }

    /// Adds a rotor labelled `label` listing the entries `entries` builds.
    @_disfavoredOverload
    nonisolated public func accessibilityRotor<L: StringProtocol, Content: AccessibilityRotorContent>(
        _ label: L, @AccessibilityRotorContentBuilder entries: @escaping () -> Content
    ) -> some View {
        rotor(String(label), entries)
    }

    /// Adds a rotor labelled `rotorLabel` with an entry for each of `entries`, labelled by
    /// `entryLabel` and leading to the view of the entry's `id`.
    nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabel: Text, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(rotorLabel.string, models: entries, id: \.id, label: entryLabel)
    }

    /// Adds a rotor labelled `rotorLabel` with an entry for each of `entries`, identified by
    /// `entryID` and labelled by `entryLabel`.
    nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabel: Text, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(rotorLabel.string, models: entries, id: entryID, label: entryLabel)
    }

    /// Replaces what `systemRotor` lists with an entry for each of `entries`.
    nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(systemRotor.name, models: entries, id: \.id, label: entryLabel)
    }

    /// Replaces what `systemRotor` lists with an entry for each of `entries`, identified by
    /// `entryID`.
    nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ systemRotor: AccessibilitySystemRotor, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(systemRotor.name, models: entries, id: entryID, label: entryLabel)
    }

    /// Adds a rotor labelled `rotorLabelKey` with an entry for each of `entries`.
    nonisolated public func accessibilityRotor<EntryModel: Identifiable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(rotorLabelKey.resolved, models: entries, id: \.id, label: entryLabel)
    }

    /// Adds a rotor labelled `rotorLabel` with an entry for each of `entries`.
    @_disfavoredOverload
    nonisolated public func accessibilityRotor<L: StringProtocol, EntryModel: Identifiable>(
        _ rotorLabel: L, entries: [EntryModel], entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(String(rotorLabel), models: entries, id: \.id, label: entryLabel)
    }

    /// Adds a rotor labelled `rotorLabelKey` with an entry for each of `entries`, identified by
    /// `entryID`.
    nonisolated public func accessibilityRotor<EntryModel, ID: Hashable>(
        _ rotorLabelKey: LocalizedStringKey, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(rotorLabelKey.resolved, models: entries, id: entryID, label: entryLabel)
    }

    /// Adds a rotor labelled `rotorLabel` with an entry for each of `entries`, identified by
    /// `entryID`.
    @_disfavoredOverload
    nonisolated public func accessibilityRotor<L: StringProtocol, EntryModel, ID: Hashable>(
        _ rotorLabel: L, entries: [EntryModel], entryID: KeyPath<EntryModel, ID>,
        entryLabel: KeyPath<EntryModel, String>
    ) -> some View {
        rotor(String(rotorLabel), models: entries, id: entryID, label: entryLabel)
    }

    /// Adds a rotor labelled `label` with an entry for each range of this view's text.
    nonisolated public func accessibilityRotor(_ label: Text, textRanges: [Range<String.Index>]) -> some View {
        rotor(label.string, ranges: textRanges)
    }

    /// Replaces what `systemRotor` lists with an entry for each range of this view's text.
    nonisolated public func accessibilityRotor(
        _ systemRotor: AccessibilitySystemRotor, textRanges: [Range<String.Index>]
    ) -> some View {
        rotor(systemRotor.name, ranges: textRanges)
    }

    /// Adds a rotor labelled `labelKey` with an entry for each range of this view's text.
    nonisolated public func accessibilityRotor(_ labelKey: LocalizedStringKey, textRanges: [Range<String.Index>])
        -> some View
    {
        rotor(labelKey.resolved, ranges: textRanges)
    }

    /// Adds a rotor labelled `label` with an entry for each range of this view's text.
    @_disfavoredOverload
    nonisolated public func accessibilityRotor<L: StringProtocol>(_ label: L, textRanges: [Range<String.Index>])
        -> some View
    {
        rotor(String(label), ranges: textRanges)
    }

    /// Marks this view as where rotor entries of `id` in `namespace` lead.
    ///
    /// *Accepted*: a screen reader moves to the view when such an entry is chosen; the
    /// accessibility tree records the entries but does not navigate.
    nonisolated public func accessibilityRotorEntry<ID: Hashable>(id: ID, in namespace: Namespace.ID) -> some View {
        accessibilityAttachment(nil)
    }

    nonisolated private func rotor<Content: AccessibilityRotorContent>(
        _ label: String, _ entries: @escaping () -> Content
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let build = RotorBuilder(build: entries)
        return accessibilityAttachment(.rotor(label: label, entries: { rotorEntries(of: build.build()) }))
    }

    nonisolated private func rotor<EntryModel, ID: Hashable>(
        _ label: String, models: [EntryModel], id: KeyPath<EntryModel, ID>,
        label entryLabel: KeyPath<EntryModel, String>
    ) -> ModifiedContent<Self, AccessibilityAttachmentModifier> {
        let made = models.map {
            AccessibilityRotorEntryDescription(
                label: $0[keyPath: entryLabel], id: String(describing: $0[keyPath: id]), textRange: nil)
        }
        return accessibilityAttachment(.rotor(label: label, entries: { made }))
    }

    nonisolated private func rotor(_ label: String, ranges: [Range<String.Index>])
        -> ModifiedContent<Self, AccessibilityAttachmentModifier>
    {
        let made = ranges.map { AccessibilityRotorEntryDescription(label: nil, id: nil, textRange: $0) }
        return accessibilityAttachment(.rotor(label: label, entries: { made }))
    }
}

/// The closure that builds a rotor's entries, carried into the main actor, where the tree is read.
private struct RotorBuilder<Content>: @unchecked Sendable {
    let build: () -> Content
}
