import Foundation

/// Notices edits to a package's sources by polling: the modification date and size of every file
/// under the watched paths (hidden files and directories, such as `.build`, left out).
struct SourceWatcher {
    /// The files and directories watched.
    var paths: [String]
    private var last: [String: FileStamp] = [:]

    /// What changes when a file is saved.
    struct FileStamp: Equatable {
        var modified: Date?
        var size: Int?
        /// Whether it is a directory (whose date changes when a file in it is replaced).
        var isDirectory = false
    }

    /// A watcher of `paths`, taking their state now as the starting point.
    init(paths: [String]) {
        self.paths = paths
        last = snapshot()
    }

    /// The files and directories seen at the last look.
    var files: [String] { Array(last.keys) }

    /// The files (not directories) whose stamp changed at the last call of `changed()` that saw
    /// a change: edited, added or removed.
    private(set) var changedFiles: [String] = []

    /// What changed since the last call, if anything.
    enum Change {
        /// Files were edited; the same files exist.
        case edited
        /// Files appeared or disappeared (and perhaps others were edited).
        case addedOrRemoved
    }

    /// What changed since the last call: nothing, edits, or files that appeared or disappeared.
    mutating func changed() -> Change? {
        let now = snapshot()
        defer { last = now }
        guard now != last else { return nil }
        changedFiles = Set(now.keys).union(last.keys).filter {
            now[$0] != last[$0] && now[$0]?.isDirectory != true && last[$0]?.isDirectory != true
        }.sorted()
        return Set(now.keys) == Set(last.keys) ? .edited : .addedOrRemoved
    }

    /// Every watched file's stamp.
    func snapshot() -> [String: FileStamp] {
        let manager = FileManager.default
        var stamps: [String: FileStamp] = [:]
        func stamp(_ path: String) {
            let attributes = try? manager.attributesOfItem(atPath: path)
            stamps[path] = FileStamp(
                modified: attributes?[.modificationDate] as? Date,
                size: (attributes?[.size] as? NSNumber)?.intValue,
                isDirectory: attributes?[.type] as? FileAttributeType == .typeDirectory)
        }
        for root in paths {
            var isDirectory: ObjCBool = false
            guard manager.fileExists(atPath: root, isDirectory: &isDirectory) else { continue }
            guard isDirectory.boolValue else {
                stamp(root)
                continue
            }
            guard let walk = manager.enumerator(atPath: root) else { continue }
            while let relative = walk.nextObject() as? String {
                let name = (relative as NSString).lastPathComponent
                if name.hasPrefix(".") {
                    walk.skipDescendants()
                    continue
                }
                stamp((root as NSString).appendingPathComponent(relative))
            }
        }
        return stamps
    }
}
