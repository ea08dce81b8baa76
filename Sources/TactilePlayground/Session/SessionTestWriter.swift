import Foundation
import Tactile

/// Writes a playground session as a Swift Testing file ("Download as a test"): the test replays the
/// session's input trace on `TouchSimulator` and expects what the stage showed at the end — every
/// text, and the frame of every view with an accessibility identifier (within half a point).
///
/// Dropped into a test target that depends on `TactileTesting` (and on the module with the
/// preview), it passes; change the view's behaviour so that the same input ends elsewhere and it
/// fails, naming what differs.
enum SessionTestWriter {
    /// How far a frame may be from the recorded one, in points, before the test fails: frames come
    /// from the same layout code, so only rounding of the written numbers (to 0.001) separates them.
    static let frameTolerance = 0.5

    /// The test file for `subject` after the input trace `traceJSON` (the `tactile-trace` file's
    /// text) in a window of `size` with the settings of `environment` (a variant's colour scheme,
    /// text size and direction; `nil`: the defaults), expecting `outcome`. `title` names the subject
    /// for people; `date` is when the session was downloaded.
    static func write(
        subject: SessionTestSubject, title: String, traceJSON: String, size: CGSize,
        environment: WindowEnvironment? = nil, outcome: SessionOutcome, date: Date
    ) -> (fileName: String, source: String) {
        // The settings go in a constant of their own, so that no line outgrows the formatter's width.
        let settings = environment == nil ? "" : ", environment: environment"
        let declaration = environment.map(environmentDeclaration) ?? []
        let stamp = timestamp(date)
        let literal = SwiftLiteral.string, escaped = SwiftLiteral.escaped
        let name = "PlaygroundSession" + identifier(subject.sceneName) + stamp.digits
        var lines: [String] = []
        let module: String
        var find: [String]
        switch subject {
        case .example(let id):
            module = "TactileExamples"
            find =
                declaration + [
                    "    let example = try #require(ExampleCatalog.example(id: \(literal(id))), \"no example \(escaped(id))\")",
                    "    let sim = TouchSimulator(example.makeView(), size: \(sizeLiteral(size))\(settings))",
                ]
        case .preview(let previewModule, let file, let previewName, let registryID):
            module = previewModule
            let lookup: [String] =
                if let file {
                    [
                        "        PreviewRegistry.previews(inModule: \(literal(previewModule))).first {",
                        "            $0.source?.fileName == \(literal(file)) && $0.name == \(literal(previewName))",
                        "        },",
                    ]
                } else {
                    ["        PreviewRegistry.preview(id: \(literal(registryID))),"]
                }
            find =
                declaration + ["    let preview = try #require("] + lookup + [
                    "        \"no preview \(escaped(previewName)) in \(escaped(file ?? previewModule)): renamed or moved?\")",
                    "    let sim = TouchSimulator(preview.makeView(), size: \(sizeLiteral(size))\(settings))",
                ]
        case .app(let appModule, let type):
            module = appModule
            find = ["    let sim = try TouchSimulator(app: \(type)(), size: \(sizeLiteral(size)))"]
            // `TouchSimulator(app:)` takes no settings: they are set before any input.
            if environment != nil { find = declaration + find + ["    sim.environment = environment"] }
        }
        var imports = Set(["Foundation", "Tactile", "TactileTesting", "Testing", module]).sorted().map {
            "import \($0)"
        }
        if case .app(let appModule, _) = subject {
            // An app's `@main` type is usually internal to its executable target.
            imports = imports.map { $0 == "import \(appModule)" ? "@testable import \(appModule)" : $0 }
        }
        lines += [
            "// A test made from a Tactile playground session on \(stamp.text):",
            "// \(title.replacingOccurrences(of: "\n", with: " ")).",
            "// It replays what was done on the stage and expects what the stage showed at the end. Put it in",
            "// a test target that depends on TactileTesting and \(module); if the view's behaviour changes,",
            "// it fails.",
        ]
        lines += imports
        lines += [
            "",
            "@MainActor",
            "@Test(\(literal("Playground session: \(title), \(stamp.text)")))",
            "func \(lowerFirst(name))() throws {",
        ]
        lines += find
        let hashes = String(repeating: "#", count: rawDelimiterLength(traceJSON))
        lines.append("    try sim.replay(")
        lines.append("        traceJSON: \(hashes)\"\"\"")
        for line in traceJSON.split(separator: "\n", omittingEmptySubsequences: false) where !line.isEmpty {
            lines.append("            " + line)
        }
        lines.append("            \"\"\"\(hashes))")
        if outcome.texts.isEmpty {
            lines.append("    #expect(sim.texts().isEmpty)")
        } else {
            lines.append("    #expect(")
            lines.append("        sim.texts() == [")
            for text in outcome.texts { lines.append("            \(literal(text)),") }
            lines.append("        ])")
        }
        for (id, frame) in outcome.frames {
            let variable = lowerFirst(identifier(id)) + "Frame"
            lines.append(
                "    let \(variable) = try #require(sim.frame(of: \(literal(id))), \(literal("no view \(id)")))")
            lines.append("    #expect(")
            lines.append("        \(variable).isClose(to: CGRect(\(rectArguments(frame))), within: \(frameTolerance)),")
            lines.append("        \"\\(\(variable))\")")
        }
        lines.append("}")
        lines.append("")
        lines.append("extension CGRect {")
        lines.append("    /// Whether every edge is within `tolerance` points of `other`'s.")
        lines.append("    fileprivate func isClose(to other: CGRect, within tolerance: CGFloat) -> Bool {")
        lines.append("        abs(minX - other.minX) <= tolerance && abs(minY - other.minY) <= tolerance")
        lines.append("            && abs(maxX - other.maxX) <= tolerance && abs(maxY - other.maxY) <= tolerance")
        lines.append("    }")
        lines.append("}")
        return (name + "Tests.swift", lines.joined(separator: "\n") + "\n")
    }

