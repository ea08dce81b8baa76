import Foundation

/// Groups of menu commands a scene adds to the app's menu bar, SwiftUI's `Commands`, given to
/// `Scene/commands(content:)`.
///
/// *No effect on Linux*: Tactile's window is an iPhone's, and an iPhone has no menu bar, so, as
/// there, the commands' content is declared but never built or shown. Write your own command sets
/// from `CommandGroup`, `CommandMenu` and the standard sets (`SidebarCommands`,
/// `TextEditingCommands` …) with `CommandsBuilder`, as in SwiftUI.
@MainActor
@preconcurrency
public protocol Commands {
    /// The type of commands these commands are made of.
    associatedtype Body: Commands
    /// The commands these are made of.
    @CommandsBuilder @MainActor @preconcurrency var body: Body { get }
}

extension Never: Commands {}

/// No commands: what an empty `CommandsBuilder` block gives.
public struct EmptyCommands: Commands {
    /// No commands.
    nonisolated public init() {}

    /// Never called: empty commands have no body.
    public var body: Never { fatalError("EmptyCommands has no body") }
}

/// Several command sets declared one after another in a `CommandsBuilder` block.
public struct TupleCommandContent<T>: Commands {
    /// The command sets, as a tuple.
    nonisolated(unsafe) public let value: T

    /// The command sets of `value`.
    nonisolated public init(_ value: T) { self.value = value }

    /// Never called: a tuple of commands has no body of its own.
    public var body: Never { fatalError("TupleCommandContent has no body") }
}

/// One of two command sets, chosen by an `if` … `else` in a `CommandsBuilder` block.
public struct ConditionalCommands<TrueContent: Commands, FalseContent: Commands>: Commands {
    enum Storage {
        case trueContent(TrueContent)
        case falseContent(FalseContent)
    }
    nonisolated(unsafe) let storage: Storage

    /// Never called: a choice of commands has no body of its own.
    public var body: Never { fatalError("ConditionalCommands has no body") }
}

/// Commands whose type is erased, from `buildLimitedAvailability`.
public struct AnyCommands: Commands {
    nonisolated(unsafe) let commands: any Commands

    /// `commands` with its type erased.
    nonisolated public init(_ commands: any Commands) { self.commands = commands }

    /// Never called: erased commands have no body of their own.
    public var body: Never { fatalError("AnyCommands has no body") }
}
