import Foundation
import Tactile
import Testing

/// iOS 16's directory URLs, which Foundation on Linux does not declare.
@Suite("Directory URLs")
struct URLDirectoriesTests {
    @Test("The documents directory is FileManager's, and saving there works as apps do")
    func documents() throws {
        let expected = FileManager.default.urls(for: .documentDirectory, in: .userDomainMask).first
        #expect(URL.documentsDirectory == expected)
        #expect(URL.documentsDirectory.hasDirectoryPath || URL.documentsDirectory.path.hasSuffix("Documents"))
        let folder = URL.temporaryDirectory.appending(path: "tactile-url-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appending(path: "saved.json")
        try Data("[1,2]".utf8).write(to: file, options: [.atomic])
        #expect(try Data(contentsOf: file) == Data("[1,2]".utf8))
    }

    @Test("Each directory is FileManager's where it names one, else a folder of the home directory")
    func matchFileManager() {
        let cases: [(URL, FileManager.SearchPathDirectory, String)] = [
            (.cachesDirectory, .cachesDirectory, ".cache"),
            (.applicationSupportDirectory, .applicationSupportDirectory, ".local/share"),
            (.libraryDirectory, .libraryDirectory, "Library"),
            (.downloadsDirectory, .downloadsDirectory, "Downloads"),
            (.desktopDirectory, .desktopDirectory, "Desktop"),
            (.moviesDirectory, .moviesDirectory, "Movies"),
            (.musicDirectory, .musicDirectory, "Music"),
            (.picturesDirectory, .picturesDirectory, "Pictures"),
        ]
        let home = FileManager.default.homeDirectoryForCurrentUser
        for (url, search, fallback) in cases {
            let expected =
                FileManager.default.urls(for: search, in: .userDomainMask).first
                ?? home.appendingPathComponent(fallback, isDirectory: true)
            #expect(url == expected, "\(search)")
        }
    }
}
