import Foundation

extension ViewHost {
    /// The colour scheme the window's content asks for: the first non-`nil`
    /// ``View/preferredColorScheme(_:)`` in the tree, front to back in tree order (`nil`: none).
    public var preferredColorScheme: ColorScheme? {
        guard let root = graph.root else { return nil }
        var found: ColorScheme?
        root.forEachNode { node in
            if found == nil, let marker = node.content as? PreferredColorSchemeContent, let scheme = marker.scheme {
                found = scheme
            }
        }
        return found
    }
}
