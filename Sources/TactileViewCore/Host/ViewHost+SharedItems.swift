import Foundation

extension ViewHost {
    /// What views in this window asked the system to share (`ShareLink`), oldest first, each
    /// request as its items' texts (a string as it is, a URL as its absolute string): Linux has
    /// no share sheet to hand them to, so the host keeps them for a test to read.
    public var sharedItems: [[String]] { sharedItemLog.requests }
}

/// The share requests of one window: held by its `ViewHost`.
@MainActor
final class SharedItemLog {
    private(set) var requests: [[String]] = []
    init() {}
    func append(_ items: [String]) { requests.append(items) }
}

private struct SystemShareKey: EnvironmentKey {
    static var defaultValue: (@MainActor ([String]) -> Void)? { nil }
}

extension EnvironmentValues {
    /// Where a share request goes: the window's record (`ViewHost/sharedItems`).
    package var systemShare: (@MainActor ([String]) -> Void)? {
        get { self[SystemShareKey.self] }
        set { self[SystemShareKey.self] = newValue }
    }
}
