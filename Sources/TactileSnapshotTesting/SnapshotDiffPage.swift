import Foundation

#if canImport(Testing)
import Testing
#endif

/// The HTML page written when a snapshot does not match: the expected (recorded) snapshot and the
/// actual one side by side, drawn when they are SVG or PNG and as text otherwise, with the changed
/// lines below for text.
///
/// It is written where swift-snapshot-testing writes the failing snapshot: in
/// `$SNAPSHOT_ARTIFACTS` (the system's temporary directory when unset), in a folder named after the
/// test's file, as `<test name>.<format>.diff.html`; the failure message gives its path.
public enum SnapshotDiffPage {
    /// The page comparing `expected` with `actual`; `isSVG` draws both as images.
    public static func html(expected: String, actual: String, isSVG: Bool, title: String) -> String {
        func pane(_ heading: String, _ body: String) -> String {
            let content = isSVG ? body : "<pre>\(escape(body))</pre>"
            return "<section><h2>\(heading)</h2><div class=\"frame\">\(content)</div></section>"
        }
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>\(escape(title))</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 16px; }
            main { display: flex; gap: 16px; align-items: flex-start; }
            section { flex: 1; min-width: 0; }
            .frame { border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; overflow: auto; }
            pre { margin: 0; padding: 8px; background: #fff; white-space: pre; }
            .diff { margin-top: 16px; border: 1px solid #ccc; padding: 8px; }
            </style></head>
            <body><h1>\(escape(title))</h1>
            <main>\(pane("Expected (recorded)", expected))\(pane("Actual", actual))</main>
            <pre class="diff">\(escape(lineDiff(expected: expected, actual: actual)))</pre>
            </body></html>

            """
    }

    /// The lines that differ, `-` expected and `+` actual, each with its line number.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.split(separator: "\n", omittingEmptySubsequences: false)
        let new = actual.split(separator: "\n", omittingEmptySubsequences: false)
        var out: [String] = []
        for index in 0..<max(old.count, new.count) {
            let a = index < old.count ? String(old[index]) : nil
            let b = index < new.count ? String(new[index]) : nil
            guard a != b else { continue }
            if let a { out.append("-\(index + 1): \(a)") }
            if let b { out.append("+\(index + 1): \(b)") }
        }
        return out.isEmpty ? "(no line differs)" : out.joined(separator: "\n")
    }

    /// The page comparing two PNG images, each drawn from its bytes.
    public static func html(expectedPNG: Data, actualPNG: Data, title: String) -> String {
        func pane(_ heading: String, _ png: Data) -> String {
            let image = "<img alt=\"\(heading)\" src=\"data:image/png;base64,\(png.base64EncodedString())\">"
            return "<section><h2>\(heading) (\(png.count) bytes)</h2><div class=\"frame\">\(image)</div></section>"
        }
        return """
            <!doctype html>
            <html><head><meta charset="utf-8"><title>\(escape(title))</title>
            <style>
            body { font: 14px -apple-system, system-ui, sans-serif; margin: 16px; }
            main { display: flex; gap: 16px; align-items: flex-start; }
            section { flex: 1; min-width: 0; }
            .frame { border: 1px solid #ccc; background: repeating-conic-gradient(#eee 0 25%, #fff 0 50%) 0 0 / 16px 16px; overflow: auto; }
            img { display: block; image-rendering: pixelated; }
            </style></head>
            <body><h1>\(escape(title))</h1>
            <main>\(pane("Expected (recorded)", expectedPNG))\(pane("Actual", actualPNG))</main>
            </body></html>

            """
    }

    /// Writes the page for a failed comparison next to swift-snapshot-testing's artifact; returns
    /// its path, or `nil` when it could not be written (the failure is reported all the same).
    static func write(expected: String, actual: String, isSVG: Bool, pathExtension: String) -> String? {
        write(pathExtension: pathExtension) { title in
            html(expected: expected, actual: actual, isSVG: isSVG, title: title)
        }
    }

    /// Writes the page for two PNG images that differ, as `write(expected:actual:isSVG:pathExtension:)`.
    static func writePNG(expected: Data, actual: Data) -> String? {
        write(pathExtension: "png") { title in html(expectedPNG: expected, actualPNG: actual, title: title) }
    }

    /// Writes the page `page` makes from its title, named after the running test.
    private static func write(pathExtension: String, page: (String) -> String) -> String? {
        let artifacts = URL(
            fileURLWithPath: ProcessInfo.processInfo.environment["SNAPSHOT_ARTIFACTS"] ?? NSTemporaryDirectory(),
            isDirectory: true)
        var folder = "snapshots", name = "snapshot"
        #if canImport(Testing)
        if let test = Test.current {
            let file = test.sourceLocation.fileName
            folder = (file as NSString).deletingPathExtension
            name = sanitized(test.name)
        }
        #endif
        let directory = artifacts.appendingPathComponent(folder, isDirectory: true)
        let url = directory.appendingPathComponent("\(name).\(pathExtension).diff.html")
        do {
            try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            try Data(page("\(folder): \(name)").utf8).write(to: url)
            return url.path
        } catch {
            return nil
        }
    }

    /// `name` with every character other than letters, digits, `-` and `_` made `-`.
    static func sanitized(_ name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? $0 : "-" })
    }

    static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
            .replacingOccurrences(of: ">", with: "&gt;").replacingOccurrences(of: "\"", with: "&quot;")
    }
}
