import ArgumentParser
import Foundation
import TactileTraces

/// `tactile velocity-table [--write FILE]`: the velocity accuracy table of Docs/Velocity.md.
public struct VelocityTableCommand: ParsableCommand {
    /// The command's name, abstract and help.
    public static let configuration = CommandConfiguration(
        commandName: "velocity-table",
        abstract: "Measure drag velocity accuracy at release and print the Markdown table.",
        discussion: """
            Runs seeded synthetic flicks (constant speed and decelerating, with and without 1 pt \
            of noise, at 60, 120 and 240 Hz with jittered sampling) through a DragGesture and \
            compares its release velocity, and a two-point estimate, with the true velocity. \
            The same code always prints the same table. With --write, replaces the table in a \
            document between its velocity-table markers (Docs/Velocity.md).
            """)

    /// `--write FILE`: the document whose table to replace instead of printing it.
    @Option(
        name: .customLong("write"),
        help: "A Markdown file whose table (between the velocity-table markers) to replace.")
    public var document: String?

    /// Creates the command with no document (it prints the table).
    public init() {}

    /// The table the command prints.
    public func output() -> String {
        VelocityAccuracyTable.markdown(VelocityAccuracy.measureAll())
    }

    /// Prints the table, or writes it into the `--write` document.
    public func run() throws {
        let table = output()
        guard let path = document else {
            emit(table)
            return
        }
        guard let text = try? String(contentsOf: URL(fileURLWithPath: path), encoding: .utf8) else {
            throw CommandFailure("cannot read \(path)")
        }
        let updated: String
        do {
            updated = try VelocityAccuracyTable.splice(table, into: text)
        } catch {
            throw CommandFailure("\(path): \(error)")
        }
        try write(updated, to: path)
    }
}
