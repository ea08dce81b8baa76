// The pasteboard, accessibility settings and app-level services SwiftUI code reaches through
// UIKit: through `import Tactile`.
import Foundation
import Tactile
import Testing

/// A count that a notification observer, which may run on any thread, adds to.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func add() { lock.withLock { count += 1 } }
}

@MainActor
@Suite("UIKit system services", .serialized)
struct SystemServicesTests {
    @Test("the general pasteboard keeps strings, URLs and colours, counts changes and notifies")
    func pasteboard() {
        let board = UIPasteboard.general
        let before = board.changeCount
        let notified = Counter()
        let observer = NotificationCenter.default.addObserver(
            forName: UIPasteboard.changedNotification, object: board, queue: nil
        ) { _ in notified.add() }
        defer { NotificationCenter.default.removeObserver(observer) }

        board.string = "Copied"
        #expect(board.string == "Copied")
        #expect(board.hasStrings)
        #expect(!board.hasURLs)
        board.strings = ["a", "b"]
        #expect(board.numberOfItems == 2)
        #expect(board.string == "a")
        board.url = URL(string: "https://example.com")
        #expect(board.url?.host == "example.com")
        #expect(!board.hasStrings)
        #expect(board.string == nil)
        board.color = .systemTeal
        #expect(board.color == .systemTeal)
        board.setValue("raw", forPasteboardType: "public.utf8-plain-text")
        #expect(board.data(forPasteboardType: "public.utf8-plain-text") == Data("raw".utf8))
        #expect(board.changeCount == before + 5)
        #expect(notified.value == 5)
        board.items = []
        #expect(board.strings == nil)
    }

    @Test("pasteboards of one name share their items; an unknown name without create is nil")
    func namedPasteboards() {
        let name = UIPasteboard.Name(rawValue: "tests.named")
        #expect(UIPasteboard(name: name, create: false) == nil)
        let first = UIPasteboard(name: name, create: true)
        first?.string = "shared"
        #expect(UIPasteboard(name: name, create: false)?.string == "shared")
        UIPasteboard.remove(withName: name)
        #expect(UIPasteboard(name: name, create: false) == nil)
        #expect(UIPasteboard.withUniqueName().name != UIPasteboard.withUniqueName().name)
    }

    @Test("accessibility settings answer the default environment's; posts are recorded")
    func accessibility() {
        #expect(UIAccessibility.isReduceMotionEnabled == EnvironmentValues().accessibilityReduceMotion)
        #expect(!UIAccessibility.isVoiceOverRunning)
        #expect(!UIAccessibility.isBoldTextEnabled)
        UIAccessibility.resetPostedNotifications()
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        #expect(
            UIAccessibility.postedNotifications.map(\.notification) == [.announcement, .layoutChanged])
        #expect(UIAccessibility.postedNotifications.first?.text == "Saved")
        #expect(UIAccessibility.voiceOverStatusDidChangeNotification.rawValue.hasPrefix("UIAccessibility"))
    }

    @Test("alternate icons are unsupported: the completion handler and the async form get an error")
    func alternateIcons() async {
        let app = UIApplication.shared
        #expect(!app.supportsAlternateIcons)
        var received: (any Error)?
        var calls = 0
        app.setAlternateIconName("Dark") { error in
            received = error
            calls += 1
        }
        #expect(calls == 1)
        #expect((received as? NSError)?.code == 3328)
        await #expect(throws: (any Error).self) { try await app.setAlternateIconName(nil) }
        #expect(app.alternateIconName == nil)
    }
}
