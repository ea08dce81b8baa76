import Foundation
import Testing

@testable import TactilePlayground

/// The quick build's two shortcuts (Docs/Decisions.md#split-preview-link): a command downstream of
/// the edit runs only when what it reads changed, and the host's link splits into a library of the
/// objects no edit can change and the executable of the others.
@Suite struct QuickBuildSkipAndSplitTests {
    /// A plan in a scratch directory whose commands are shell one-liners: `module` copies the
    /// source's first line to the interface and the whole source to the object, `importer` reads
    /// the interface and appends to a log, `link` concatenates the objects.
    static func scratchPlan(in directory: String) -> String {
        func list(_ paths: [String]) -> String {
            "[" + paths.map { "\"\(directory)/\($0)\"" }.joined(separator: ",") + "]"
        }
        func args(_ shell: String) -> String {
            let escaped = shell.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(
                of: "\"", with: "\\\"")
            return "[\"/bin/sh\",\"-c\",\"cd \(directory) && \(escaped)\"]"
        }
        return """
            client:
              name: basic
            commands:
              "C.module":
                tool: shell
                inputs: \(list(["src.swift"]))
                outputs: \(list(["module.swiftmodule", "module.o"]))
                description: "Compiling Swift Module 'M' (1 sources)"
                args: \(args("head -n 1 src.swift > module.swiftmodule && cp src.swift module.o"))

              "C.importer":
                tool: shell
                inputs: \(list(["module.swiftmodule"]))
                outputs: \(list(["importer.o"]))
                description: "Compiling Swift Module 'I' (1 sources)"
                args: \(args("echo ran >> importer.log && cp module.swiftmodule importer.o"))

              "C.link":
                tool: shell
                inputs: \(list(["module.o", "importer.o"]))
                outputs: \(list(["product"]))
                description: "Linking product"
                args: \(args("cat module.o importer.o > product"))
            """
    }

    static func run(script: String, in directory: String) throws -> String {
        let path = directory + "/quick-build.sh"
        try script.write(toFile: path, atomically: true, encoding: .utf8)
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/bin/sh")
        process.arguments = [path]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        #expect(process.terminationStatus == 0)
        return String(decoding: data, as: UTF8.self)
    }

    @Test func anImporterRunsOnlyWhenTheInterfaceItReadsChanged() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quick-skip-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let plan = try #require(QuickBuildPlan(manifest: Self.scratchPlan(in: directory)))
        let source = directory + "/src.swift"
        let commands = try #require(plan.commands(afterEditing: [[source]], product: directory + "/product"))
        #expect(commands.map(\.name) == ["C.module", "C.importer", "C.link"])
        let script = QuickBuildPlan.script(running: commands)
        func importerRuns() -> Int {
            ((try? String(contentsOfFile: directory + "/importer.log", encoding: .utf8)) ?? "")
                .split(separator: "\n").count
        }

        // The first build makes the interface, so the importer runs.
        try "public func f()\nbody 1\n".write(toFile: source, atomically: true, encoding: .utf8)
        var output = try Self.run(script: script, in: directory)
        #expect(importerRuns() == 1)
        #expect(output.contains("[quick] Compiling Swift Module 'I' (1 sources)"))

        // An edit of the body: the interface's bytes are the same; the importer is skipped, the
        // link still runs and takes the new object.
        try "public func f()\nbody 2\n".write(toFile: source, atomically: true, encoding: .utf8)
        output = try Self.run(script: script, in: directory)
        #expect(importerRuns() == 1)
        #expect(output.contains("[quick] Skipped (what it reads is unchanged): Compiling Swift Module 'I' (1 sources)"))
        #expect(try String(contentsOfFile: directory + "/product", encoding: .utf8).contains("body 2"))

