import Foundation

/// What the fuzzer runs on each input: the first byte chooses an engine scene, the same generated
/// scene as views, or a seed scene; the rest is decoded as that kind of scenario.
@MainActor
public enum FuzzTarget {
    /// Runs `bytes` through the oracle on the chosen kind of scene; with `trace`, the report lists
    /// what happened.
    public static func check(_ bytes: [UInt8], trace: Bool = false) -> RunReport {
        guard let selector = bytes.first else { return EngineInvariants.run([], trace: trace) }
        let rest = Array(bytes.dropFirst())
        // Half the inputs drive the engine alone (the cheapest runs); a quarter each go through the
        // view layer, as a generated scene or a seed scene.
        switch selector % 4 {
        case 2: return ViewSceneInvariants.run(rest, trace: trace)
        case 3: return HostInvariants.run(rest, trace: trace)
        default: return EngineInvariants.run(rest, trace: trace)
        }
    }
}
