import Foundation

/// Messages about scrolling asked for but not done, where SwiftUI is silent: kept on the graph,
/// most recent last, at most ``limit``.
@MainActor
final class ScrollDiagnosticLog: GraphFeature {
    private(set) var messages: [String] = []

    /// Enough to see a repeated mistake; bounded so a host that repeats it every frame does not
    /// grow without end.
    static let limit = 32

    init() {}

    func append(_ message: String) {
        messages.append(message)
        if messages.count > Self.limit { messages.removeFirst(messages.count - Self.limit) }
    }
}

extension ViewGraph {
    /// This graph's log of scrolls asked for and not done.
    var scrollDiagnostics: ScrollDiagnosticLog { feature(ScrollDiagnosticLog.self) }
}

extension ViewHost {
    /// Messages about scrolling asked for but not done, where SwiftUI is silent: a
    /// ``ScrollViewProxy/scrollTo(_:anchor:)`` to an id no view has, or to a view in no scroll
    /// view. The most recent last; at most 32 are kept.
    public var scrollDiagnostics: [String] { graph.scrollDiagnostics.messages }
}