        // An edit of the interface: the importer runs again.
        try "public func g()\nbody 2\n".write(toFile: source, atomically: true, encoding: .utf8)
        output = try Self.run(script: script, in: directory)
        #expect(importerRuns() == 2)
        #expect(output.hasSuffix("Build complete! (quick: no SwiftPM)\n"))
    }

    /// A plan like the host's: `Lib` (a dependency, not editable), `A` (the package's module), the
    /// host `Host` importing both, the object list and the link.
    static let hostPlan = #"""
        client:
          name: basic
        commands:
          "C.Lib.module":
            tool: shell
            inputs: ["/d/Sources/Lib/l.swift"]
            outputs: ["/b/Lib.build/l.swift.o","/b/Modules/Lib.swiftmodule"]
            args: ["/usr/bin/swiftc","-module-name","Lib"]

          "C.A.module":
            tool: shell
            inputs: ["/p/Sources/A/a.swift","/b/Modules/Lib.swiftmodule"]
            outputs: ["/b/A.build/a.swift.o","/b/Modules/A.swiftmodule"]
            args: ["/usr/bin/swiftc","-module-name","A"]

          "C.Host.module":
            tool: shell
            inputs: ["/h/Sources/Host/main.swift","/b/Modules/A.swiftmodule","/b/Modules/Lib.swiftmodule"]
            outputs: ["/b/Host.build/main.swift.o","/b/Modules/Host.swiftmodule"]
            args: ["/usr/bin/swiftc","-module-name","Host"]

          "/b/host.product/Objects.LinkFileList":
            tool: write-auxiliary-file
            inputs: ["<link-file-list>","/b/Lib.build/l.swift.o","/b/A.build/a.swift.o","/b/Host.build/main.swift.o"]
            outputs: ["/b/host.product/Objects.LinkFileList"]

          "C.host.exe":
            tool: shell
            inputs: ["/b/Lib.build/l.swift.o","/b/A.build/a.swift.o","/b/Host.build/main.swift.o","/b/host.product/Objects.LinkFileList"]
            outputs: ["/b/host"]
            description: "Linking ./.build/debug/host"
            args: ["/usr/bin/swiftc","-o","/b/host","-module-name","host","-emit-executable","-Xlinker","--defsym","-Xlinker","main=Host_main","-Xlinker","-rpath=$ORIGIN","@/b/host.product/Objects.LinkFileList","-use-ld=lld"]
        """#

    static let objectList = "/b/Lib.build/l.swift.o\n'/b/A.build/a.swift.o'\n/b/Host.build/main.swift.o\n"

    static func isEditable(_ path: String) -> Bool { path.hasPrefix("/p/") || path.hasPrefix("/h/") }

    @Test func theLinkSplitsIntoTheDependenciesLibraryAndThePackagesObjects() throws {
        let plan = try #require(QuickBuildPlan(manifest: Self.hostPlan))
        let split = try #require(
            plan.splitLink(product: "/b/host", listText: Self.objectList, isEditable: Self.isEditable))
        #expect(split.stableLines == ["/b/Lib.build/l.swift.o"])
        // SwiftPM's quoting of a line is kept.
        #expect(split.volatileLines == ["'/b/A.build/a.swift.o'", "/b/Host.build/main.swift.o"])
        #expect(split.libraryPath == "/b/libTactilePreviewStable.so")

        // The library: the same link made a shared library of the stable objects, without the
        // entry point, refusing undefined symbols, written beside and moved into place.
        let library = split.libraryCommand
        #expect(Array(library.prefix(2)) == ["/bin/sh", "-c"])
        #expect(library[2] == "\"$@\" && mv -f '/b/libTactilePreviewStable.so.tmp' '/b/libTactilePreviewStable.so'")
        #expect(
            Array(library.dropFirst(4)) == [
                "/usr/bin/swiftc", "-o", "/b/libTactilePreviewStable.so.tmp", "-module-name", "host", "-emit-library",
                "-Xlinker", "-rpath=$ORIGIN", "@/b/TactilePreviewStable.LinkFileList", "-use-ld=lld",
                "-Xlinker", "--no-undefined", "-Xlinker", "-soname=libTactilePreviewStable.so",
            ])

        // The executable: the plan's link of the volatile objects, against the library.
        #expect(
            split.executableArguments == [
                "/usr/bin/swiftc", "-o", "/b/host", "-module-name", "host", "-emit-executable", "-Xlinker", "--defsym",
                "-Xlinker", "main=Host_main", "-Xlinker", "-rpath=$ORIGIN",
                "@/b/TactilePreviewStable-volatile.LinkFileList", "-use-ld=lld", "-L", "/b", "-lTactilePreviewStable",
                "-Xlinker", "-rpath=$ORIGIN",
            ])

        // The quick build's script links with those arguments in place of the plan's.
        let commands = try #require(plan.commands(afterEditing: [["/p/Sources/A/a.swift"]], product: "/b/host"))
        let script = QuickBuildPlan.script(running: commands, link: split.executableArguments)
        #expect(script.contains("echo '[quick] Linking ./.build/debug/host (against the stable library)'"))
        #expect(script.contains("'@/b/TactilePreviewStable-volatile.LinkFileList'"))
        #expect(!script.contains("'@/b/host.product/Objects.LinkFileList'"))
    }

    @Test func aLinkThatCannotBeSplitGivesNoSplit() throws {
        let plan = try #require(QuickBuildPlan(manifest: Self.hostPlan))
        // Nothing editable: every object is stable.
        #expect(plan.splitLink(product: "/b/host", listText: Self.objectList, isEditable: { _ in false }) == nil)
        // Everything editable: nothing is left for the library.
        #expect(plan.splitLink(product: "/b/host", listText: Self.objectList, isEditable: { _ in true }) == nil)
        // A product the plan does not link.
        #expect(plan.splitLink(product: "/b/other", listText: Self.objectList, isEditable: Self.isEditable) == nil)
        // A link without an object list.
        let noList = try #require(
            QuickBuildPlan(
                manifest: Self.hostPlan.replacingOccurrences(of: #","@/b/host.product/Objects.LinkFileList""#, with: "")
            ))
        #expect(noList.splitLink(product: "/b/host", listText: Self.objectList, isEditable: Self.isEditable) == nil)
    }

    @Test func theLibraryIsCurrentOnlyWhenNewerThanItsListAndEveryStableObject() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("quick-split-\(UUID())").path
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let plan = try #require(
            QuickBuildPlan(manifest: Self.hostPlan.replacingOccurrences(of: "/b/", with: directory + "/")))
        let list = Self.objectList.replacingOccurrences(of: "/b/", with: directory + "/")
        let split = try #require(
            plan.splitLink(product: directory + "/host", listText: list, isEditable: Self.isEditable))
        let stable = QuickBuildPlan.SplitLink.path(ofListLine: split.stableLines[0])
        try FileManager.default.createDirectory(
            atPath: (stable as NSString).deletingLastPathComponent, withIntermediateDirectories: true)
        try "object".write(toFile: stable, atomically: true, encoding: .utf8)
        try split.writeLists()
        #expect(try String(contentsOfFile: split.stableListPath, encoding: .utf8) == stable + "\n")
        #expect(!split.libraryIsCurrent)
        try "library".write(toFile: split.libraryPath, atomically: true, encoding: .utf8)
        let later = Date().addingTimeInterval(10)
        try FileManager.default.setAttributes([.modificationDate: later], ofItemAtPath: split.libraryPath)
        #expect(split.libraryIsCurrent)
        // A stable object rebuilt after the library was linked.
        try FileManager.default.setAttributes(
            [.modificationDate: later.addingTimeInterval(1)], ofItemAtPath: stable)
        #expect(!split.libraryIsCurrent)
    }
}
