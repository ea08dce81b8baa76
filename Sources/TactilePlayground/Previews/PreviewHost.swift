import Foundation
import Tactile

/// The program that serves a package's previews: `tactile-playground --package` generates a small
/// package whose executable imports the package's library modules (so their previews are in the
/// process) and calls `run(package:modules:sourceDirectories:apps:arguments:)`.
///
/// It is a `PlaygroundServer` whose catalogue is the previews (`PreviewCatalog`). It reads
/// `PreviewBuildStatus` lines from its standard input (the supervising command writes them) and
/// ends when its standard input closes, so it never outlives the command that started it.
///
/// Before a reload stops it, the command writes `{"saveState": PATH}`: the host writes its open
/// pages' state there (`CarriedStateBoard`) and the next build's host, started with
/// `--carried-state PATH`, hands it to the same pages.
public enum PreviewHost {
    /// Serves the previews of `modules` (the library targets of `package`) and its `apps` until the standard
    /// input closes or the process gets SIGINT or SIGTERM. `arguments` (the command line's, after
    /// the program's name) may give `--host ADDRESS`, `--port PORT`, `--max-connections COUNT`,
    /// `--build NUMBER` and `--carried-state PATH`.
    public static func run(
        package: String, modules: [String], sourceDirectories: [String: String] = [:], apps: [HostedApp] = [],
        arguments: [String] = Array(CommandLine.arguments.dropFirst())
    ) async -> Never {
        let options = Options(arguments)
        let board = BuildStatusBoard(PreviewBuildStatus(package: package, build: options.build, state: "ok"))
        let build = options.build
        let loaded = options.carriedState.map { CarriedStateFile.take(path: $0, build: build) }
        if case .failure(let problem)? = loaded {
            FileHandle.standardError.write(Data("preview host: \(problem); every view starts fresh\n".utf8))
        }
        let carried = await MainActor.run { CarriedStateBoard(loaded: loaded) }
        let thread = Thread {
            while let line = readLine() {
                if let command = try? JSONDecoder().decode(SaveStateCommand.self, from: Data(line.utf8)) {
                    Task { @MainActor in
                        do {
                            try carried.write(to: command.saveState, build: build)
                        } catch {
                            FileHandle.standardError.write(
                                Data("preview host: could not save the pages' state: \(error)\n".utf8))
                        }
                    }
                    continue
                }
                board.post(line: line)
            }
            // The supervising command is gone: so is the reason to serve.
            exit(0)
        }
        thread.start()
        var catalog = await SceneCatalog.previews(
            inModules: modules, sourceDirectories: sourceDirectories, apps: apps)
        let open = catalog.example
        catalog.example = { id in
            // On standard error, so that a crash report says which preview was opened last.
            FileHandle.standardError.write(Data("preview host: opening \(id)\n".utf8))
            return await open(id)
        }
        var serverLimits = ServerLimits.standard
        serverLimits.maxConnections = options.maxConnections
        let server = PlaygroundServer(
            host: options.host, port: options.port, serverLimits: serverLimits, catalog: catalog, buildStatus: board,
            carriedState: carried)
        do {
            try await server.run { port in
                FileHandle.standardOutput.write(Data("Tactile preview host: port \(port)\n".utf8))
            }
            exit(0)
        } catch {
            let reason =
                PlaygroundServer.isAddressInUse(error)
                ? "port \(options.port) on \(options.host) is already in use" : "\(error)"
            FileHandle.standardError.write(Data("preview host: could not serve: \(reason)\n".utf8))
            exit(PlaygroundServer.isAddressInUse(error) ? 2 : 1)
        }
    }

    /// The host's command line.
    struct Options {
        var host = "127.0.0.1"
        var port = 8080
        var build = 1
        var maxConnections = ServerLimits.standard.maxConnections
        var carriedState: String?

        init(_ arguments: [String]) {
            var rest = arguments[...]
            while let flag = rest.popFirst() {
                let value = rest.popFirst() ?? ""
                switch flag {
                case "--host": host = value
                case "--port": port = Int(value) ?? port
                case "--build": build = Int(value) ?? build
                case "--max-connections": maxConnections = max(1, Int(value) ?? maxConnections)
                case "--carried-state": carriedState = value
                default: break
                }
            }
        }
    }
}

/// The line the supervising command writes to ask the host for its pages' state:
/// `{"saveState": "PATH"}`.
struct SaveStateCommand: Codable, Sendable {
    /// Where the host writes the file (`CarriedStateFile`).
    var saveState: String
}
