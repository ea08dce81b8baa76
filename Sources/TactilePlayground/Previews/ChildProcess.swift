import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// A program started by `tactile-playground --package`: the build or the preview host, its
/// output going to a file that is read as it grows.
final class ChildProcess {
    let process = Process()
    /// Where standard output and standard error go.
    let outputPath: String
    private var outputOffset: UInt64 = 0
    /// Standard input, when the program was given a pipe.
    private let input: Pipe?
    /// When the program started.
    let started = Date()

    /// Starts `executable` with `arguments` in `directory`, its output (both streams) in a new
    /// file at `outputPath`; `withInput` gives it a pipe on standard input.
    init(
        executable: String, arguments: [String], directory: String? = nil, outputPath: String,
        withInput: Bool = false
    ) throws {
        self.outputPath = outputPath
        guard FileManager.default.createFile(atPath: outputPath, contents: nil) else {
            throw CocoaError(.fileWriteUnknown, userInfo: [NSFilePathErrorKey: outputPath])
        }
        let output = try FileHandle(forWritingTo: URL(fileURLWithPath: outputPath))
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        if let directory { process.currentDirectoryURL = URL(fileURLWithPath: directory) }
        process.standardOutput = output
        process.standardError = output
        input = withInput ? Pipe() : nil
        process.standardInput = input ?? FileHandle.nullDevice
        try process.run()
        try? output.close()
    }

    /// Whether the program still runs.
    var isRunning: Bool { process.isRunning }

    /// The program's exit status, once it ended (a signal's number if a signal ended it).
    var exitStatus: Int32 { process.terminationStatus }

    /// Whether a signal ended it.
    var wasSignalled: Bool { process.terminationReason == .uncaughtSignal }

    /// Writes `line` and a newline to the program's standard input; false if it could not.
    @discardableResult
    func send(line: String) -> Bool {
        guard let input else { return false }
        do {
            try input.fileHandleForWriting.write(contentsOf: Data((line + "\n").utf8))
            return true
        } catch {
            return false
        }
    }

    /// The output written since the last call.
    func newOutput() -> String {
        guard let handle = FileHandle(forReadingAtPath: outputPath) else { return "" }
        defer { try? handle.close() }
        guard (try? handle.seek(toOffset: outputOffset)) != nil,
            let data = try? handle.readToEnd(), !data.isEmpty
        else { return "" }
        outputOffset += UInt64(data.count)
        return String(decoding: data, as: UTF8.self)
    }

    /// All the output so far.
    func allOutput() -> String {
        (try? String(contentsOfFile: outputPath, encoding: .utf8)) ?? ""
    }

    /// Stops the program: `signal` first, then SIGKILL (to its process group, if it leads one)
    /// when it has not ended within `grace` seconds. Returns once it ended.
    func stop(signal first: Int32 = SIGTERM, grace: Double = 2) {
        guard process.isRunning else { return }
        let pid = process.processIdentifier
        kill(pid, first)
        let deadline = Date().addingTimeInterval(grace)
        while process.isRunning && Date() < deadline { usleep(20_000) }
        if process.isRunning {
            if getpgid(pid) == pid { kill(-pid, SIGKILL) } else { kill(pid, SIGKILL) }
        }
        process.waitUntilExit()
        try? input?.fileHandleForWriting.close()
    }

    /// Closes the program's standard input.
    func closeInput() {
        try? input?.fileHandleForWriting.close()
    }
}
