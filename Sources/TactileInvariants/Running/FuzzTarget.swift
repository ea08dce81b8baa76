import Foundation

/// What the fuzzer runs on each input: the first byte chooses an engine scene or a seed scene,
/// the rest is decoded as that kind of scenario.
public enum FuzzTarget {
    /// Runs `bytes` through the chosen oracle; with `trace`, the report lists what happened
    /// (engine scenes only).
    public static func check(_ bytes: [UInt8], trace: Bool = false) -> RunReport {
        guard let selector = bytes.first else { return EngineInvariants.run([], trace: trace) }
        let rest = Array(bytes.dropFirst())
        // One input in four exercises a seed scene through the view layer.
        if selector % 4 == 3 {
            return MainActor.assumeIsolated { HostInvariants.run(rest) }
        }
        return EngineInvariants.run(rest, trace: trace)
    }
}
