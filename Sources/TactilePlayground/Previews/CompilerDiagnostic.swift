import Foundation

/// One error from the compiler's output: `FILE:LINE:COLUMN: error: MESSAGE`.
public struct CompilerDiagnostic: Codable, Sendable, Hashable {
    /// The file's path as the compiler wrote it.
    public var file: String
    /// The line, from 1.
    public var line: Int
    /// The column, from 1.
    public var column: Int
    /// The compiler's message.
    public var message: String

    /// An error at `file`, `line`, `column`.
    public init(file: String, line: Int, column: Int, message: String) {
        self.file = file
        self.line = line
        self.column = column
        self.message = message
    }

    /// The errors in a build's output, each once, in the order they first appear. The compiler
    /// repeats an error for each frontend job that meets it; notes and warnings are left out.
    public static func errors(inBuildOutput output: String) -> [CompilerDiagnostic] {
        var found: [CompilerDiagnostic] = []
        var seen: Set<CompilerDiagnostic> = []
        for line in output.split(whereSeparator: \.isNewline) {
            guard let diagnostic = parse(String(line)), seen.insert(diagnostic).inserted else { continue }
            found.append(diagnostic)
        }
        return found
    }

    /// `FILE:LINE:COLUMN: error: MESSAGE`, or `nil` for any other line.
    static func parse(_ line: String) -> CompilerDiagnostic? {
        guard let marker = line.range(of: ": error: ") else { return nil }
        let location = line[..<marker.lowerBound].split(separator: ":", omittingEmptySubsequences: false)
        guard location.count >= 3, let lineNumber = Int(location[location.count - 2]),
            let column = Int(location[location.count - 1]), lineNumber > 0, column > 0
        else { return nil }
        let file = location[..<(location.count - 2)].joined(separator: ":")
        guard !file.isEmpty else { return nil }
        return CompilerDiagnostic(
            file: file, line: lineNumber, column: column, message: String(line[marker.upperBound...]))
    }
}
