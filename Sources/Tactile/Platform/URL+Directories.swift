// Foundation's directory URLs of iOS 16 (`URL.documentsDirectory` and its siblings), which apps
// use to save their data and which Foundation on Linux does not declare. Members of an extension
// are visible in every file of a module that imports Tactile, so a model file that imports only
// Foundation compiles too.
#if !canImport(Darwin)
import Foundation

extension URL {
    /// The user's documents directory: where `FileManager` puts `.documentDirectory` for the
    /// user domain (on Linux `$HOME/Documents`, created by nothing: write with
    /// `.createDirectory` first if the folder may be missing).
    public static var documentsDirectory: URL { directory(.documentDirectory, else: "Documents") }

    /// The user's caches directory (on Linux `$XDG_CACHE_HOME`, usually `$HOME/.cache`).
    public static var cachesDirectory: URL { directory(.cachesDirectory, else: ".cache") }

    /// The application support directory (on Linux `$XDG_DATA_HOME`, usually
    /// `$HOME/.local/share`).
    public static var applicationSupportDirectory: URL {
        directory(.applicationSupportDirectory, else: ".local/share")
    }

    /// The user's library directory (on Linux the folder `FileManager` names for it, else
    /// `$HOME/Library`).
    public static var libraryDirectory: URL { directory(.libraryDirectory, else: "Library") }

    /// The user's downloads directory (on Linux `$HOME/Downloads`).
    public static var downloadsDirectory: URL { directory(.downloadsDirectory, else: "Downloads") }

    /// The user's desktop directory (on Linux `$HOME/Desktop`).
    public static var desktopDirectory: URL { directory(.desktopDirectory, else: "Desktop") }

    /// The user's movies directory (on Linux `$HOME/Videos` where `FileManager` knows it).
    public static var moviesDirectory: URL { directory(.moviesDirectory, else: "Movies") }

    /// The user's music directory (on Linux `$HOME/Music`).
    public static var musicDirectory: URL { directory(.musicDirectory, else: "Music") }

    /// The user's pictures directory (on Linux `$HOME/Pictures`).
    public static var picturesDirectory: URL { directory(.picturesDirectory, else: "Pictures") }

    /// The user-domain folder `FileManager` gives for `search`, or `fallback` under the home
    /// directory when it gives none: the folder is named, never created.
    private static func directory(_ search: FileManager.SearchPathDirectory, else fallback: String) -> URL {
        FileManager.default.urls(for: search, in: .userDomainMask).first
            ?? FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(fallback, isDirectory: true)
    }
}
#endif
