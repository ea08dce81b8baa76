import Foundation

/// The action that opens a URL, SwiftUI's `OpenURLAction`: read it with
/// `@Environment(\.openURL) var openURL` and call it, `openURL(url)`; `Link` calls it too.
///
/// Replace it for a subtree with `.environment(\.openURL, OpenURLAction { url in … })`: the
/// handler's result says whether it handled the URL or the system should open it. There is no
/// system to open URLs on Linux: what would go to the system is recorded by the window's host, in
/// ``ViewHost/openedURLs``, so that a test can check that a tap opened a link.
public struct OpenURLAction: Sendable {
    /// What a handler did with a URL.
    public struct Result: Sendable {
        enum Kind: Sendable {
            case handled, discarded
            case system(URL?)
        }
        let kind: Kind

        /// The handler opened the URL.
        public static let handled = Result(kind: .handled)
        /// The handler did not open the URL, and nothing else should.
        public static let discarded = Result(kind: .discarded)
        /// The system opens the URL.
        public static let systemAction = Result(kind: .system(nil))
        /// The system opens `url` in place of the URL given.
        public static func systemAction(_ url: URL) -> Result { Result(kind: .system(url)) }
    }

    let handler: @MainActor (URL) -> Result
    /// What the system does with a URL: the host's record.
    var system: @MainActor (URL) -> Void

    /// An action that hands each URL to `handler`.
    public init(handler: @escaping @MainActor (URL) -> Result) {
        self.handler = handler
        system = { _ in }
    }

    /// An action that hands each URL to the system: what the environment holds by default.
    init(system: @escaping @MainActor (URL) -> Void) {
        handler = { _ in .systemAction }
        self.system = system
    }

    /// Opens `url`.
    @MainActor
    public func callAsFunction(_ url: URL) { callAsFunction(url) { _ in } }

    /// Opens `url`, then tells `completion` whether it was opened (by the handler or the system).
    @MainActor
    public func callAsFunction(_ url: URL, completion: @escaping (_ accepted: Bool) -> Void) {
        switch handler(url).kind {
        case .handled: completion(true)
        case .discarded: completion(false)
        case .system(let replacement):
            system(replacement ?? url)
            completion(true)
        }
    }
}

/// The URLs the system was asked to open in one window: held by its ``ViewHost``.
@MainActor
final class OpenedURLLog {
    private(set) var urls: [URL] = []
    init() {}
    func append(_ url: URL) { urls.append(url) }
}

private struct OpenURLKey: EnvironmentKey {
    static let defaultValue = OpenURLAction(system: { _ in })
}

extension EnvironmentValues {
    /// The action that opens a URL (see ``OpenURLAction``).
    public var openURL: OpenURLAction {
        get { self[OpenURLKey.self] }
        set {
            // A handler set for a subtree still hands what it does not handle to the window's
            // system record.
            var action = newValue
            action.system = self[OpenURLKey.self].system
            self[OpenURLKey.self] = action
        }
    }
}

extension EnvironmentValues {
    /// Sets what the system does with a URL in this window: the host's record.
    mutating func setSystemOpenURL(_ system: @escaping @MainActor (URL) -> Void) {
        self[OpenURLKey.self] = OpenURLAction(system: system)
    }
}
