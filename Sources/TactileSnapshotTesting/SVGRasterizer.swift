import Foundation

/// Turns the SVG a window draws into PNG pixels with librsvg's `rsvg-convert` (Debian's
/// `librsvg2-bin`), for the `.png` snapshot strategies.
///
/// Rasterizing SVG (text shaping, antialiasing, gradients) is a renderer's whole job, so Tactile
/// uses the one Debian ships rather than writing its own. `scripts/test-all.sh` installs it. The
/// pixels depend on librsvg's version and on the fonts installed, so a PNG golden is exact only on
/// machines that share both; the SVG snapshot is the exact record of what was drawn, the PNG is
/// what a reviewer looks at.
public enum SVGRasterizer {
    /// Why a rasterization did not produce an image.
    public enum Failure: Error, CustomStringConvertible, Equatable {
        /// No `rsvg-convert` on `PATH` (nor at `TACTILE_RSVG_CONVERT`).
        case notInstalled
        /// `rsvg-convert` ran and failed, with its exit status and what it wrote to standard error.
        case failed(status: Int32, message: String)

        /// What went wrong and how to fix it.
        public var description: String {
            switch self {
            case .notInstalled:
                "PNG snapshots need librsvg's rsvg-convert: install Debian's librsvg2-bin "
                    + "(apt-get install librsvg2-bin), or set TACTILE_RSVG_CONVERT to its path"
            case .failed(let status, let message):
                "rsvg-convert exited with status \(status): \(message)"
            }
        }
    }

    /// The `rsvg-convert` to run: `$TACTILE_RSVG_CONVERT` when set, else the first on `PATH`;
    /// `nil` when there is none.
    public static var executable: URL? {
        let environment = ProcessInfo.processInfo.environment
        if let path = environment["TACTILE_RSVG_CONVERT"], !path.isEmpty {
            return FileManager.default.isExecutableFile(atPath: path) ? URL(fileURLWithPath: path) : nil
        }
        for directory in (environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("rsvg-convert")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return nil
    }

    /// Whether PNG snapshots can be made on this machine.
    public static var isAvailable: Bool { executable != nil }

    /// The PNG image of `svg` at the SVG's own size in points, times `scale` pixels a point.
    ///
    /// - Parameters:
    ///   - svg: An SVG document (as `TouchSimulator.svg()` writes).
    ///   - scale: Pixels a point: 1 for the window's size in points, 2 or 3 for a device's
    ///     screen. Must be finite and above 0.
    /// - Throws: `Failure`.
    public static func png(fromSVG svg: String, scale: Double = 1) throws -> Data {
        guard scale.isFinite, scale > 0 else {
            throw Failure.failed(status: -1, message: "the scale must be a finite number above 0, not \(scale)")
        }
        guard let executable else { throw Failure.notInstalled }
        // The document goes in as a file: through a pipe, a large one could fill it while this
        // thread waits for the image, and each process would wait for the other.
        let source = FileManager.default.temporaryDirectory
            .appendingPathComponent("tactile-snapshot-\(UUID().uuidString).svg")
        do { try Data(svg.utf8).write(to: source) } catch {
            throw Failure.failed(status: -1, message: "could not write \(source.path): \(error)")
        }
        defer { try? FileManager.default.removeItem(at: source) }
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--format=png", "--zoom=\(scale)", source.path]
        let output = Pipe(), errors = Pipe()
        process.standardOutput = output
        process.standardError = errors
        do { try process.run() } catch {
            throw Failure.failed(status: -1, message: "could not start \(executable.path): \(error)")
        }
        let image = output.fileHandleForReading.readDataToEndOfFile()
        let message = errors.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        guard process.terminationStatus == 0, !image.isEmpty else {
            throw Failure.failed(
                status: process.terminationStatus,
                message: String(decoding: message, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines))
        }
        return image
    }
}
