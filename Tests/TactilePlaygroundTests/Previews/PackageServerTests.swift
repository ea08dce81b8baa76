import Foundation
import Synchronization
import Testing

@testable import TactilePlayground

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.serialized) struct PackageServerTests {
    /// Runs `body` against a server in package mode for this module's previews.
    func withPreviewServer(board: BuildStatusBoard, _ body: (URL) async throws -> Void) async throws {
        let catalog = await SceneCatalog.previews(inModules: ["TactilePlaygroundTests"])
        let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
        let server = Task {
            try await PlaygroundServer(port: 0, logLevel: .critical, catalog: catalog, buildStatus: board).run {
                portSink.yield($0)
            }
        }
        defer { server.cancel() }
        var iterator = ports.makeAsyncIterator()
        let port = try #require(await iterator.next())
        try await body(URL(string: "http://127.0.0.1:\(port)")!)
    }

    @Test func servesThePreviewsAndTheBuildStatus() async throws {
        let board = BuildStatusBoard(PreviewBuildStatus(package: "Tests", build: 3, state: "ok"))
        try await withPreviewServer(board: board) { base in
            let (_, scenesJSON, _) = try await get(base.appending(path: "/scenes.json"))
            let scenes = try JSONDecoder().decode([SceneInfo].self, from: Data(scenesJSON.utf8))
            #expect(scenes.map(\.title).contains("Measured"))
            #expect(!scenes.map(\.id).contains("drag-offset"))

            board.post(PreviewBuildStatus(package: "Tests", build: 3, state: "building"))
            let (status, body, _) = try await get(base.appending(path: "/playground.json"))
            #expect(status == 200)
            struct Info: Decodable {
                var mode: String
                var status: PreviewBuildStatus?
            }
            let info = try JSONDecoder().decode(Info.self, from: Data(body.utf8))
            #expect(info.mode == "package")
            #expect(info.status?.build == 3 && info.status?.state == "building" && info.status?.package == "Tests")
        }
    }

    /// A preview whose body takes long (or hangs) holds the main actor, where sessions run; the
    /// page's list of previews and the build's status must not wait behind it. The main actor is
    /// held here until the list came (or 30 s passed) and the requests are sent while it is held.
    @Test func listsThePreviewsWhileTheMainActorIsBusy() async throws {
        let board = BuildStatusBoard(PreviewBuildStatus(package: "Tests", build: 4, state: "ok"))
        try await withPreviewServer(board: board) { base in
            let answers = Answers()
            let scenesURL = base.appending(path: "/scenes.json")
            let statusURL = base.appending(path: "/playground.json")
            let answeredWhileHeld = await MainActor.run {
                Task.detached {
                    for url in [statusURL, scenesURL] {
                        let body = (try? await get(url))?.1 ?? "no answer"
                        answers.bodies.withLock { $0.append(body) }
                    }
                }
                let end = ContinuousClock.now + .seconds(30)
                while answers.bodies.withLock({ $0.count }) < 2, ContinuousClock.now < end {
                    Thread.sleep(forTimeInterval: 0.005)
                }
                return answers.bodies.withLock { $0.count } == 2
            }
            #expect(answeredWhileHeld)
            let bodies = answers.bodies.withLock { $0 }
            try #require(bodies.count == 2)
            #expect(bodies[0].contains(#""build":4"#))
            let scenes = try JSONDecoder().decode([SceneInfo].self, from: Data(bodies[1].utf8))
            #expect(scenes.map(\.title).contains("Measured"))
        }
    }

    @Test func theExamplesServerSaysItsMode() async throws {
        try await withServer { base in
            let (_, body, _) = try await get(base.appending(path: "/playground.json"))
            #expect(body == #"{"mode":"examples","status":null}"#)
        }
    }
}

/// The bodies of the answers a test got, in order, from whichever thread got them.
private final class Answers: Sendable {
    let bodies = Mutex<[String]>([])
}
