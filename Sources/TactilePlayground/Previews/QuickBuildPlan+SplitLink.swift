import Foundation

extension QuickBuildPlan {
    /// The host's link in two: the objects no edit can change (Tactile, its server, their
    /// dependencies: about 1,900 objects) linked once into a shared library, and the few an edit
    /// can change (the package's modules and the host's own) linked into the executable against
    /// it. Relinking the executable then reads a few files instead of all of them: 0.16 s instead
    /// of 1.0 s on the test package (Docs/Decisions.md#split-preview-link).
    struct SplitLink: Equatable {
        /// The name of the shared library: `lib<name>.so` beside the host's binary.
        static let libraryName = "TactilePreviewStable"

        /// The plan's link of the host's binary, whose arguments both links start from.
        var link: Command
        /// The object list's path in `link`'s arguments (`@path`).
        var objectList: String
        /// The lines of that list (SwiftPM's quoting kept) for objects no edit can change.
        var stableLines: [String]
        /// The lines for objects an edit can change.
        var volatileLines: [String]
        /// The directory of the host's binary.
        var directory: String

        /// The shared library the stable objects are linked into.
        var libraryPath: String { (directory as NSString).appendingPathComponent("lib\(Self.libraryName).so") }
        /// The list of the stable objects, as the library was (or will be) linked from.
        var stableListPath: String {
            (directory as NSString).appendingPathComponent("\(Self.libraryName).LinkFileList")
        }
        /// The list of the volatile objects.
        var volatileListPath: String {
            (directory as NSString).appendingPathComponent("\(Self.libraryName)-volatile.LinkFileList")
        }

        /// The command that links the library: the plan's link made a shared library of the
        /// stable objects, which must not leave a symbol undefined (so an object that needed the
        /// package's code would fail here, not when the host starts), written to a temporary file
        /// and moved into place, so that a host still running keeps the library it loaded.
        var libraryCommand: [String] {
            let temporary = libraryPath + ".tmp"
            var arguments: [String] = []
            var index = link.args.startIndex
            while index < link.args.endIndex {
                let argument = link.args[index]
                if argument == "-Xlinker", index + 3 < link.args.endIndex, link.args[index + 1] == "--defsym",
                    link.args[index + 3].hasPrefix("main=")
                {
                    // The executable's entry point, which the library does not have.
                    index += 4
                    continue
                }
                if argument == "-o", index + 1 < link.args.endIndex {
                    arguments += ["-o", temporary]
                    index += 2
                    continue
                }
                switch argument {
                case "-emit-executable": arguments.append("-emit-library")
                case "@" + objectList: arguments.append("@" + stableListPath)
                default: arguments.append(argument)
                }
                index += 1
            }
            arguments += ["-Xlinker", "--no-undefined", "-Xlinker", "-soname=lib\(Self.libraryName).so"]
            return [
                "/bin/sh", "-c",
                "\"$@\" && mv -f \(QuickBuildPlan.quoted(temporary)) \(QuickBuildPlan.quoted(libraryPath))", "link",
            ]
                + arguments
        }

        /// The arguments that link the host's binary from the volatile objects and the library.
        var executableArguments: [String] {
            link.args.map { $0 == "@" + objectList ? "@" + volatileListPath : $0 }
                + ["-L", directory, "-l\(Self.libraryName)", "-Xlinker", "-rpath=$ORIGIN"]
        }

        /// Writes the two object lists (a list whose text is unchanged keeps its date).
        func writeLists() throws {
            for (path, lines) in [(stableListPath, stableLines), (volatileListPath, volatileLines)] {
                let text = lines.joined(separator: "\n") + "\n"
                if (try? String(contentsOfFile: path, encoding: .utf8)) == text { continue }
                try text.write(toFile: path, atomically: true, encoding: .utf8)
            }
        }

        /// Whether the library on disk was linked from the stable objects as they are now: it
        /// exists, and is newer than its list and than every stable object.
        var libraryIsCurrent: Bool {
            guard let linked = Self.modificationDate(libraryPath),
                let listed = Self.modificationDate(stableListPath), listed <= linked
            else { return false }
            for line in stableLines {
                guard let date = Self.modificationDate(Self.path(ofListLine: line)), date <= linked else {
                    return false
                }
            }
            return true
        }

        static func modificationDate(_ path: String) -> Date? {
            (try? FileManager.default.attributesOfItem(atPath: path))?[.modificationDate] as? Date
        }

        /// The path a line of an object list names: SwiftPM quotes a path with spaces in single
        /// quotes.
        static func path(ofListLine line: String) -> String {
            if line.count >= 2, line.hasPrefix("'"), line.hasSuffix("'") {
                return String(line.dropFirst().dropLast()).replacingOccurrences(of: "'\\''", with: "'")
            }
            return line
        }
    }

    /// The split of the link that makes `product`, with `listText` the object list SwiftPM wrote
    /// for it: an object is volatile when a command that reads an editable file (`isEditable`) or
    /// the output of such a command made it. `nil` when the plan's link is not the one expected
    /// (one object list, `-emit-executable`, `-o product`) or when nothing or everything is
    /// volatile.
    func splitLink(product: String, listText: String, isEditable: (String) -> Bool) -> SplitLink? {
        guard let link = commands.first(where: { $0.outputs.contains(product) }), link.tool == "shell",
            link.args.contains("-emit-executable"),
            let output = link.args.firstIndex(of: "-o"), output + 1 < link.args.endIndex,
            link.args[output + 1] == product
        else { return nil }
        let lists = link.args.filter { $0.hasPrefix("@") }
        guard lists.count == 1, let list = lists.first?.dropFirst(), link.inputs.contains(String(list)) else {
            return nil
        }
        var consumers: [String: [Int]] = [:]
        for (index, command) in commands.enumerated() {
            for input in command.inputs { consumers[input, default: []].append(index) }
        }
        var volatile: Set<Int> = []
        var stack: [Int] = []
        for (index, command) in commands.enumerated() where command.inputs.contains(where: isEditable) {
            if volatile.insert(index).inserted { stack.append(index) }
        }
        while let index = stack.popLast() {
            for output in commands[index].outputs {
                for reader in consumers[output] ?? [] where volatile.insert(reader).inserted { stack.append(reader) }
            }
        }
        let volatileOutputs = Set(volatile.filter { commands[$0].name != link.name }.flatMap { commands[$0].outputs })
        var stableLines: [String] = []
        var volatileLines: [String] = []
        for line in listText.split(separator: "\n", omittingEmptySubsequences: true).map(String.init) {
            if volatileOutputs.contains(SplitLink.path(ofListLine: line)) {
                volatileLines.append(line)
            } else {
                stableLines.append(line)
            }
        }
        guard !stableLines.isEmpty, !volatileLines.isEmpty else { return nil }
        return SplitLink(
            link: link, objectList: String(list), stableLines: stableLines, volatileLines: volatileLines,
            directory: (product as NSString).deletingLastPathComponent)
    }
}
