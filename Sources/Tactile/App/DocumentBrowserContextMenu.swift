import Foundation

/// The context menu of a document browser's files. *No effect on Linux*: Tactile has no document
/// browser (the launch screen of a `DocumentGroup`, which Linux lacks) whose files could show it.
extension View {
    /// Sets the menu shown for the documents pressed in the document browser (`nil`: the empty
    /// area's menu).
    public func documentBrowserContextMenu(@ViewBuilder _ menu: @escaping ([URL]?) -> some View) -> some View {
        self
    }
}
