import Foundation

/// Builds command sets from the commands written in a `commands { … }` block or a `Commands`
/// body, as SwiftUI's `CommandsBuilder` does: one after another (up to ten), and inside `if`.
@MainActor
@resultBuilder
public struct CommandsBuilder {
    /// A command set as written.
    public static func buildExpression<Content: Commands>(_ content: Content) -> Content { content }

    /// No commands.
    public static func buildBlock() -> EmptyCommands { EmptyCommands() }

    /// One command set.
    public static func buildBlock<C: Commands>(_ content: C) -> C { content }

    /// A command set inside an `if` without `else`.
    public static func buildIf<C: Commands>(_ content: C?) -> C? { content }

    /// The first branch of an `if` … `else`.
    public static func buildEither<T: Commands, F: Commands>(first: T) -> ConditionalCommands<T, F> {
        ConditionalCommands(storage: .trueContent(first))
    }

    /// The second branch of an `if` … `else`.
    public static func buildEither<T: Commands, F: Commands>(second: F) -> ConditionalCommands<T, F> {
        ConditionalCommands(storage: .falseContent(second))
    }

    /// A command set inside `if #available`.
    public static func buildLimitedAvailability(_ content: any Commands) -> some Commands { AnyCommands(content) }

    /// 2 command sets, in order.
    public static func buildBlock<C0: Commands, C1: Commands>(_ c0: C0, _ c1: C1) -> some Commands {
        TupleCommandContent((c0, c1))
    }

    /// 3 command sets, in order.
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands>(_ c0: C0, _ c1: C1, _ c2: C2)
        -> some Commands
    {
        TupleCommandContent((c0, c1, c2))
    }

    /// 4 command sets, in order.
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3
    ) -> some Commands {
        TupleCommandContent((c0, c1, c2, c3))
    }

    /// 5 command sets, in order.
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4
    ) -> some Commands {
        TupleCommandContent((c0, c1, c2, c3, c4))
    }

    /// 6 command sets, in order.
    public static func buildBlock<C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands>(
        _ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5
    ) -> some Commands {
        TupleCommandContent((c0, c1, c2, c3, c4, c5))
    }

    /// 7 command sets, in order.
    public static func buildBlock<
        C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6) -> some Commands {
        TupleCommandContent((c0, c1, c2, c3, c4, c5, c6))
    }

    /// 8 command sets, in order.
    public static func buildBlock<
        C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7) -> some Commands {
        TupleCommandContent((c0, c1, c2, c3, c4, c5, c6, c7))
    }

    /// 9 command sets, in order.
    public static func buildBlock<
        C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands,
        C8: Commands
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8) -> some Commands {
        TupleCommandContent((c0, c1, c2, c3, c4, c5, c6, c7, c8))
    }

    /// 10 command sets, in order.
    public static func buildBlock<
        C0: Commands, C1: Commands, C2: Commands, C3: Commands, C4: Commands, C5: Commands, C6: Commands, C7: Commands,
        C8: Commands, C9: Commands
    >(_ c0: C0, _ c1: C1, _ c2: C2, _ c3: C3, _ c4: C4, _ c5: C5, _ c6: C6, _ c7: C7, _ c8: C8, _ c9: C9)
        -> some Commands
    {
        TupleCommandContent((c0, c1, c2, c3, c4, c5, c6, c7, c8, c9))
    }
}

extension Optional: Commands where Wrapped: Commands {
    /// Never called: optional commands have no body of their own.
    public var body: Never { fatalError("Optional commands have no body") }
}
