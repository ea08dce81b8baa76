/// A result builder that composes views from the statements of a closure, as SwiftUI's does.
///
/// - Several expressions become a ``TupleView``.
/// - `if` without `else` becomes an `Optional` view; `if`/`else` and `switch` become
///   `_ConditionalContent`, whose two branches have different identities.
/// - `let` declarations and other statements are allowed between views.
@resultBuilder
public enum ViewBuilder {
    /// An empty closure builds an ``EmptyView``.
    public static func buildBlock() -> EmptyView { EmptyView() }

    /// One view passes through unchanged.
    public static func buildBlock<Content: View>(_ content: Content) -> Content { content }

    /// Several views are combined into a ``TupleView``, whose elements keep their positions as identity.
    public static func buildBlock<each Content: View>(_ content: repeat each Content) -> TupleView<
        (repeat each Content)
    > {
        TupleView((repeat each content))
    }

    /// Each expression must be a view.
    public static func buildExpression<Content: View>(_ content: Content) -> Content { content }

    /// An `if` without `else`.
    public static func buildIf<Content: View>(_ content: Content?) -> Content? { content }

    /// An `if` without `else` (Swift 5.4+ spelling).
    public static func buildOptional<Content: View>(_ content: Content?) -> Content? { content }

    /// The true branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(first: TrueContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .trueContent(first))
    }

    /// The false branch of an `if`/`else`.
    public static func buildEither<TrueContent: View, FalseContent: View>(second: FalseContent) -> _ConditionalContent<
        TrueContent, FalseContent
    > {
        _ConditionalContent(storage: .falseContent(second))
    }

    /// `if #available` branches are type-erased.
    public static func buildLimitedAvailability<Content: View>(_ content: Content) -> AnyView { AnyView(content) }
}

/// Either of two views, chosen by an `if`/`else` in a ``ViewBuilder``.
///
/// The branches have distinct identities: switching branch removes the old branch's views (and their
/// state) and inserts the new branch's.
public struct _ConditionalContent<TrueContent: View, FalseContent: View> {
    package enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    package let storage: Storage
}

extension _ConditionalContent: View {
    /// A conditional view is primitive.
    public typealias Body = Never
}

extension _ConditionalContent: PrimitiveView {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        switch storage {
        case .trueContent(let v): return inputs.graph.resolve(v, inputs.child(.branch(0)))
        case .falseContent(let v): return inputs.graph.resolve(v, inputs.child(.branch(1)))
        }
    }
}
