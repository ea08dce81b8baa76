import Foundation

extension ViewHost {
    /// The URLs that views in this window asked the system to open (`openURL`, `Link`), oldest
    /// first: Linux has no browser to hand them to, so the host keeps them for a test to read.
    public var openedURLs: [URL] { openedURLLog.urls }
}
