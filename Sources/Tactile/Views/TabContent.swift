import Foundation

/// The tabs of a `TabView` written with ``Tab`` (iOS 18): SwiftUI's `TabContent`.
///
/// ``Tab``, the builder's groups, `if` and `if`/`else` are tab content; write your own by giving
/// `body` other tab content, as a view's `body` gives views.
@MainActor
public protocol TabContent<TabValue> {
    /// The type of the values that select the tabs (`Never` for tabs without values); by default
    /// the values of the content in `body`.
    associatedtype TabValue: Hashable = Body.TabValue
    /// The type of the tab content this is made of.
    associatedtype Body: TabContent
    /// The tab content this is made of.
    @TabContentBuilder<TabValue> var body: Body { get }
}

/// Tab content Tactile builds directly (tabs, the builder's groups): its tabs as the views a
/// `TabView` shows, each with its `tabItem` and `tag`.
@MainActor
protocol PrimitiveTabContent {
    func tabViews() -> [AnyView]
}

extension TabContent {
    /// The tabs as views, in order.
    func resolvedTabViews() -> [AnyView] {
        if let primitive = self as? PrimitiveTabContent { return primitive.tabViews() }
        return body.resolvedTabViews()
    }
}

extension TabContent where Body == Never {
    /// Built-in tab content has no body; the tab view never reads it.
    public var body: Never { fatalError("\(Self.self) is primitive tab content and has no body") }
}

extension Never: TabContent {
    /// `Never` is the body of primitive tab content.
    public typealias TabValue = Never
}

extension Optional: TabContent where Wrapped: TabContent {
    /// The wrapped content's values.
    public typealias TabValue = Wrapped.TabValue
}

extension Optional: PrimitiveTabContent where Wrapped: TabContent {
    func tabViews() -> [AnyView] { self?.resolvedTabViews() ?? [] }
}

/// Tab content grouped by a ``TabContentBuilder`` block: SwiftUI's `TupleTabContent`.
public struct TupleTabContent<TabValue: Hashable, T>: TabContent {
    /// The grouped content, as a tuple.
    nonisolated(unsafe) public let value: T
    /// Each member's tabs, read on the main actor when the tab view is built.
    let parts: [@MainActor () -> [AnyView]]

    /// Primitive tab content.
    public typealias Body = Never
}

extension TupleTabContent: PrimitiveTabContent {
    func tabViews() -> [AnyView] { parts.flatMap { $0() } }
}

/// One of two tab contents, chosen by an `if`/`else` in a ``TabContentBuilder``.
public struct _ConditionalTabContent<TrueContent: TabContent, FalseContent: TabContent>: TabContent
where TrueContent.TabValue == FalseContent.TabValue {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    nonisolated(unsafe) let storage: Storage

    /// The branches' values.
    public typealias TabValue = TrueContent.TabValue
    /// Primitive tab content.
    public typealias Body = Never
}

extension _ConditionalTabContent: PrimitiveTabContent {
    func tabViews() -> [AnyView] {
        switch storage {
        case .trueContent(let content): content.resolvedTabViews()
        case .falseContent(let content): content.resolvedTabViews()
        }
    }
}

/// Any tab content with values of `TabValue`: SwiftUI's `AnyTabContent`.
public struct AnyTabContent<TabValue: Hashable>: TabContent {
    let views: @MainActor () -> [AnyView]

    /// Erases the type of `content`.
    nonisolated public init<C: TabContent>(_ content: C) where C.TabValue == TabValue {
        nonisolated(unsafe) let content = content
        views = { content.resolvedTabViews() }
    }

    /// Primitive tab content.
    public typealias Body = Never
}

extension AnyTabContent: PrimitiveTabContent {
    func tabViews() -> [AnyView] { views() }
}

/// Builds tab content from ``Tab``s, `if` and `if`/`else`: SwiftUI's `TabContentBuilder`.
@resultBuilder
public struct TabContentBuilder<TabValue: Hashable> {
    /// A tab as itself.
    public static func buildExpression<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    /// One piece of tab content as itself.
    public static func buildBlock<C: TabContent>(_ content: C) -> C where C.TabValue == TabValue { content }

    /// Several pieces of tab content, in order: blocks of more than ten pieces (the fixed-arity
    /// overloads take two to ten).
    @_disfavoredOverload
    public static func buildBlock<each C: TabContent>(_ content: repeat each C) -> TupleTabContent<
        TabValue, (repeat each C)
    > {
        var parts: [@MainActor () -> [AnyView]] = []
        for piece in repeat each content {
            nonisolated(unsafe) let piece = piece
            parts.append { piece.resolvedTabViews() }
        }
        return TupleTabContent(value: (repeat each content), parts: parts)
    }

    /// Tab content shown when an `if` holds.
    public static func buildIf<C: TabContent>(_ content: C?) -> C? where C.TabValue == TabValue { content }

    /// The first branch of an `if`/`else`.
    public static func buildEither<T: TabContent, F: TabContent>(first: T) -> _ConditionalTabContent<T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalTabContent(storage: .trueContent(first))
    }

    /// The second branch of an `if`/`else`.
    public static func buildEither<T: TabContent, F: TabContent>(second: F) -> _ConditionalTabContent<T, F>
    where T.TabValue == TabValue, F.TabValue == TabValue {
        _ConditionalTabContent(storage: .falseContent(second))
    }

    /// `if #available` branches are type-erased.
    public static func buildLimitedAvailability<C: TabContent>(_ content: C) -> AnyTabContent<TabValue>
    where C.TabValue == TabValue {
        AnyTabContent(content)
    }

    /// Tab content as the view a `TabView` shows: its tabs side by side, each with its `tabItem`
    /// and `tag`.
    public struct Content<C: TabContent>: View {
        nonisolated(unsafe) let content: C

        /// Primitive: the tabs' views take its place, each a tab of the tab view.
        public typealias Body = Never
    }
}

extension TabView {
    /// A tab view of ``Tab``s whose selected tab is the one whose value `selection` holds.
    nonisolated public init<C: TabContent>(
        selection: Binding<SelectionValue>, @TabContentBuilder<SelectionValue> content: () -> C
    ) where Content == TabContentBuilder<SelectionValue>.Content<C> {
        self.init(
            selection: Optional(selection), content: { TabContentBuilder<SelectionValue>.Content(content: content()) })
    }

    /// A tab view of ``Tab``s without values; the first is selected until a tap on another.
    nonisolated public init<C: TabContent>(@TabContentBuilder<Never> content: () -> C)
    where SelectionValue == Never, Content == TabContentBuilder<Never>.Content<C> {
        self.init(selection: nil, content: { TabContentBuilder<Never>.Content(content: content()) })
    }
}

extension TabContentBuilder.Content: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let views = content.resolvedTabViews()
        return inputs.graph.resolve(ForEach(views.indices, id: \.self) { views[$0] }, inputs)
    }
}
