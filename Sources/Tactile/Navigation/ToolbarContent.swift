import Foundation

/// Content of a `.toolbar { … }`: ``ToolbarItem``s and ``ToolbarItemGroup``s, or a type of your
/// own whose `body` combines them, as SwiftUI's `ToolbarContent`.
///
/// ```swift
/// struct EditorToolbar: ToolbarContent {
///     var body: some ToolbarContent {
///         ToolbarItem(placement: .cancellationAction) { Button("Cancel") { … } }
///         ToolbarItem(placement: .confirmationAction) { Button("Save") { … } }
///     }
/// }
/// ```
@MainActor @preconcurrency
public protocol ToolbarContent {
    /// The type of content this content's body builds.
    associatedtype Body: ToolbarContent

    /// The items of this content.
    @ToolbarContentBuilder @MainActor var body: Self.Body { get }
}

extension Never: ToolbarContent {}

extension ToolbarContent where Body == Never {
    /// Built-in toolbar content has no body; Tactile reads its items directly.
    public var body: Never { fatalError("\(Self.self) is primitive toolbar content and has no body") }
}

/// One item a toolbar shows: a view and where it goes. Items are compared by `id`, which is new
/// each time a `.toolbar` modifier is made (each run of the body that declares it), so a bar is
/// rebuilt exactly when the view declaring its items ran again.
struct ToolbarEntry: Equatable {
    let id: Int
    let placement: ToolbarItemPlacement
    let view: AnyView

    static func == (a: ToolbarEntry, b: ToolbarEntry) -> Bool { a.id == b.id && a.placement == b.placement }
}

/// Toolbar content that gives its items directly (items, groups, the builder's lists).
@MainActor
protocol PrimitiveToolbarContent {
    /// The items, as placement and view.
    var toolbarItems: [(ToolbarItemPlacement, AnyView)] { get }
}

@MainActor
enum ToolbarEntries {
    /// The numbers given to toolbar entries so far (each entry gets a new one).
    private static var lastID = 0

    /// The items of `content`, each with a new id.
    static func entries<C: ToolbarContent>(of content: C) -> [ToolbarEntry] {
        items(of: content).map { placement, view in
            lastID += 1
            return ToolbarEntry(id: lastID, placement: placement, view: view)
        }
    }

    static func items<C: ToolbarContent>(of content: C) -> [(ToolbarItemPlacement, AnyView)] {
        if let primitive = content as? any PrimitiveToolbarContent { return primitive.toolbarItems }
        return items(of: content.body)
    }
}

/// Toolbar content built by a modifier, turned into entries the first time the graph reads the
/// toolbar preference.
///
/// The toolbar modifiers are `nonisolated`, as SwiftUI's are, so they may run off the main actor;
/// reading the content's items needs it (toolbar content's `body` is main-actor isolated). The
/// entries are made once, so one run of the modifier keeps its ids however often the preference
/// is read.
final class DeferredToolbarEntries<Content: ToolbarContent>: @unchecked Sendable {
    // Set once by the modifier, then read and replaced only on the main actor, where the graph
    // reads preferences.
    private var content: Content?
    private var entries: [ToolbarEntry] = []

    nonisolated init(_ content: Content) { self.content = content }

    /// The entries, made on first use. Preferences are read while the graph resolves, on the main
    /// actor.
    nonisolated func resolved() -> [ToolbarEntry] {
        let made = MainActor.assumeIsolated {
            if let content {
                entries = ToolbarEntries.entries(of: content)
                self.content = nil
            }
            return UncheckedEntries(value: entries)
        }
        return made.value
    }
}

/// Entries handed out of the main actor's closure to the caller, which is on the main actor too.
private struct UncheckedEntries: @unchecked Sendable {
    let value: [ToolbarEntry]
}

/// The items a ``ToolbarContentBuilder`` collected (several items, an `if`, a branch of an
/// `if`/`else`). It is customizable toolbar content too, so that a `toolbar(id:content:)` block
/// of several customizable items is accepted.
public struct ToolbarContentList: CustomizableToolbarContent, PrimitiveToolbarContent {
    /// The list is primitive.
    public typealias Body = Never
    nonisolated(unsafe) let parts: [any ToolbarContent]

    var toolbarItems: [(ToolbarItemPlacement, AnyView)] {
        parts.flatMap { ToolbarEntries.items(of: $0) }
    }
}

/// Builds ``ToolbarContent`` from items, groups, `if` and `if`/`else`, as SwiftUI's
/// `ToolbarContentBuilder`.
@resultBuilder
@MainActor
public enum ToolbarContentBuilder {
    /// One piece of content.
    nonisolated public static func buildExpression<C: ToolbarContent>(_ content: C) -> C { content }

    /// The pieces of a block, in order: blocks of a size the fixed-arity overloads do not take
    /// (none, one, more than ten).
    @_disfavoredOverload
    nonisolated public static func buildBlock<each C: ToolbarContent>(_ content: repeat each C) -> ToolbarContentList {
        var parts: [any ToolbarContent] = []
        for part in repeat each content { parts.append(part) }
        return ToolbarContentList(parts: parts)
    }

    /// Content present only when an `if` holds.
    nonisolated public static func buildOptional(_ content: ToolbarContentList?) -> ToolbarContentList {
        content ?? ToolbarContentList(parts: [])
    }

    /// Content present only when an `if` holds (the older name of `buildOptional`).
    nonisolated public static func buildIf<C: ToolbarContent>(_ content: C?) -> ToolbarContentList {
        ToolbarContentList(parts: content.map { [$0] as [any ToolbarContent] } ?? [])
    }

    /// Content inside `if #available`, its type erased.
    nonisolated public static func buildLimitedAvailability(_ content: any ToolbarContent) -> ToolbarContentList {
        ToolbarContentList(parts: [content])
    }

    /// The first branch of an `if`/`else`.
    nonisolated public static func buildEither(first: ToolbarContentList) -> ToolbarContentList { first }

    /// The second branch of an `if`/`else`.
    nonisolated public static func buildEither(second: ToolbarContentList) -> ToolbarContentList { second }
}
