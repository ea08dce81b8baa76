import Foundation
import Tactile
import TactileExamples

/// A package's previews as playground scenes: every `#Preview` and every view of every
/// `PreviewProvider` that the given modules declare (``PreviewRegistry``).
///
/// A scene's id is stable across edits that move a preview: `Module/File.swift:Name` for a
/// `#Preview` (`:Name:2`, `:Name:3`, … for further previews of the same name in the file, in
/// source order), `Module.Type[index]` for a provider's view. Its title is the preview's name and
/// its source the file it is written in (for a provider, the file that declares the type, found in
/// `sourceDirectories`; else the type's name).
@MainActor
public struct PreviewCatalog {
    /// The modules whose previews are listed.
    public var modules: [String]
    /// Each module's source directory, where providers' files are looked for.
    public var sourceDirectories: [String: String]

    /// A catalogue of the previews of `modules`.
    public init(modules: [String], sourceDirectories: [String: String] = [:]) {
        self.modules = modules
        self.sourceDirectories = sourceDirectories
    }

    /// The previews, in the registry's order (`#Preview`s by file and line, then providers), each
    /// with its scene id.
    public func entries() -> [(id: String, preview: RegisteredPreview)] {
        let previews = PreviewRegistry.all().filter { modules.contains($0.moduleName) }
        var counts: [String: Int] = [:]
        return previews.map { preview in
            switch preview.origin {
            case .macro:
                let base = "\(preview.source?.fileID ?? ""):\(preview.name)"
                counts[base, default: 0] += 1
                let count = counts[base]!
                return (count == 1 ? base : "\(base):\(count)", preview)
            case .provider:
                return (preview.id, preview)
            }
        }
    }

    /// The scenes to list: without running any preview's body (a crashing one is listed too).
    public func scenes() -> [SceneInfo] {
        entries().map { entry in
            let size = PreviewStage(entry.preview.settings).windowSize
            return SceneInfo(
                id: entry.id, title: entry.preview.name, source: file(of: entry.preview),
                width: Double(size.width), height: Double(size.height))
        }
    }

    /// The preview with scene id `id`, ready to host in a window of the preview's layout (a
    /// `sizeThatFits` preview is measured here, which runs its body once).
    public func example(id: String) -> Example? {
        guard let preview = entries().first(where: { $0.id == id })?.preview else { return nil }
        let stage = PreviewStage(preview.settings)
        let size = stage.fitsContent ? preview.makeHost().size : stage.windowSize
        return Example(id: id, title: preview.name, source: file(of: preview), windowSize: size) {
            preview.makeView()
        }
    }

    /// How a test downloaded from the preview with scene id `id` finds it again
    /// (``SessionTestSubject/preview(module:file:name:registryID:)``).
    public func testSubject(id: String) -> SessionTestSubject? {
        guard let preview = entries().first(where: { $0.id == id })?.preview else { return nil }
        let file: String? =
            switch preview.origin {
            case .macro: preview.source?.fileName
            case .provider: nil
            }
        return .preview(module: preview.moduleName, file: file, name: preview.name, registryID: preview.id)
    }

    /// Where `preview` is written, as `Module/File.swift`.
    func file(of preview: RegisteredPreview) -> String {
        switch preview.origin {
        case .macro:
            return preview.source?.fileID ?? preview.moduleName
        case .provider(let typeName, _):
            let name = String(typeName.split(separator: ".").last ?? "")
            guard let directory = sourceDirectories[preview.moduleName],
                let path = Self.declaringFile(of: name, under: directory)
            else { return typeName }
            return "\(preview.moduleName)/\((path as NSString).lastPathComponent)"
        }
    }

    /// The first Swift file under `directory` that declares a type named `name`.
    static func declaringFile(of name: String, under directory: String) -> String? {
        let files = FileManager.default.enumerator(atPath: directory)?.compactMap { $0 as? String } ?? []
        for file in files.sorted() where file.hasSuffix(".swift") {
            let path = (directory as NSString).appendingPathComponent(file)
            guard let text = try? String(contentsOfFile: path, encoding: .utf8) else { continue }
            for keyword in ["struct", "enum", "class", "actor"] {
                if declares(text, keyword: keyword, name: name) { return path }
            }
        }
        return nil
    }

    private static func declares(_ text: String, keyword: String, name: String) -> Bool {
        var rest = text[...]
        let needle = "\(keyword) \(name)"
        while let found = rest.range(of: needle) {
            let next = rest[found.upperBound...].first
            if next.map({ !($0.isLetter || $0.isNumber || $0 == "_") }) ?? true { return true }
            rest = rest[found.upperBound...]
        }
        return false
    }
}
