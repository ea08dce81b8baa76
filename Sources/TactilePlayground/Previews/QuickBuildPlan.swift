import Foundation

/// SwiftPM's own plan of the preview host's build (the `.build/debug.yaml` it writes for llbuild),
/// read once after a build, so that an edit that adds or removes no file is rebuilt by running
/// the few commands it touches (the edited module's compiler driver, the modules that import it,
/// the link) directly, without SwiftPM: loading the package graph and checking every input of a
/// plan of 200 modules takes SwiftPM seconds before any compiler runs (Docs/Playground.md, "Save
/// to pixels"; Decisions.md#quick-preview-rebuilds).
///
/// The commands run with the very arguments SwiftPM gives them, so the compiler's incremental
/// state is shared: a later `swift build` finds the outputs newer and has little left to do.
struct QuickBuildPlan {
    /// One command of the plan.
    struct Command: Equatable {
        /// llbuild's key of the command.
        var name: String
        /// `shell` (a program run with `args`), `phony`, `write-auxiliary-file`, `clang`, …
        var tool: String
        var inputs: [String]
        var outputs: [String]
        var args: [String]
        var description: String
    }

    /// Every command of the plan, in the file's order.
    let commands: [Command]

    /// The plan in llbuild's manifest `text` (its `commands:` section); `nil` when it holds no
    /// command.
    init?(manifest text: String) {
        var commands: [Command] = []
        var current: Command?
        var inCommands = false
        let decoder = JSONDecoder()
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if !line.hasPrefix(" ") {
                // A top-level key: `client:`, `tools:`, `targets:`, `nodes:`, `commands:`.
                if let done = current { commands.append(done) }
                current = nil
                inCommands = line == "commands:"
                continue
            }
            guard inCommands else { continue }
            if line.hasPrefix("  \""), line.hasSuffix("\":") {
                if let done = current { commands.append(done) }
                let name = (try? decoder.decode(String.self, from: Data(line.dropFirst(2).dropLast().utf8))) ?? ""
                current = Command(name: name, tool: "", inputs: [], outputs: [], args: [], description: "")
                continue
            }
            guard current != nil, line.hasPrefix("    "), let colon = line.firstIndex(of: ":") else { continue }
            let key = line[line.index(line.startIndex, offsetBy: 4)..<colon]
            let value = Data(line[line.index(after: colon)...].drop { $0 == " " }.utf8)
            switch key {
            case "tool": current?.tool = String(decoding: value, as: UTF8.self)
            case "inputs": current?.inputs = (try? decoder.decode([String].self, from: value)) ?? []
            case "outputs": current?.outputs = (try? decoder.decode([String].self, from: value)) ?? []
            case "args": current?.args = (try? decoder.decode([String].self, from: value)) ?? []
            case "description": current?.description = (try? decoder.decode(String.self, from: value)) ?? ""
            default: break
            }
        }
        if let current { commands.append(current) }
        guard !commands.isEmpty else { return nil }
        self.commands = commands
    }

    /// The plan SwiftPM wrote at `path`, or `nil` when there is none that can be read.
    static func load(path: String) -> QuickBuildPlan? {
        guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { return nil }
        return QuickBuildPlan(manifest: text)
    }

    /// Tools whose commands are passed through without running anything: `phony` groups others,
    /// and `write-auxiliary-file` writes lists of files (sources, objects to link), which stay the
    /// same while no file is added or removed.
    static let passThroughTools: Set<String> = ["phony", "write-auxiliary-file"]

    /// The commands to run, in order, to bring `product` (the host's binary) up to date after the
    /// files `edited` changed: the commands that read them, every command downstream of those that
    /// `product` needs, and the link. `nil` when only SwiftPM can do it: a file no command reads
    /// (a manifest, a new resource), a step that is not a program (SwiftPM's in-process tools), or
    /// a product the plan does not make.
    func commands(afterEditing edited: [[String]], product: String) -> [Command]? {
        var producer: [String: Int] = [:]
        var consumers: [String: [Int]] = [:]
        for (index, command) in commands.enumerated() {
            for output in command.outputs { producer[output] = index }
            for input in command.inputs { consumers[input, default: []].append(index) }
        }
        guard let link = producer[product] else { return nil }
        // Everything the product is made from.
        var needed: Set<Int> = [link]
        var stack = [link]
        while let index = stack.popLast() {
            for input in commands[index].inputs {
                if let source = producer[input], needed.insert(source).inserted { stack.append(source) }
            }
        }
        // Downstream of the edited files, within it. Each edited file is given with the other
        // paths it may have in the plan (through a symbolic link), and one of them must be read.
        var affected: Set<Int> = []
        stack = []
        for paths in edited {
            let readers = paths.flatMap { consumers[$0] ?? [] }.filter(needed.contains)
            guard !readers.isEmpty else { return nil }
            for reader in readers where affected.insert(reader).inserted {
                stack.append(reader)
            }
        }
        while let index = stack.popLast() {
            for output in commands[index].outputs {
                for reader in consumers[output] ?? [] where needed.contains(reader) && affected.insert(reader).inserted
                {
                    stack.append(reader)
                }
            }
        }
        guard affected.contains(link) else { return nil }
        // In order: a command after those whose outputs it reads (Kahn's algorithm, file order
        // among equals).
        var waiting: [Int: Int] = [:]
        for index in affected {
            waiting[index] = Set(commands[index].inputs.compactMap { producer[$0] }).filter(affected.contains).count
        }
        var ready = affected.filter { waiting[$0] == 0 }.sorted()
        var order: [Command] = []
        while !ready.isEmpty {
            let index = ready.removeFirst()
            let command = commands[index]
            if !Self.passThroughTools.contains(command.tool) {
                guard command.tool == "shell", !command.args.isEmpty else { return nil }
                order.append(command)
            }
            var next: [Int] = []
            for reader in Set(command.outputs.flatMap { consumers[$0] ?? [] }) where affected.contains(reader) {
                waiting[reader]! -= 1
                if waiting[reader] == 0 { next.append(reader) }
            }
            ready = (ready + next).sorted()
        }
        guard order.last?.outputs.contains(product) == true else { return nil }
        return order
    }

    /// A POSIX shell script that runs `commands` one after the other and stops at the first that
    /// fails, saying before each what it does (the command's description, as SwiftPM says it:
    /// `Compiling Swift Module 'M' (3 sources)`, `Linking …`), and `Build complete!` at the end.
    ///
    /// A command that reads what an earlier one writes runs only if one of those files changed
    /// (its bytes, compared before and after): an edit inside a function body leaves the module's
    /// interface as it was, so the modules that import it, and its wrap for the debugger, have
    /// nothing to do, yet their compiler drivers take a few tenths of a second each to find that
    /// out. The last command (the link) always runs; `link`, when given, replaces its arguments
    /// (the split link, `SplitLink`).
    static func script(running commands: [Command], link: [String]? = nil) -> String {
        var lines = ["set -e"]
        var produced: Set<String> = []
        var watched: [String] = []
        var checks: [(Command, [String])] = []
        for (index, command) in commands.enumerated() {
            let upstream = command.inputs.filter(produced.contains)
            let conditional = index < commands.count - 1 && !upstream.isEmpty
            checks.append((command, conditional ? upstream : []))
            if conditional { watched += upstream.filter { !watched.contains($0) } }
            produced.formUnion(command.outputs)
        }
        // The files' checksums before anything runs (empty for a file that does not exist yet).
        for (number, path) in watched.enumerated() {
            lines.append("before\(number)=$(cksum \(quoted(path)) 2>/dev/null || true)")
        }
        for (index, (command, upstream)) in checks.enumerated() {
            let said = command.description.isEmpty ? command.name : command.description
            let arguments = index == checks.count - 1 ? (link ?? command.args) : command.args
            let run = [
                "echo \(quoted("[quick] " + said + (index == checks.count - 1 && link != nil ? " (against the stable library)" : "")))",
                arguments.map(quoted).joined(separator: " "),
            ]
            guard !upstream.isEmpty else {
                lines += run
                continue
            }
            let changed = upstream.map { path in
                let number = watched.firstIndex(of: path)!
                return "[ \"$(cksum \(quoted(path)) 2>/dev/null || true)\" != \"$before\(number)\" ]"
            }
            lines.append("if \(changed.joined(separator: " || ")); then")
            lines += run
            lines.append("else")
            lines.append("echo \(quoted("[quick] Skipped (what it reads is unchanged): " + said))")
            lines.append("fi")
        }
        lines.append("echo 'Build complete! (quick: no SwiftPM)'")
        return lines.joined(separator: "\n") + "\n"
    }

    /// `text` as one shell word.
    static func quoted(_ text: String) -> String {
        "'" + text.replacingOccurrences(of: "'", with: "'\\''") + "'"
    }

    /// The build's output as people read it: the compiler driver's `-parseable-output` messages
    /// (a byte count on a line, then a JSON object) replaced by the output of the jobs they
    /// report (the diagnostics, `file:line:column: error: …`), other lines kept.
    static func readableOutput(_ text: String) -> String {
        let bytes = Array(text.utf8)
        var result = ""
        var position = 0
        while position < bytes.count {
            let end = bytes[position...].firstIndex(of: UInt8(ascii: "\n")) ?? bytes.count
            let line = bytes[position..<end]
            position = min(end + 1, bytes.count)
            if !line.isEmpty, line.allSatisfy({ (UInt8(ascii: "0")...UInt8(ascii: "9")).contains($0) }),
                let count = Int(String(decoding: line, as: UTF8.self)), position + count <= bytes.count
            {
                let message = Data(bytes[position..<(position + count)])
                position += count
                // The newline after the message.
                if position < bytes.count, bytes[position] == UInt8(ascii: "\n") { position += 1 }
                if let object = try? JSONSerialization.jsonObject(with: message) as? [String: Any],
                    let output = object["output"] as? String, !output.isEmpty
                {
                    result += output.hasSuffix("\n") ? output : output + "\n"
                }
                continue
            }
            result += String(decoding: line, as: UTF8.self) + "\n"
        }
        return result
    }
}
