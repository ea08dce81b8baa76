// The fuzzer's entry point. scripts/fuzz.sh builds this target with `-D FUZZING` and libFuzzer,
// which calls `LLVMFuzzerTestOneInput` with each input it generates. In an ordinary build the same
// file is a command-line tool: `tactile-fuzz FILE…` replays saved inputs (crash artifacts, corpus
// entries) through the same oracle and prints what they break.
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
    return 0
}

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
