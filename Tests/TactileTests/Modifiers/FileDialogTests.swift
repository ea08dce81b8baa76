import Foundation
import Tactile
import TactileTestSupport
import Testing

/// `fileImporter`, `fileExporter`, `fileMover` and the `fileDialog…` settings: the host lists the
/// dialogs presented; completing or cancelling one runs the callbacks and resets `isPresented`.
@MainActor
@Suite("File dialogs")
struct FileDialogTests {
    /// Shows an import button, the outcome, and the importer.
    private struct Importer: View {
        @State var isPresented = false
        @State var outcome = "none"
        var body: some View {
            VStack {
                Button("Import") { isPresented = true }.accessibilityIdentifier("import")
                Text(outcome)
            }
            .fileImporter(
                isPresented: $isPresented, allowedContentTypes: [.plainText], allowsMultipleSelection: true,
                onCompletion: { result in
                    outcome = (try? result.get().map(\.lastPathComponent).joined(separator: ",")) ?? "failed"
                }, onCancellation: { outcome = "cancelled" }
            )
            .fileDialogMessage("Pick notes")
            .fileDialogConfirmationLabel("Open")
            .fileDialogDefaultDirectory(URL(fileURLWithPath: "/tmp"))
            .fileDialogCustomizationID("notes")
            .fileDialogBrowserOptions(.includeHiddenFiles)
        }
    }

    @Test("An importer is listed while presented, with its settings; completing it passes the URLs on")
    func importerCompletes() throws {
        let h = host(Importer(), width: 300, height: 300)
        #expect(h.presentedFileDialogs.isEmpty)
        #expect(h.tap("import"))
        let dialog = try #require(h.presentedFileDialogs.first)
        #expect(dialog.kind == .importer)
        #expect(dialog.allowedContentTypes == [.plainText] && dialog.allowsMultipleSelection)
        #expect(dialog.message == "Pick notes" && dialog.confirmationLabel == "Open")
        #expect(dialog.defaultDirectory == URL(fileURLWithPath: "/tmp") && dialog.customizationID == "notes")
        #expect(dialog.browserOptions == .includeHiddenFiles)
        dialog.complete(with: [URL(fileURLWithPath: "/tmp/a.txt"), URL(fileURLWithPath: "/tmp/b.txt")])
        h.update()
        #expect(h.texts().contains("a.txt,b.txt"))
        #expect(h.presentedFileDialogs.isEmpty)
    }

    @Test("Cancelling an importer runs onCancellation and dismisses it")
    func importerCancels() throws {
        let h = host(Importer(), width: 300, height: 300)
        h.tap("import")
        try #require(h.presentedFileDialogs.first).cancel()
        h.update()
        #expect(h.texts().contains("cancelled"))
        #expect(h.presentedFileDialogs.isEmpty)
        // Presented again, it is a new dialog.
        h.tap("import")
        #expect(h.presentedFileDialogs.count == 1)
    }

    private struct SingleImporter: View {
        @State var isPresented = true
        @State var outcome = "none"
        var body: some View {
            Text(outcome)
                .fileImporter(isPresented: $isPresented, allowedContentTypes: [.json]) { result in
                    outcome = (try? result.get().lastPathComponent) ?? "failed"
                }
                .fileDialogURLEnabled(#Predicate<URL> { $0.pathExtension == "json" })
        }
    }

    @Test("The single-file importer gets one URL; URLs the dialog does not enable are left out")
    func singleImporter() throws {
        let h = host(SingleImporter(), width: 300, height: 300)
        let dialog = try #require(h.presentedFileDialogs.first)
        #expect(!dialog.allowsMultipleSelection)
        #expect(dialog.isEnabled(URL(fileURLWithPath: "/tmp/x.json")))
        #expect(!dialog.isEnabled(URL(fileURLWithPath: "/tmp/x.txt")))
        dialog.complete(with: [URL(fileURLWithPath: "/tmp/x.txt"), URL(fileURLWithPath: "/tmp/y.json")])
        h.update()
        #expect(h.texts() == ["y.json"])
    }

    private struct Exporter: View {
        @State var isPresented = true
        @State var outcome = "none"
        var body: some View {
            Text(outcome)
                .fileExporter(
                    isPresented: $isPresented, item: "Hello, file", contentTypes: [.plainText],
                    defaultFilename: "hello.txt"
                ) { result in
                    outcome = (try? result.get().lastPathComponent) ?? "failed"
                }
                .fileExporterFilenameLabel("Save as")
        }
    }

    private static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test("Completing an exporter writes the item to the chosen URL")
    func exporterWrites() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let h = host(Exporter(), width: 300, height: 300)
        let dialog = try #require(h.presentedFileDialogs.first)
        #expect(dialog.kind == .exporter && dialog.defaultFilename == "hello.txt" && dialog.filenameLabel == "Save as")
        let target = folder.appendingPathComponent("hello.txt")
        dialog.complete(with: [target])
        h.update()
        #expect(h.texts() == ["hello.txt"])
        #expect(try String(contentsOf: target, encoding: .utf8) == "Hello, file")
    }

    private struct Mover: View {
        let file: URL
        @State var isPresented = true
        @State var outcome = "none"
        var body: some View {
            Text(outcome)
                .fileMover(isPresented: $isPresented, file: file) { result in
                    outcome = (try? result.get().deletingLastPathComponent().lastPathComponent) ?? "failed"
                }
        }
    }

    @Test("Completing a mover with a folder moves the file there")
    func moverMoves() throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("notes.txt")
        try Data("x".utf8).write(to: file)
        let destination = folder.appendingPathComponent("archive")
        try FileManager.default.createDirectory(at: destination, withIntermediateDirectories: true)
        let h = host(Mover(file: file), width: 300, height: 300)
        let dialog = try #require(h.presentedFileDialogs.first)
        #expect(dialog.kind == .mover && dialog.files == [file])
        dialog.complete(with: [destination])
        h.update()
        #expect(h.texts() == ["archive"])
        #expect(FileManager.default.fileExists(atPath: destination.appendingPathComponent("notes.txt").path))
        #expect(!FileManager.default.fileExists(atPath: file.path))
    }
}