    /// `environment` as Swift: a `WindowEnvironment` naming the settings that differ from its defaults.
    static func environmentLiteral(_ environment: WindowEnvironment) -> String {
        let defaults = WindowEnvironment()
        var arguments: [String] = []
        if environment.colorScheme != defaults.colorScheme {
            arguments.append("colorScheme: .\(environment.colorScheme)")
        }
        if environment.dynamicTypeSize != defaults.dynamicTypeSize {
            arguments.append("dynamicTypeSize: .\(environment.dynamicTypeSize)")
        }
        if environment.layoutDirection != defaults.layoutDirection {
            arguments.append("layoutDirection: .\(environment.layoutDirection)")
        }
        return "WindowEnvironment(\(arguments.joined(separator: ", ")))"
    }

    /// The lines that declare `let environment` as `environment`'s literal: on one line when it
    /// fits the formatter's 120 columns, else with its arguments on the next line, as
    /// `swift format` writes it.
    static func environmentDeclaration(_ environment: WindowEnvironment) -> [String] {
        let literal = environmentLiteral(environment)
        let line = "    let environment = \(literal)"
        guard line.count > 120, let open = literal.firstIndex(of: "(") else { return [line] }
        return ["    let environment = \(literal[...open])", "        \(literal[literal.index(after: open)...])"]
    }

    /// `text` as an UpperCamelCase Swift identifier made of ASCII letters and digits (`View` when none).
    static func identifier(_ text: String) -> String {
        let words = text.split { !($0.isASCII && ($0.isLetter || $0.isNumber)) }
        let joined = words.map { $0.prefix(1).uppercased() + $0.dropFirst() }.joined()
        guard let first = joined.first else { return "View" }
        return first.isNumber ? "V" + joined : joined
    }

    /// How many `#` a raw string needs so that `text` cannot end it.
    static func rawDelimiterLength(_ text: String) -> Int {
        var longest = 0, run = 0, afterQuote = false
        for c in text {
            if c == "\"" {
                afterQuote = true
                run = 0
            } else if c == "#", afterQuote {
                run += 1
                longest = max(longest, run)
            } else {
                afterQuote = false
                run = 0
            }
        }
        return longest + 1
    }

    private static func lowerFirst(_ s: String) -> String { s.prefix(1).lowercased() + s.dropFirst() }

    private static func number(_ v: CGFloat) -> String {
        guard v.isFinite else { return "0" }
        let rounded = (Double(v) * 1000).rounded() / 1000
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }

    private static func sizeLiteral(_ size: CGSize) -> String {
        "CGSize(width: \(number(size.width)), height: \(number(size.height)))"
    }

    private static func rectArguments(_ r: CGRect) -> String {
        "x: \(number(r.minX)), y: \(number(r.minY)), width: \(number(r.width)), height: \(number(r.height))"
    }

    private static func timestamp(_ date: Date) -> (text: String, digits: String) {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC") ?? .current
        let c = calendar.dateComponents([.year, .month, .day, .hour, .minute, .second], from: date)
        func two(_ v: Int?) -> String { String(format: "%02d", v ?? 0) }
        let text = "\(c.year ?? 0)-\(two(c.month))-\(two(c.day)) \(two(c.hour)):\(two(c.minute)):\(two(c.second)) UTC"
        let digits = "\(c.year ?? 0)\(two(c.month))\(two(c.day))\(two(c.hour))\(two(c.minute))\(two(c.second))"
        return (text, digits)
    }
}
