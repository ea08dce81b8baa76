import Foundation
import Tactile
import TactileExamples
import Testing

@testable import TactilePlayground

/// A reload of a package's previews: the old host's pages' state written to a file, read by the
/// next build's host and handed to the same pages; a bad file starts every view fresh with a message.
@MainActor
@Suite struct CarriedStateFileTests {
    /// Bumps its count when it appears: a first window with `bump: 4` holds 4, which a second window
    /// of `bump: 0` shows only if it was carried.
    struct Counter: View {
        var bump = 0
        @State private var count = 0
        @State private var model = NotCodable()
        var body: some View { Text("count \(count)").onAppear { count += bump } }
    }

    final class NotCodable {}

    static func example(bump: Int) -> Example {
        Example(id: "counter", title: "Counter", source: "test", windowSize: CGSize(width: 200, height: 200)) {
            AnyView(Counter(bump: bump))
        }
    }

    func open(bump: Int, carried: CarriedStateBoard.Handover?) -> (PlaygroundSession, Outbox) {
        let outbox = Outbox()
        let session = PlaygroundSession(
            example: Self.example(bump: bump), limits: .standard, testSubject: nil, variant: SceneVariant(),
            carried: carried
        ) { outbox.append($0) }
        return (session, outbox)
    }

    func report(_ outbox: Outbox) -> CarriedStateReport? {
        outbox.all.lazy.compactMap { if case .state(let report) = $0 { report } else { nil } }.first
    }

    @Test("A page's state goes through the file to the same page of the next build")
    func roundTrip() throws {
        let before = CarriedStateBoard()
        let (old, _) = open(bump: 4, carried: nil)
        defer { old.close() }
        before.opened(old, scene: "counter", variant: "dark")
        let data = try JSONEncoder().encode(before.file(build: 1))

        let file = try CarriedStateFile.decode(data, build: 2).get()
        let after = CarriedStateBoard(loaded: .success(file))
        #expect(after.take(scene: "counter", variant: "") == nil)
        let handover = try #require(after.take(scene: "counter", variant: "dark"))
        #expect(after.take(scene: "counter", variant: "dark") == nil)
        let (new, outbox) = open(bump: 0, carried: handover)
        defer { new.close() }
        #expect(new.host.texts() == ["count 4"])
        #expect(report(outbox) == CarriedStateReport(carried: 1, notCarried: 1))
        // The report comes right after hello, before the first frame.
        #expect(outbox.all.map(\.type).prefix(3) == ["hello", "state", "frame"])
    }

    @Test("A session that was not reloaded sends no state message")
    func noReloadNoMessage() {
        let (session, outbox) = open(bump: 0, carried: nil)
        defer { session.close() }
        #expect(report(outbox) == nil)
    }

    nonisolated static let badFiles: [(String, String)] = [
        ("not json", "not valid JSON"),
        (#"{"format": "something-else", "version": 1}"#, "not a tactile-carried-state file"),
        (
            #"{"format": "tactile-carried-state", "version": 2, "build": 1, "pages": []}"#,
            "version 2, this build reads version 1"
        ),
        (#"{"format": "tactile-carried-state", "version": 1, "build": 1, "pages": [{"scene": 3}]}"#, "damaged"),
        (#"{"format": "tactile-carried-state", "version": 1, "build": 5, "pages": []}"#, "from build 5"),
    ]

    @Test("A corrupt, foreign, newer-version or later-build file starts fresh with a message", arguments: badFiles)
    func badFileStartsFresh(_ text: String, _ expected: String) throws {
        let result = CarriedStateFile.decode(Data(text.utf8), build: 2)
        guard case .failure(let problem) = result else {
            Issue.record("\(text) was accepted")
            return
        }
        #expect(problem.description.contains(expected))
        let board = CarriedStateBoard(loaded: result)
        let handover = try #require(board.take(scene: "counter", variant: ""))
        let (session, outbox) = open(bump: 0, carried: handover)
        defer { session.close() }
        #expect(session.host.texts() == ["count 0"])
        let message = try #require(report(outbox)?.message)
        #expect(message.contains(expected) && message.hasSuffix("every view starts fresh"))
    }

    @Test("The file is read once: taking it deletes it, and a missing file is a problem, not a crash")
    func takeDeletes() throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("carried-\(UUID()).json").path
        let data = try JSONEncoder().encode(CarriedStateFile(build: 1, pages: []))
        _ = FileManager.default.createFile(atPath: path, contents: data)
        #expect((try? CarriedStateFile.take(path: path, build: 2).get()) == CarriedStateFile(build: 1, pages: []))
        #expect(!FileManager.default.fileExists(atPath: path))
        guard case .failure = CarriedStateFile.take(path: path, build: 2) else {
            Issue.record("a missing file was read")
            return
        }
    }
}
