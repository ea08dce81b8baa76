import ArgumentParser
import Foundation
import TactilePlayground

/// `swift run tactile-playground`: serves the playground page on a local port.
@main
struct PlaygroundCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tactile-playground",
        abstract: "Serve a local page where every Tactile example runs live in the browser.")

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 8080

    @Option(help: "The address to listen on. Anything but loopback exposes the playground to your network.")
    var host: String = "127.0.0.1"

    @Option(help: "The most connections held at once (WebSockets and plain HTTP); more wait to be accepted.")
    var maxConnections: Int = ServerLimits.standard.maxConnections

    func validate() throws {
        guard maxConnections >= 1 else { throw ValidationError("--max-connections must be at least 1") }
    }

    func run() async throws {
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
