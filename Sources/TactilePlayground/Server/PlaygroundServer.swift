import CHeapStats
import Foundation
import Hummingbird
import HummingbirdCore
import HummingbirdWebSocket
import Logging
import NIOCore
import Synchronization
import Tactile
import TactileExamples

/// The playground's web server: the page, the scene list, and one WebSocket per open page.
///
/// | Path | What |
/// |---|---|
/// | `/`, `/?scene=ID` | the page (the list of scenes, or one scene) |
/// | `/app.js`, `/style.css` | the page's script and style |
/// | `/scenes.json` | the catalogue: id, title, source, window size |
/// | `/playground.json` | what the page shows: `{"mode": "examples"}`, or `"package"` with the build's status |
/// | `/ws?scene=ID` | the session's WebSocket (see `PlaygroundSession`); `&variant=TOKENS` for a variant (`SceneVariant`) |
/// | `/health` | `ok` |
/// | `/stats.json` | sessions open, their limit, session objects and timers alive (`ServerStats`); `?trim=1` first returns the allocator's free memory to the system |
public struct PlaygroundServer: Sendable {
    /// Where to listen.
    public var host: String
    /// The port; 0 picks a free one (see `onRunning`).
    public var port: Int
    /// The bounds enforced on each connection.
    public var limits: SessionLimits
    /// The bounds on the WebSocket layer and on all connections together.
    public var serverLimits: ServerLimits
    /// The server's own log level (Hummingbird's messages); warnings and errors by default.
    public var logLevel: Logger.Level
    /// The scenes served: the seed examples by default, or a package's previews.
    public var catalog: SceneCatalog
    /// The build status of a package's previews, shown on the page (package mode only).
    public var buildStatus: BuildStatusBoard?
    /// The pages' state kept across a reload of a package's previews (package mode only).
    public var carriedState: CarriedStateBoard?

    /// A server for `host` and `port` (loopback, 8080 by default) with the given bounds; nothing
    /// listens until `run(onRunning:)`.
    public init(
        host: String = "127.0.0.1", port: Int = 8080, limits: SessionLimits = .standard,
        serverLimits: ServerLimits = .standard, logLevel: Logger.Level = .warning,
        catalog: SceneCatalog = .examples, buildStatus: BuildStatusBoard? = nil,
        carriedState: CarriedStateBoard? = nil
    ) {
        self.host = host
        self.port = port
        self.limits = limits
        self.serverLimits = serverLimits
        self.logLevel = logLevel
        self.catalog = catalog
        self.buildStatus = buildStatus
        self.carriedState = carriedState
    }

    /// Runs until the task is cancelled or the process gets SIGINT/SIGTERM. `onRunning` gets the
    /// port actually bound once the server listens.
    public func run(onRunning: @escaping @Sendable (Int) async -> Void = { _ in }) async throws {
        var logger = Logger(label: "tactile-playground")
        logger.logLevel = logLevel
        let limits = self.limits
        let serverLimits = self.serverLimits
        let gate = SessionGate(capacity: serverLimits.maxSessions)
        let catalog = self.catalog
        let carriedState = self.carriedState
        let app = Application(
            router: makeRouter(gate: gate),
            // The upgrade is decided by a closure, not by a router's `ws` route: hummingbird-websocket
            // 2.8.1's router upgrade keeps each connection's request context in a reference cycle
            // (the context holds the box that holds the handler that holds the context), about
            // 2.2 KB never freed per WebSocket ever opened.
            server: HTTPServerBuilder { responder in
                HTTPConnectionGuards(
                    base: HTTP1WebSocketUpgradeChannel(
                        responder: responder,
                        configuration: .init(
                            http1: .init(idleTimeout: TimeAmount(serverLimits.idleTimeout)),
                            ws: .init(
                                maxFrameSize: serverLimits.maxFrameBytes,
                                autoPing: .enabled(timePeriod: serverLimits.pingInterval)))
                    ) { request, _, _ in
                        Self.upgrade(
                            request, catalog: catalog, limits: limits, serverLimits: serverLimits, gate: gate,
                            carriedState: carriedState)
                    },
                    requestHeadTimeout: TimeAmount(serverLimits.requestHeadTimeout))
            },
            configuration: .init(
                address: .hostname(host, port: port), serverName: "tactile-playground",
                backlog: serverLimits.pendingConnections,
                availableConnectionsDelegate: MaximumAvailableConnections(serverLimits.maxConnections)),
            onServerRunning: { channel in await onRunning(channel.localAddress?.port ?? 0) },
            logger: logger)
        try await app.runService()
    }

