import Foundation
import Testing

@testable import TactilePlayground

struct CompilerDiagnosticTests {
    @Test func readsErrorsWithFileLineAndColumnOnceEach() {
        let output = """
            [3/7] Compiling GestureGallery LikeButton.swift
            /tmp/p/Sources/GestureGallery/LikeButton.swift:12:20: error: cannot find 'likez' in scope
            10 |     public var body: some View {
            /tmp/p/Sources/GestureGallery/LikeButton.swift:12:20: error: cannot find 'likez' in scope
            /tmp/p/Sources/GestureGallery/Badge.swift:3:1: warning: unused variable
            /tmp/p/Sources/GestureGallery/Badge.swift:4:5: note: declared here
            C:/odd/path.swift:7:2: error: expected '}'
            error: fatalError
            """
        #expect(
            CompilerDiagnostic.errors(inBuildOutput: output) == [
                CompilerDiagnostic(
                    file: "/tmp/p/Sources/GestureGallery/LikeButton.swift", line: 12, column: 20,
                    message: "cannot find 'likez' in scope"),
                CompilerDiagnostic(file: "C:/odd/path.swift", line: 7, column: 2, message: "expected '}'"),
            ])
    }
}

struct PreviewedPackageTests {
    static let pathDependency = """
        {"fileSystem": [{"identity": "checkout", "nameForTargetDependencyResolutionOnly": "Tactile",
                         "path": "/src/checkout", "traits": []}]}
        """

    static func manifest(dependency: String = pathDependency) -> String {
        """
        {"name": "Gallery",
         "products": [{"name": "Gallery", "targets": ["Gallery", "Helpers"], "type": {"library": ["automatic"]}},
                      {"name": "tool", "targets": ["Tool"], "type": {"executable": null}}],
         "targets": [
           {"name": "Gallery", "type": "regular", "path": null,
            "dependencies": [{"product": ["Tactile", "Tactile", null, null]}]},
           {"name": "Helpers", "type": "regular", "path": "Custom/Helpers", "dependencies": []},
           {"name": "Tool", "type": "executable", "path": null, "dependencies": []},
           {"name": "GalleryTests", "type": "test", "path": null, "dependencies": []}],
         "dependencies": [\(dependency)]}
        """
    }

    static let gallery = manifest()

    @Test func readsLibraryModulesAndAPathDependencyOnTactile() throws {
        let package = try PreviewedPackage(dumpPackage: Data(Self.gallery.utf8), path: "/work/Gallery")
        #expect(package.name == "Gallery")
        #expect(package.libraryProducts == ["Gallery"])
        #expect(package.modules == ["Gallery", "Helpers"])
        #expect(
            package.sourceDirectories == [
                "Gallery": "/work/Gallery/Sources/Gallery", "Helpers": "/work/Gallery/Custom/Helpers",
            ])
        #expect(package.tactile == .path(identity: "checkout", name: "Tactile", path: "/src/checkout"))

