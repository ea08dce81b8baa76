// The fuzzer's entry point. scripts/fuzz.sh builds this target with `-D FUZZING` and links
// libFuzzer without its `main`: `FuzzDriver` hands the command line to libFuzzer, which calls
// `LLVMFuzzerTestOneInput` with each input it generates. In an ordinary build the same file is a
// command-line tool: `tactile-fuzz FILE…` replays saved inputs (crash artifacts, corpus entries)
// through the same oracle and prints what they break.
import Foundation
import TactileInvariants

/// Runs one input through every oracle; traps (so libFuzzer saves the input) on a violation.
@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>?, _ size: Int) -> CInt {
    let bytes = data.map { Array(UnsafeBufferPointer(start: $0, count: size)) } ?? []
    let report = MainActor.assumeIsolated { FuzzTarget.check(bytes) }
    if !report.violations.isEmpty {
        print(report)
        fatalError("invariant violated: \(report.violations[0])")
    }
    #if FUZZING
    MemoryReadout.noteInput()
    #endif
    return 0
}

#if FUZZING
/// libFuzzer's entry when the program has a `main` of its own: parses the command line as
/// libFuzzer's `main` would and fuzzes `callback` (libFuzzer's `fuzzer_no_main` archive; see
/// scripts/fuzz.sh for why its `main` is not used).
@_silgen_name("LLVMFuzzerRunDriver")
func runFuzzerDriver(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>>,
    _ callback: @convention(c) (UnsafePointer<UInt8>?, Int) -> CInt
) -> CInt

/// The fuzzing build's `main`: libFuzzer with the process's arguments (corpus directories,
/// `-max_total_time=…`, a file to replay …) and `fuzzOneInput` for each input.
@main
enum FuzzDriver {
    static func main() {
        var argc = CommandLine.argc
        var argv = CommandLine.unsafeArgv
        exit(runFuzzerDriver(&argc, &argv, fuzzOneInput))
    }
}

/// AddressSanitizer's count of the bytes the program has allocated and not yet freed (libFuzzer's
/// own allocations included; its quarantine of freed blocks excluded).
@_silgen_name("__sanitizer_get_current_allocated_bytes")
func sanitizerAllocatedBytes() -> Int

/// With `TACTILE_FUZZ_MEMORY_EVERY=N` in the environment, prints the heap in use and the resident
/// size every N inputs, so a long run shows whether memory levels off (Docs/Robustness.md).
enum MemoryReadout {
    nonisolated(unsafe) static var inputs = 0
    static let every = ProcessInfo.processInfo.environment["TACTILE_FUZZ_MEMORY_EVERY"].flatMap(Int.init) ?? 0

    static func noteInput() {
        guard every > 0 else { return }
        inputs += 1
        guard inputs % every == 0 else { return }
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let rss = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") }.map { String($0.dropFirst(6)) } ?? "?"
        FileHandle.standardError.write(
            Data(
                "memory: \(inputs) inputs, heap in use \(sanitizerAllocatedBytes() / 1024) kB, resident \(rss.trimmingCharacters(in: .whitespaces))\n"
                    .utf8))
    }
}
#endif

#if !FUZZING
@main
@MainActor
struct ReplayTool {
    static func main() {
        let paths = CommandLine.arguments.dropFirst()
        guard !paths.isEmpty else {
            print("usage: tactile-fuzz FILE…  (replays fuzzer inputs through the invariant oracle)")
            exit(2)
        }
        var failed = false
        for path in paths {
            guard let data = FileManager.default.contents(atPath: path) else {
                print("\(path): cannot read")
                failed = true
                continue
            }
            let report = FuzzTarget.check([UInt8](data), trace: true)
            print("\(path): \(report)")
            if !report.violations.isEmpty { failed = true }
        }
        exit(failed ? 1 : 0)
    }
}
#endif