    func makeRouter(gate: SessionGate) -> Router<BasicRequestContext> {
        let router = Router(context: BasicRequestContext.self)
        let files = StaticFiles.shared
        router.get("/") { _, _ in files.response(for: "index.html") }
        router.get("/index.html") { _, _ in files.response(for: "index.html") }
        router.get("/app.js") { _, _ in files.response(for: "app.js") }
        router.get("/style.css") { _, _ in files.response(for: "style.css") }
        router.get("/health") { _, _ in "ok" }
        let catalog = self.catalog
        router.get("/scenes.json") { _, _ in
            let scenes = await catalog.scenes()
            let data = (try? JSONEncoder().encode(scenes)) ?? Data("[]".utf8)
            return Response(
                status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-cache"],
                body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        let buildStatus = self.buildStatus
        router.get("/playground.json") { _, _ in
            let mode = String(decoding: (try? JSONEncoder().encode(catalog.mode)) ?? Data(), as: UTF8.self)
            let status = buildStatus.map { String(decoding: $0.json, as: UTF8.self) } ?? "null"
            return Response(
                status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-cache"],
                body: .init(byteBuffer: ByteBuffer(string: #"{"mode":\#(mode),"status":\#(status)}"#)))
        }
        router.get("/stats.json") { request, _ in
            // `?trim=1` first hands the allocator's free memory back to the system, so that a
            // reading of resident memory after it shows what is held, not what glibc keeps.
            if request.uri.queryParameters["trim"] == "1" { tactile_heap_trim() }
            let stats = ServerStats(
                sessions: gate.count, maxSessions: gate.capacity,
                liveSessions: SessionCensus.liveSessions.load(ordering: .relaxed),
                pendingTimers: SessionCensus.pendingTimers.load(ordering: .relaxed),
                heapInUseBytes: {
                    let bytes = tactile_heap_in_use(); return bytes < 0 ? nil : Int(bytes)
                }())
            let data = (try? JSONEncoder().encode(stats)) ?? Data("{}".utf8)
            return Response(
                status: .ok, headers: [.contentType: "application/json", .cacheControl: "no-cache"],
                body: .init(byteBuffer: ByteBuffer(bytes: data)))
        }
        return router
    }

    /// Whether `request` is a WebSocket for `/ws`; anything else goes on to the router as a plain
    /// HTTP request. A WebSocket for an unknown or missing scene is accepted only to be told so:
    /// a page cannot read the body of a refused upgrade, only an error message and close code.
    static func upgrade(
        _ request: HTTPRequest, catalog: SceneCatalog, limits: SessionLimits, serverLimits: ServerLimits,
        gate: SessionGate, carriedState: CarriedStateBoard? = nil
    )
        -> ShouldUpgradeResult<WebSocketDataHandler<HTTP1WebSocketUpgradeChannel.Context>>
    {
        guard let target = URLComponents(string: request.path ?? ""), target.path == "/ws" else { return .dontUpgrade }
        let id = target.queryItems?.first(where: { $0.name == "scene" })?.value
        let variantText = target.queryItems?.first(where: { $0.name == "variant" })?.value
        return .upgrade([:]) { inbound, outbound, _ in
            let variant: SceneVariant
            do {
                variant = try variantText.map(SceneVariant.init(tokens:)) ?? SceneVariant()
            } catch {
                try await SessionConnection.refuse(outbound, code: CloseCode.policyViolation, message: "\(error)")
                return
            }
            guard let id, let example = await catalog.example(id) else {
                if let id, let problem = await catalog.problem(id) {
                    try await SessionConnection.refuse(
                        outbound, code: CloseCode.policyViolation,
                        message: "\(PlaygroundSession.quoted(id)) cannot be opened: \(problem)")
                    return
                }
                let what = id.map { "unknown scene \(PlaygroundSession.quoted($0))" } ?? "no scene given (/ws?scene=ID)"
                try await SessionConnection.refuse(
                    outbound, code: CloseCode.policyViolation,
                    message: "\(what); /scenes.json lists the scenes")
                return
            }
            try await SessionConnection.serve(
                example: variant.apply(to: example), testSubject: await catalog.testSubject(id), variant: variant,
                limits: limits,
                serverLimits: serverLimits,
                gate: gate, page: (carriedState, id, variantText ?? ""), inbound: inbound, outbound: outbound)
        }
    }
}

extension PlaygroundServer {
    /// Whether `error` says that the address was already taken (`EADDRINUSE`).
    public static func isAddressInUse(_ error: any Error) -> Bool {
        let text = String(describing: error)
        return text.contains("Address already in use") || text.contains("EADDRINUSE") || text.contains("errno: 98")
    }
}
