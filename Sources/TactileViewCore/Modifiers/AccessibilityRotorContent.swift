import Foundation

/// What a custom rotor lists, SwiftUI's `AccessibilityRotorContent`: entries
/// (`AccessibilityRotorEntry`) built with `AccessibilityRotorContentBuilder`, or content whose
/// `body` builds them.
@MainActor @preconcurrency
public protocol AccessibilityRotorContent {
    /// The type of content the body builds.
    associatedtype Body: AccessibilityRotorContent
    /// The entries of this content.
    @AccessibilityRotorContentBuilder @MainActor var body: Self.Body { get }
}

extension Never: AccessibilityRotorContent {}

extension AccessibilityRotorContent where Body == Never {
    /// Built-in rotor content has no body; its entries are read directly.
    public var body: Never { fatalError("\(Self.self) is primitive rotor content and has no body") }
}

/// Built-in rotor content: lists its entries itself.
@MainActor
protocol PrimitiveRotorContent {
    var rotorEntries: [AccessibilityRotorEntryDescription] { get }
}

/// The entries `content` lists, in order.
@MainActor
func rotorEntries<C: AccessibilityRotorContent>(of content: C) -> [AccessibilityRotorEntryDescription] {
    if let primitive = content as? any PrimitiveRotorContent { return primitive.rotorEntries }
    if C.Body.self == Never.self { return [] }
    return rotorEntries(of: content.body)
}

/// One entry of a rotor as the accessibility tree records it.
public struct AccessibilityRotorEntryDescription: Sendable, Hashable {
    /// What the entry is called, when it is given a label.
    public var label: String?
    /// The identity of the view the entry leads to, written out (`String(describing:)`).
    public var id: String?
    /// The range of text the entry leads to, for entries of text ranges.
    public var textRange: Range<String.Index>?
}

/// One entry of a custom rotor, SwiftUI's `AccessibilityRotorEntry`: a label and the view it
/// leads to (by `id`, the identity of a `ForEach` element or of
/// `View/accessibilityRotorEntry(id:in:)`), or a range of text.
///
/// `prepare` runs before a screen reader moves to the entry (to scroll it into view); the
/// accessibility tree records the entry and does not navigate, so nothing calls it on Linux.
public struct AccessibilityRotorEntry<ID: Hashable> {
    let label: String?
    let id: ID?
    let textRange: Range<String.Index>?
    let prepare: () -> Void

