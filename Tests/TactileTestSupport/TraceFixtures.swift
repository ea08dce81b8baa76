import Foundation

/// Where the checked-in traces live: `Tests/Fixtures/traces/<scene>/<name>.trace.json`, each with
/// its expected outcome beside it as `<name>.outcome.json`.
public enum Fixtures {
    public static let root: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Fixtures/traces")

    /// Every trace file, sorted by path.
    public static func traces() -> [URL] {
        let files =
            FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL } ?? []
        return files.filter { $0.lastPathComponent.hasSuffix(".trace.json") }
            .sorted { $0.path < $1.path }
    }

    /// The outcome file beside `trace`.
    public static func outcome(for trace: URL) -> URL {
        let name = trace.lastPathComponent.replacingOccurrences(of: ".trace.json", with: ".outcome.json")
        return trace.deletingLastPathComponent().appendingPathComponent(name)
    }

    /// `scene/name`, for messages.
    public static func label(_ trace: URL) -> String {
        trace.deletingLastPathComponent().lastPathComponent + "/"
            + trace.lastPathComponent.replacingOccurrences(of: ".trace.json", with: "")
    }

    /// A scratch directory for files a test writes.
    public static func temporaryDirectory() -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-tests-\(UUID().uuidString)")
        try? FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}

/// A line diff of two texts, for golden-file failures: only changed lines with two lines of
/// context, `-` expected, `+` actual, each with its line number in the expected file.
public enum LineDiff {
    public static func render(expected: String, actual: String, context: Int = 2, limit: Int = 60) -> String {
        let a = expected.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        let b = actual.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        // Longest common subsequence table, from the end.
        var lcs = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in stride(from: a.count - 1, through: 0, by: -1) {
            for j in stride(from: b.count - 1, through: 0, by: -1) {
                lcs[i][j] = a[i] == b[j] ? lcs[i + 1][j + 1] + 1 : max(lcs[i + 1][j], lcs[i][j + 1])
            }
        }
        var ops: [(Character, Int, String)] = []  // (" ", "-", "+"), line in expected, text
        var i = 0, j = 0
        while i < a.count || j < b.count {
            if i < a.count, j < b.count, a[i] == b[j] {
                ops.append((" ", i + 1, a[i])); i += 1; j += 1
            } else if i < a.count, j == b.count || lcs[i + 1][j] >= lcs[i][j + 1] {
                ops.append(("-", i + 1, a[i])); i += 1
            } else {
                ops.append(("+", i + 1, b[j])); j += 1
            }
        }
        let changed = ops.indices.filter { ops[$0].0 != " " }
        var shown = Set<Int>()
        for index in changed {
            for k in max(0, index - context)...min(ops.count - 1, index + context) { shown.insert(k) }
        }
        var out: [String] = []
        var last = -1
        for index in shown.sorted() {
            if index != last + 1 { out.append("@@ line \(ops[index].1) @@") }
            let op = ops[index]
            out.append("\(op.0) \(op.2)")
            last = index
        }
        if out.count > limit { out = Array(out.prefix(limit)) + ["… \(out.count - limit) more lines"] }
        return out.joined(separator: "\n")
    }
}
