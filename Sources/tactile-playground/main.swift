import ArgumentParser
import Foundation
import TactilePlayground

/// `swift run tactile-playground`: serves the playground page on a local port; with `--package PATH`,
/// the previews of the package at PATH, rebuilt when its sources are saved.
@main
struct PlaygroundCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-playground",
        abstract:
            "Serve a local page where every Tactile example, or your package's previews, runs live in the browser.")

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 8080

    @Option(help: "The address to listen on. Anything but loopback exposes the playground to your network.")
    var host: String = "127.0.0.1"

    @Option(help: "The most connections held at once (WebSockets and plain HTTP); more wait to be accepted.")
    var maxConnections: Int = ServerLimits.standard.maxConnections

    @Option(
        help: """
            Serve the #Preview and PreviewProvider previews of the Swift package at this path instead of the \
            examples; saving one of its source files rebuilds them and reloads the page.
            """)
    var package: String?

    @Option(help: "With --package: the longest a build may take, in seconds, before it is stopped.")
    var buildTimeout: Double = 1800

    @Flag(help: "With --package: build the preview host once and exit (0 if it built), serving nothing.")
    var buildOnly = false

    func validate() throws {
        guard maxConnections >= 1 else { throw ValidationError("--max-connections must be at least 1") }
        guard buildTimeout > 0 else { throw ValidationError("--build-timeout must be more than 0 seconds") }
        guard package != nil || !buildOnly else { throw ValidationError("--build-only needs --package PATH") }
    }

    func run() async throws {
        if let package {
            if let notice = ListenAddress.exposureNotice(host: host) {
                FileHandle.standardError.write(Data((notice + "\n").utf8))
            }
            var options = PackagePreviews.Options(path: package)
            options.host = host
            options.port = port
            options.buildTimeout = buildTimeout
            options.maxConnections = maxConnections
            options.buildOnly = buildOnly
            let code = PackagePreviews(options: options).run()
            if code != 0 { throw ExitCode(code) }
            return
        }
        if let notice = ListenAddress.exposureNotice(host: host) {
            // Unbuffered and on standard error: seen at once, before the address, even when the
            // output goes to a file or a pipe (print's buffer held it until the program ended).
            FileHandle.standardError.write(Data((notice + "\n").utf8))
        }
        var serverLimits = ServerLimits.standard
        serverLimits.maxConnections = maxConnections
        let server = PlaygroundServer(host: host, port: port, serverLimits: serverLimits)
        do {
            try await server.run { port in
                let shown = host.contains(":") ? "[\(host)]" : host
                // Unbuffered, so a script reading the port sees it at once.
                FileHandle.standardOutput.write(
                    Data("Tactile playground: http://\(shown):\(port)/  (Ctrl-C to stop)\n".utf8))
            }
        } catch {
            if PlaygroundServer.isAddressInUse(error) {
                FileHandle.standardError.write(
                    Data(
                        """
                        error: port \(port) on \(host) is already in use (another playground?). \
                        Stop that program or pick another port, e.g. --port \(port == 8080 ? 8081 : 8080).\n
                        """.utf8))
                throw ExitCode(2)
            }
            FileHandle.standardError.write(Data("error: could not serve on \(host):\(port): \(error)\n".utf8))
            throw ExitCode(1)
        }
    }
}