        let host = PreviewHostPackage(for: package)
        #expect(host.directory == "/work/Gallery/.build/tactile-preview")
        let manifest = host.manifest
        #expect(manifest.contains(#".package(path: "/work/Gallery"),"#))
        #expect(manifest.contains(#".package(name: "Tactile", path: "/src/checkout", traits: ["Tools"]),"#))
        #expect(manifest.contains(#".product(name: "TactilePlayground", package: "Tactile"),"#))
        #expect(manifest.contains(#".product(name: "Gallery", package: "Gallery"),"#))
        #expect(!manifest.contains("-use-ld=lld"))
        var linked = host
        linked.linksWithLLD = true
        #expect(linked.manifest.contains(#"linkerSettings: [.unsafeFlags(["-use-ld=lld"])]"#))
        let main = host.mainSource
        #expect(main.contains("import Gallery\nimport Helpers\nimport TactilePlayground"))
        #expect(main.contains(#"modules: ["Gallery", "Helpers"]"#))
    }

    @Test("lld is found beside the swift on the PATH, and not where there is none")
    func findsTheToolchainsLLD() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("lld-\(UUID())")
        let bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = bin.appendingPathComponent("swift").path
        _ = FileManager.default.createFile(
            atPath: swift, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
        #expect(!PreviewHostPackage.toolchainHasLLD(path: "/nonexistent:\(bin.path)"))
        let lld = bin.appendingPathComponent("ld.lld").path
        _ = FileManager.default.createFile(
            atPath: lld, contents: Data("#!/bin/sh\n".utf8), attributes: [.posixPermissions: 0o755])
        #expect(PreviewHostPackage.toolchainHasLLD(path: "/nonexistent:\(bin.path)"))
        #expect(!PreviewHostPackage.toolchainHasLLD(path: "/nonexistent"))
    }

    @Test func readsAURLDependencyWithItsRequirement() throws {
        let json = Self.manifest(
            dependency: #"""
                {"sourceControl": [{"identity": "tactile",
                  "location": {"remote": [{"urlString": "https://example.com/Tactile.git"}]},
                  "requirement": {"range": [{"lowerBound": "1.2.0", "upperBound": "2.0.0"}]}}]}
                """#)
        let package = try PreviewedPackage(dumpPackage: Data(json.utf8), path: "/work/Gallery")
        #expect(
            package.tactile
                == .sourceControl(
                    identity: "tactile", url: "https://example.com/Tactile.git", requirement: #""1.2.0"..<"2.0.0""#))
        #expect(
            PreviewHostPackage(for: package).manifest.contains(
                #".package(url: "https://example.com/Tactile.git", "1.2.0"..<"2.0.0", traits: ["Tools"]),"#))
    }

    @Test func refusesAPackageWithoutTactileOrWithoutALibrary() {
        let noTactile = Self.gallery.replacingOccurrences(of: "\"Tactile\"", with: "\"Other\"")
            .replacingOccurrences(of: "\"checkout\"", with: "\"other\"")
        #expect(throws: PreviewedPackage.Problem.self) {
            try PreviewedPackage(dumpPackage: Data(noTactile.utf8), path: "/p")
        }
        let noLibrary = Self.gallery.replacingOccurrences(
            of: #"{"library": ["automatic"]}"#, with: #"{"executable": null}"#)
        #expect(throws: PreviewedPackage.Problem.self) {
            try PreviewedPackage(dumpPackage: Data(noLibrary.utf8), path: "/p")
        }
        #expect(throws: PreviewedPackage.Problem.self) {
            try PreviewedPackage(dumpPackage: Data("[]".utf8), path: "/p")
        }
    }

    @Test func swiftLiteralsEscapeWhatAPathMayHold() {
        #expect(SwiftLiteral.string(#"a"b\c"#) == #""a\"b\\c""#)
        #expect(SwiftLiteral.string("new\nline") == #""new\nline""#)
    }
}

struct BuildStatusTests {
    @Test func theBoardTakesStatusLinesAndRefusesAnythingElse() throws {
        let board = BuildStatusBoard(PreviewBuildStatus(package: "P", build: 1, state: "ok"))
        #expect(!board.post(line: "not json"))
        #expect(!board.post(line: #"{"state": "ok"}"#))
        #expect(board.post(line: #"{"package": "P", "build": 2, "state": "failed", "errors": []}"#))
        let status = try JSONDecoder().decode(PreviewBuildStatus.self, from: board.json)
        #expect(status.build == 2 && status.state == "failed")
    }

    @Test func aCrashReportNamesThePreviewOpenedLastAndTheFatalError() {
        let output = """
            preview host: opening A
            preview host: opening B
            some log line
            Fatal error: boom
            Current stack trace:
            """
        #expect(
            PackagePreviews.crashReport(output)
                == "preview host: opening B\nFatal error: boom\nCurrent stack trace:")
        #expect(PackagePreviews.crashReport("one\ntwo") == "one\ntwo")
        #expect(PackagePreviews.crashReport("") == "(it wrote nothing)")
    }
}
