import Foundation

/// Finds picture files in folders and asset catalogues, by the name `Image(_:)` uses.
enum ImageFiles {
    static let extensions: Set<String> = ["png", "jpg", "jpeg", "svg"]

    /// The pictures in `folder`, by name, with each file's pixels per point. Files at 1× win over
    /// `@2x` and `@3x` ones only when those are missing: the sharpest file is kept. `.xcassets`
    /// catalogues are entered; other subfolders only when `recursive`.
    static func pictures(inFolder folder: URL, recursive: Bool = false) throws -> [String: (URL, CGFloat)] {
        var found: [String: (URL, CGFloat)] = [:]
        let entries = try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
        for entry in entries.sorted(by: { $0.lastPathComponent < $1.lastPathComponent }) {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: entry.path, isDirectory: &isFolder) else { continue }
            if isFolder.boolValue {
                if entry.pathExtension == "xcassets" {
                    found.merge(try catalogue(entry)) { old, _ in old }
                } else if entry.pathExtension == "imageset" {
                    if let picture = imageSet(entry) {
                        found[entry.deletingPathExtension().lastPathComponent] = picture
                    }
                } else if recursive {
                    found.merge((try? pictures(inFolder: entry, recursive: true)) ?? [:]) { old, _ in old }
                }
                continue
            }
            guard extensions.contains(entry.pathExtension.lowercased()) else { continue }
            var name = entry.deletingPathExtension().lastPathComponent
            var scale: CGFloat = 1
            for (suffix, value) in [("@3x", CGFloat(3)), ("@2x", 2)] where name.hasSuffix(suffix) {
                name.removeLast(suffix.count)
                scale = value
            }
            if let existing = found[name], existing.1 >= scale { continue }
            found[name] = (entry, scale)
        }
        return found
    }

    /// The image sets of an asset catalogue (folders nest: groups are entered).
    private static func catalogue(_ folder: URL) throws -> [String: (URL, CGFloat)] {
        var found: [String: (URL, CGFloat)] = [:]
        for entry in try FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil) {
            if entry.pathExtension == "imageset" {
                if let picture = imageSet(entry) { found[entry.deletingPathExtension().lastPathComponent] = picture }
            } else if entry.hasDirectoryPath || entry.pathExtension.isEmpty {
                found.merge((try? catalogue(entry)) ?? [:]) { old, _ in old }
            }
        }
        return found
    }

    private struct Contents: Decodable {
        struct Entry: Decodable {
            var filename: String?
            var scale: String?
        }
        var images: [Entry]
    }

    /// The sharpest file an image set's `Contents.json` lists (or, without one, its first picture).
    private static func imageSet(_ folder: URL) -> (URL, CGFloat)? {
        if let data = try? Data(contentsOf: folder.appendingPathComponent("Contents.json")),
            let contents = try? JSONDecoder().decode(Contents.self, from: data)
        {
            let files = contents.images.compactMap { entry -> (URL, CGFloat)? in
                guard let name = entry.filename else { return nil }
                let scale = CGFloat(Double(entry.scale?.replacingOccurrences(of: "x", with: "") ?? "1") ?? 1)
                return (folder.appendingPathComponent(name), scale)
            }
            if let best = files.max(by: { $0.1 < $1.1 }) { return best }
        }
        let pictures = (try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)) ?? []
        return pictures.sorted { $0.lastPathComponent < $1.lastPathComponent }
            .first { extensions.contains($0.pathExtension.lowercased()) }.map { ($0, 1) }
    }
}
