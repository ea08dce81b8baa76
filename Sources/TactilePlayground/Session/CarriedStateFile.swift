import Foundation
import Tactile

/// The file a preview host writes its pages' state to when the supervising command asks, before a
/// reload stops it, and the next build's host reads when it starts (Docs/Decisions.md, "State
/// across a preview reload"): per open page, its scene, variant and the state of its window.
///
/// ```json
/// {"build": 3, "format": "tactile-carried-state", "version": 1,
///  "pages": [{"scene": "GestureGallery/LikeButton.swift:Like button", "variant": "",
///             "state": {"entries": [{"index": 0, "path": "root/type/body", "value": "4",
///                                   "valueType": "Swift.Int", "viewType": "GestureGallery.LikeButton"}],
///                       "notCarried": 0}}]}
/// ```
struct CarriedStateFile: Codable, Sendable, Equatable {
    /// The value of `format`.
    static let formatName = "tactile-carried-state"
    /// The version this build writes and reads; a file of another version starts every view fresh.
    static let currentVersion = 1
    /// The largest file read, in bytes: the state of the pages one person has open is kilobytes;
    /// a bigger file is not one this host wrote.
    static let maxBytes = 16 * 1024 * 1024

    /// Always `formatName`.
    var format = Self.formatName
    /// Always `currentVersion` when written.
    var version = Self.currentVersion
    /// The build that wrote it.
    var build: Int
    /// One per open page, in the order they opened.
    var pages: [Page]

    /// One page's window state.
    struct Page: Codable, Sendable, Equatable {
        /// The scene's id.
        var scene: String
        /// The variant's tokens as the page asked for them, empty for none.
        var variant: String
        /// The window's state.
        var state: CarriedStateExport
    }

    /// Why a file was not used.
    struct Problem: Error, CustomStringConvertible, Equatable {
        /// What was wrong, for people.
        var description: String
    }

    /// Reads the file at `path`, written by an earlier build than `build`; deletes it either way
    /// (it is meant for one start). Never throws for what the file holds: a corrupt, foreign or
    /// newer file is a `Problem` saying so.
    static func take(path: String, build: Int) -> Result<CarriedStateFile, Problem> {
        defer { try? FileManager.default.removeItem(atPath: path) }
        guard let data = FileManager.default.contents(atPath: path) else {
            return .failure(Problem(description: "the saved state could not be read"))
        }
        return decode(data, build: build)
    }

    /// The file in `data`, if it is one this build can use.
    static func decode(_ data: Data, build: Int) -> Result<CarriedStateFile, Problem> {
        guard data.count <= maxBytes else {
            return .failure(Problem(description: "the saved state is larger than \(maxBytes) bytes"))
        }
        struct Header: Decodable {
            var format: String?
            var version: Int?
        }
        guard let header = try? JSONDecoder().decode(Header.self, from: data) else {
            return .failure(Problem(description: "the saved state is not valid JSON"))
        }
        guard header.format == formatName else {
            return .failure(Problem(description: "the saved state is not a \(formatName) file"))
        }
        guard header.version == currentVersion else {
            let found = header.version.map(String.init) ?? "none"
            return .failure(
                Problem(
                    description:
                        "the saved state is version \(found), this build reads version \(currentVersion)"))
        }
        let file: CarriedStateFile
        do {
            file = try JSONDecoder().decode(CarriedStateFile.self, from: data)
        } catch {
            return .failure(Problem(description: "the saved state is damaged"))
        }
        guard file.build < build else {
            return .failure(
                Problem(description: "the saved state is from build \(file.build), not from one before build \(build)"))
        }
        return .success(file)
    }
}
