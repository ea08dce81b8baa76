import Foundation

/// A broken invariant: which input broke it and how.
public struct Violation: Sendable, Hashable, CustomStringConvertible {
    /// The index of the input (engine or host call) in the run, counting from 0.
    public var input: Int
    /// The input, described.
    public var call: String
    /// What went wrong.
    public var message: String

    /// The input's index and description, then the message.
    public var description: String { "input \(input) [\(call)]: \(message)" }
}
