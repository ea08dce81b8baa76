import Foundation

/// What one checked run did and found.
public struct RunReport: Sendable, CustomStringConvertible {
    /// The scenario, readable: the scene and the steps.
    public var scenario: String
    /// Engine or host calls made.
    public var inputs = 0
    /// Phase transitions observed.
    public var transitions = 0
    /// User callbacks observed (`updating`, `onChanged`, `onEnded`, `onFailed`).
    public var callbacks = 0
    /// Inputs rejected with a diagnostic, as the oracle predicted.
    public var rejected = 0
    /// Every broken invariant, in order.
    public var violations: [Violation] = []
    /// With tracing on, every input, transition and callback in order, for reading a failure.
    public var trace: [String] = []

    /// The counts, the scenario, the violations and, with tracing, the trace.
    public var description: String {
        var text =
            "\(inputs) inputs (\(rejected) rejected), \(transitions) transitions, \(callbacks) callbacks, "
            + "\(violations.count) violations\n\(scenario)"
        for violation in violations.prefix(20) { text += "\n  ✗ \(violation)" }
        if !trace.isEmpty { text += "\ntrace:\n" + trace.map { "  " + $0 }.joined(separator: "\n") }
        return text
    }
}
