import Foundation
import Testing

@testable import TactilePlayground

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Starts a server in-process on a free port, runs `body` with its base URL, then stops it.
func withServer(_ body: (URL) async throws -> Void) async throws {
    let (ports, portSink) = AsyncStream.makeStream(of: Int.self)
    let server = Task { try await PlaygroundServer(port: 0, logLevel: .critical).run { portSink.yield($0) } }
    defer { server.cancel() }
    var iterator = ports.makeAsyncIterator()
    let port = try #require(await iterator.next())
    try await body(URL(string: "http://127.0.0.1:\(port)")!)
}

func get(_ url: URL) async throws -> (Int, String, String?) {
    let (data, response) = try await URLSession.shared.data(from: url)
    let http = response as! HTTPURLResponse
    return (http.statusCode, String(decoding: data, as: UTF8.self), http.value(forHTTPHeaderField: "Content-Type"))
}

@Suite(.serialized) struct PlaygroundServerTests {
    static let requiredScenes = [
        "draggable-circle", "tap-shape", "long-press-counter", "kuchi-learn", "tap-counter", "long-press-blur",
        "drag-offset", "drag-offset-state", "magnification", "rotation", "sequence", "simultaneous", "exclusive",
        "drag-values", "zoomable-image", "swipe-to-reveal", "range-slider", "bottom-sheet", "card-stack", "stage",
        "carousel-list", "paging-photos", "zoomable-gallery", "swipe-list",
    ]

    @Test func servesThePageItsFilesAndTheCatalogue() async throws {
        try await withServer { base in
            let (status, page, type) = try await get(base.appending(path: "/"))
            #expect(status == 200)
            #expect(type?.hasPrefix("text/html") == true)
            #expect(page.contains("<svg id=\"stage\""))
            let (sceneStatus, scenePage, _) = try await get(URL(string: base.absoluteString + "/?scene=tap-counter")!)
            #expect(sceneStatus == 200 && scenePage == page)
            let (jsStatus, js, jsType) = try await get(base.appending(path: "/app.js"))
            #expect(jsStatus == 200 && jsType?.hasPrefix("text/javascript") == true && js.contains("WebSocket"))
            let (cssStatus, _, _) = try await get(base.appending(path: "/style.css"))
            #expect(cssStatus == 200)
            let (_, json, _) = try await get(base.appending(path: "/scenes.json"))
            let scenes = try JSONDecoder().decode([SceneInfo].self, from: Data(json.utf8))
            for id in Self.requiredScenes {
                #expect(scenes.contains { $0.id == id })
            }
            let (missing, _, _) = try await get(base.appending(path: "/nothing-here"))
            #expect(missing == 404)
        }
    }

    @Test func noWebSocketForAnUnknownScene() async throws {
        try await withServer { base in
            let (status, _, _) = try await get(URL(string: base.absoluteString + "/ws?scene=no-such-scene")!)
            #expect(status != 200 && status != 101)
        }
    }

    @Test func aTakenPortIsReportedAsSuch() async throws {
        try await withServer { base in
            let port = try #require(base.port)
            await #expect {
                try await PlaygroundServer(port: port, logLevel: .critical).run()
            } throws: { error in
                PlaygroundServer.isAddressInUse(error)
            }
        }
    }
}