    /// An entry labelled `label` that leads to the view identified by `id`.
    public init(
        _ label: Text, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}
    ) {
        self.init(label: label.string, id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry labelled `label` that leads to the view identified by `id` in `namespace`.
    public init(
        _ label: Text, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping (() -> Void) = {}
    ) {
        self.init(label: label.string, id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry for a range of text, labelled `label` when one is given.
    public init(_ label: Text? = nil, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {})
    where ID == Never {
        self.init(label: label?.string, id: nil, textRange: textRange, prepare: prepare)
    }

    /// An entry labelled `labelKey` that leads to the view identified by `id`.
    public init(
        _ labelKey: LocalizedStringKey, id: ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping (() -> Void) = {}
    ) {
        self.init(label: labelKey.resolved, id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry labelled `label` that leads to the view identified by `id`.
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, id: ID, textRange: Range<String.Index>? = nil, prepare: @escaping (() -> Void) = {}
    ) {
        self.init(label: String(label), id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry labelled `labelKey` that leads to the view identified by `id` in `namespace`.
    public init(
        _ labelKey: LocalizedStringKey, id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping (() -> Void) = {}
    ) {
        self.init(label: labelKey.resolved, id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry labelled `label` that leads to the view identified by `id` in `namespace`.
    @_disfavoredOverload
    public init<L: StringProtocol>(
        _ label: L, _ id: ID, in namespace: Namespace.ID, textRange: Range<String.Index>? = nil,
        prepare: @escaping (() -> Void) = {}
    ) {
        self.init(label: String(label), id: id, textRange: textRange, prepare: prepare)
    }

    /// An entry labelled `labelKey` for a range of text.
    public init(_ labelKey: LocalizedStringKey, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {})
    where ID == Never {
        self.init(label: labelKey.resolved, id: nil, textRange: textRange, prepare: prepare)
    }

    /// An entry labelled `label` for a range of text.
    @_disfavoredOverload
    public init<L: StringProtocol>(_ label: L, textRange: Range<String.Index>, prepare: @escaping (() -> Void) = {})
    where ID == Never {
        self.init(label: String(label), id: nil, textRange: textRange, prepare: prepare)
    }

    private init(label: String?, id: ID?, textRange: Range<String.Index>?, prepare: @escaping () -> Void) {
        self.label = label
        self.id = id
        self.textRange = textRange
        self.prepare = prepare
    }
}

extension AccessibilityRotorEntry: AccessibilityRotorContent, PrimitiveRotorContent {
    /// An entry is primitive rotor content.
    public typealias Body = Never

    var rotorEntries: [AccessibilityRotorEntryDescription] {
        [AccessibilityRotorEntryDescription(label: label, id: id.map { String(describing: $0) }, textRange: textRange)]
    }
}

/// Builds rotor content from the entries listed in a closure, SwiftUI's
/// `AccessibilityRotorContentBuilder`.
@resultBuilder
public struct AccessibilityRotorContentBuilder {
    /// An entry or other content, as written.
    public static func buildExpression<Content: AccessibilityRotorContent>(_ content: Content) -> Content { content }

    /// One piece of content.
    public static func buildBlock<Content: AccessibilityRotorContent>(_ content: Content)
        -> some AccessibilityRotorContent
    {
        content
    }

    /// Content that is there only when a condition holds.
    public static func buildIf<Content: AccessibilityRotorContent>(_ content: Content?)
        -> some AccessibilityRotorContent
    {
        RotorContentList(parts: content.map { [$0] } ?? [])
    }

    /// Two pieces of content, in order.
    public static func buildBlock<C0: AccessibilityRotorContent, C1: AccessibilityRotorContent>(_ c0: C0, _ c1: C1)
        -> some AccessibilityRotorContent
    {
        RotorContentList(parts: [c0, c1])
    }

    /// Three pieces of content, in order.
    public static func buildBlock<
        C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent
    >(_ c0: C0, _ c1: C1, _ c2: C2) -> some AccessibilityRotorContent {
        RotorContentList(parts: [c0, c1, c2])
    }

    /// Four pieces of content, in order.
    public static func buildBlock<
        C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
        C3: AccessibilityRotorContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3) -> some AccessibilityRotorContent {
        RotorContentList(parts: [c0, c1, c2, c3])
    }

    /// Five pieces of content, in order.
    public static func buildBlock<
        C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
        C3: AccessibilityRotorContent, C4: AccessibilityRotorContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4) -> some AccessibilityRotorContent {
        RotorContentList(parts: [
            c0, c1, c2, c3, c4,
        ])
    }

    /// Six pieces of content, in order.
    public static func buildBlock<
        C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
        C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5) -> some AccessibilityRotorContent {
        RotorContentList(parts: [
            c0, c1, c2, c3, c4,
            c5,
        ])
    }

    /// Seven pieces of content, in order.
    public static func buildBlock<
        C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
        C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
        C6: AccessibilityRotorContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some AccessibilityRotorContent {
        RotorContentList(parts: [
            c0, c1, c2, c3, c4,
            c5, c6,
        ])
    }

    /// Eight pieces of content, in order.
    public static func buildBlock<
        C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
        C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
        C6: AccessibilityRotorContent, C7: AccessibilityRotorContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7)
        -> some AccessibilityRotorContent
    {
        RotorContentList(parts: [
            c0, c1, c2, c3, c4,
            c5, c6, c7,
        ])
    }

    /// Nine pieces of content, in order.
    public static func buildBlock<
        C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
        C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
        C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8)
        -> some AccessibilityRotorContent
    {
        RotorContentList(parts: [
            c0, c1, c2, c3, c4,
            c5, c6, c7, c8,
        ])
    }

    /// Ten pieces of content, in order.
    public static func buildBlock<
        C0: AccessibilityRotorContent, C1: AccessibilityRotorContent, C2: AccessibilityRotorContent,
        C3: AccessibilityRotorContent, C4: AccessibilityRotorContent, C5: AccessibilityRotorContent,
        C6: AccessibilityRotorContent, C7: AccessibilityRotorContent, C8: AccessibilityRotorContent,
        C9: AccessibilityRotorContent
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9)
        -> some AccessibilityRotorContent
    {
        RotorContentList(parts: [
            c0, c1, c2, c3, c4,
            c5, c6, c7, c8, c9,
        ])
    }
}

/// Several pieces of rotor content, in order (a builder's block).
struct RotorContentList: AccessibilityRotorContent, PrimitiveRotorContent {
    typealias Body = Never
    nonisolated(unsafe) let parts: [any AccessibilityRotorContent]
    var rotorEntries: [AccessibilityRotorEntryDescription] { parts.flatMap { TactileViewCore.rotorEntries(of: $0) } }
}
