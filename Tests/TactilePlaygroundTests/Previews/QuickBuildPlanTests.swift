import Foundation
import Testing

@testable import TactilePlayground

/// Reading SwiftPM's plan and choosing the commands an edit needs (`QuickBuildPlan`), on a plan
/// written as SwiftPM writes its `.build/debug.yaml`: a library module `A` (two files), an
/// executable module `Host` that imports it, a module `Other` the product does not link, the
/// module wrap of `A`, the object list and the link.
@Suite struct QuickBuildPlanTests {
    static let manifest = #"""
        client:
          name: basic
        tools: {}
        targets:
          "main": ["<Host.exe>"]
        default: "main"
        nodes:
          "/p/Sources/A/":
            is-directory-structure: true
            content-exclusion-patterns: [".git",".build"]
        commands:
          "/b/A.build/A.swiftmodule.o":
            tool: shell
            inputs: ["/b/Modules/A.swiftmodule"]
            outputs: ["/b/A.build/A.swiftmodule.o"]
            description: "Wrapping AST for A for debugging"
            args: ["/usr/bin/swiftc","-modulewrap","/b/Modules/A.swiftmodule","-o","/b/A.build/A.swiftmodule.o"]

          "/b/Host.product/Objects.LinkFileList":
            tool: write-auxiliary-file
            inputs: ["<link-file-list>","/b/A.build/a.swift.o","/b/A.build/b.swift.o","/b/A.build/A.swiftmodule.o","/b/Host.build/main.swift.o"]
            outputs: ["/b/Host.product/Objects.LinkFileList"]
            description: "Write auxiliary file /b/Host.product/Objects.LinkFileList"

          "<Host.exe>":
            tool: phony
            inputs: ["/b/host"]
            outputs: ["<Host.exe>"]

          "C.A-debug.module":
            tool: shell
            inputs: ["/p/Sources/A/a.swift","/p/Sources/A/b.swift","/b/A.build/sources"]
            outputs: ["/b/A.build/a.swift.o","/b/A.build/b.swift.o","/b/Modules/A.swiftmodule"]
            description: "Compiling Swift Module 'A' (2 sources)"
            args: ["/usr/bin/swiftc","-module-name","A","-parseable-output","-c","@/b/A.build/sources","-D","it's"]

          "C.Other-debug.module":
            tool: shell
            inputs: ["/b/Modules/A.swiftmodule","/p/Sources/Other/o.swift"]
            outputs: ["/b/Other.build/o.swift.o","/b/Modules/Other.swiftmodule"]
            description: "Compiling Swift Module 'Other' (1 sources)"
            args: ["/usr/bin/swiftc","-module-name","Other"]

          "C.Host-debug.exe":
            tool: shell
            inputs: ["<link-file-list>","/b/A.build/a.swift.o","/b/A.build/b.swift.o","/b/A.build/A.swiftmodule.o","/b/Host.build/main.swift.o","/b/Host.product/Objects.LinkFileList"]
            outputs: ["/b/host"]
            description: "Linking ./.build/debug/host"
            args: ["/usr/bin/swiftc","-o","/b/host","-emit-executable","@/b/Host.product/Objects.LinkFileList"]

          "C.Host-debug.module":
            tool: shell
            inputs: ["/b/Modules/A.swiftmodule","/h/Sources/Host/main.swift"]
            outputs: ["/b/Host.build/main.swift.o","/b/Modules/Host.swiftmodule"]
            description: "Compiling Swift Module 'Host' (1 sources)"
            args: ["/usr/bin/swiftc","-module-name","Host"]

