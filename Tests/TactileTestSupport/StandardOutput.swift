import Foundation

#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Runs `body` with the process's standard output redirected, and returns what was printed.
/// Tests that use it are synchronous on the main actor, so only their own prints land here (other
/// output written meanwhile, e.g. by the test runner, may too; callers look for their own lines).
@MainActor
public func capturingStandardOutput(_ body: () -> Void) -> String {
    fflush(nil)
    let pipe = Pipe()
    let saved = dup(STDOUT_FILENO)
    dup2(pipe.fileHandleForWriting.fileDescriptor, STDOUT_FILENO)
    body()
    fflush(nil)
    dup2(saved, STDOUT_FILENO)
    close(saved)
    try? pipe.fileHandleForWriting.close()
    let data = pipe.fileHandleForReading.readDataToEndOfFile()
    return String(decoding: data, as: UTF8.self)
}

/// The lines of `output` equal to `line`.
public func count(_ line: String, in output: String) -> Int {
    output.split(separator: "\n").filter { $0 == line }.count
}
