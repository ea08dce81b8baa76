import Foundation
import Testing

@testable import TactilePlayground

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

@Suite(.serialized) struct PackageServerTests {
    /// Runs `body` against a server in package mode for this module's previews.
    func withPreviewServer(board: BuildStatusBoard, _ body: (URL) async throws -> Void) async throws {
        let catalog = SceneCatalog(
            mode: "package",
            scenes: { await MainActor.run { PreviewCatalog(modules: ["TactilePlaygroundTests"]).scenes() } },
            example: { id in await MainActor.run { PreviewCatalog(modules: ["TactilePlaygroundTests"]).example(id: id) }
            })
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

    @Test func theExamplesServerSaysItsMode() async throws {
        try await withServer { base in
            let (_, body, _) = try await get(base.appending(path: "/playground.json"))
            #expect(body == #"{"mode":"examples","status":null}"#)
        }
    }
}