          "PackageStructure":
            tool: package-structure-tool
            inputs: ["/p/Sources/A/","/p/Package.swift"]
            outputs: ["<PackageStructure>"]
            description: "Planning build"
        """#

    @Test func anEditRunsItsModuleTheModulesThatImportItTheWrapAndTheLinkInOrder() throws {
        let plan = try #require(QuickBuildPlan(manifest: Self.manifest))
        #expect(plan.commands.count == 8)
        let module = try #require(plan.commands.first { $0.name == "C.A-debug.module" })
        #expect(module.tool == "shell")
        #expect(module.args.last == "it's")
        #expect(module.description == "Compiling Swift Module 'A' (2 sources)")
        let commands = try #require(plan.commands(afterEditing: [["/p/Sources/A/b.swift"]], product: "/b/host"))
        let names = commands.map(\.name)
        // `Other` imports `A` but the product does not link it; the object list stays as it is.
        #expect(names.count == 4)
        #expect(
            Set(names) == ["C.A-debug.module", "/b/A.build/A.swiftmodule.o", "C.Host-debug.module", "C.Host-debug.exe"])
        #expect(names.first == "C.A-debug.module")
        #expect(names.last == "C.Host-debug.exe")
    }

    @Test func aFileThePlanDoesNotCompileOrAnUnknownProductNeedsSwiftPM() throws {
        let plan = try #require(QuickBuildPlan(manifest: Self.manifest))
        // The manifest is read by SwiftPM's planning step only.
        #expect(plan.commands(afterEditing: [["/p/Package.swift"]], product: "/b/host") == nil)
        // A file no command reads (new, or a resource).
        #expect(plan.commands(afterEditing: [["/p/Sources/A/new.swift"]], product: "/b/host") == nil)
        // Only `Other` reads it, which the product does not need.
        #expect(plan.commands(afterEditing: [["/p/Sources/Other/o.swift"]], product: "/b/host") == nil)
        #expect(plan.commands(afterEditing: [["/p/Sources/A/a.swift"]], product: "/b/elsewhere") == nil)
        // One of a file's other names (through a link) is enough.
        #expect(
            plan.commands(afterEditing: [["/elsewhere/a.swift", "/h/Sources/Host/main.swift"]], product: "/b/host")?
                .map(\.name) == ["C.Host-debug.module", "C.Host-debug.exe"])
        #expect(QuickBuildPlan(manifest: "client:\n  name: basic\n") == nil)
    }

    @Test func theScriptQuotesEveryArgumentAndSaysWhatItDoes() throws {
        let plan = try #require(QuickBuildPlan(manifest: Self.manifest))
        let commands = try #require(plan.commands(afterEditing: [["/p/Sources/A/a.swift"]], product: "/b/host"))
        let script = QuickBuildPlan.script(running: commands)
        let lines = script.split(separator: "\n")
        #expect(lines.first == "set -e")
        // A's interface, which the wrap and Host read, is checksummed before anything runs.
        #expect(lines[1] == "before0=$(cksum '/b/Modules/A.swiftmodule' 2>/dev/null || true)")
        #expect(lines[2] == "echo '[quick] Compiling Swift Module '\\''A'\\'' (2 sources)'")
        #expect(lines[3].hasPrefix("'/usr/bin/swiftc' '-module-name' 'A' '-parseable-output'"))
        #expect(lines[3].hasSuffix("'-D' 'it'\\''s'"))
        #expect(lines.last == "echo 'Build complete! (quick: no SwiftPM)'")
        #expect(script.contains("echo '[quick] Linking ./.build/debug/host'"))
        #expect(
            script.contains(
                "if [ \"$(cksum '/b/Modules/A.swiftmodule' 2>/dev/null || true)\" != \"$before0\" ]; then"))
    }

    @Test func theDriversParseableOutputBecomesItsDiagnostics() {
        let began = #"{"kind":"began","name":"compile","pid":7,"command_arguments":["a.swift"]}"#
        let finished =
            #"{"kind":"finished","name":"compile","pid":7,"output":"/p/a.swift:3:5: error: cannot find 'x' in scope\n","exit-status":1}"#
        let text =
            "[quick] Compiling Swift Module 'A' (2 sources)\n\(began.utf8.count)\n\(began)\n\(finished.utf8.count)\n\(finished)\n"
        let readable = QuickBuildPlan.readableOutput(text)
        #expect(
            readable
                == "[quick] Compiling Swift Module 'A' (2 sources)\n/p/a.swift:3:5: error: cannot find 'x' in scope\n")
        let errors = CompilerDiagnostic.errors(inBuildOutput: readable)
        #expect(errors.map(\.line) == [3])
        #expect(errors.first?.message == "cannot find 'x' in scope")
    }
}
