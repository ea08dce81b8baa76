import Foundation
import Hummingbird

/// The page's files, read once from the module's resources.
struct StaticFiles: Sendable {
    static let shared = StaticFiles()

    let files: [String: (type: String, data: Data)]

    init() {
        var files: [String: (type: String, data: Data)] = [:]
        let types = [
            "index.html": "text/html; charset=utf-8", "app.js": "text/javascript; charset=utf-8",
            "style.css": "text/css; charset=utf-8",
        ]
        for (name, type) in types {
            let parts = name.split(separator: ".")
            if let url = Bundle.module.url(
                forResource: String(parts[0]), withExtension: String(parts[1]),
                subdirectory: "Public"),
                let data = try? Data(contentsOf: url)
            {
                files[name] = (type, data)
            }
        }
        self.files = files
    }

    func response(for name: String) -> Response {
        guard let file = files[name] else { return Response(status: .notFound) }
        return Response(
            status: .ok, headers: [.contentType: file.type, .cacheControl: "no-cache"],
            body: .init(byteBuffer: ByteBuffer(bytes: file.data)))
    }
}
