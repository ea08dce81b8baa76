import Foundation

/// The window a tree is laid out in, as geometry readers and the safe area see it.
package struct WindowGeometry: Equatable {
    /// The window's size.
    var size: CGSize
    /// The insets of the safe area from the window's edges (zero by default).
    var safeAreaInsets: EdgeInsets

    /// The size of the safe area: the window less the insets (never negative where insets are
    /// set; exactly the window's size where they are all zero).
    var safeSize: CGSize {
        if safeAreaInsets == EdgeInsets() { return size }
        return CGSize(
            width: max(0, size.width - safeAreaInsets.leading - safeAreaInsets.trailing),
            height: max(0, size.height - safeAreaInsets.top - safeAreaInsets.bottom))
    }

    /// The safe area in window coordinates.
    var safeRect: CGRect {
        CGRect(origin: CGPoint(x: safeAreaInsets.leading, y: safeAreaInsets.top), size: safeSize)
    }
}

/// Where a node ended up after layout and rendering, as a post-layout observer needs it.
@MainActor
package struct LayoutPlace {
    /// The node observed (its `transformToWindow`, `size` and subtree are current).
    package let node: ViewNode
    /// The named coordinate spaces declared at or above the node (innermost wins), each a
    /// local-to-window transform, as gestures see them.
    let namedSpaces: [AnyHashable: CGAffineTransform]
    /// The window.
    let window: WindowGeometry
    /// The graph, for observers that invalidate views or schedule actions.
    package unowned let graph: ViewGraph
}

/// The graph's capability to look at the tree after layout: geometry readers compare the geometry
/// they were resolved with to where they landed, preference observers reduce what their subtree
/// sets, and views that ignore the safe area grow into it.
///
/// Observers register by identity while they resolve (a rebuilt node registers again and replaces
/// the old closure). A pass walks only towards registered identities, so a tree without observers
/// costs nothing; registrations whose identity left the tree are dropped by the next pass.
@MainActor
package final class PostLayoutObservers {
    package typealias Observer = @MainActor (LayoutPlace) -> Void
    /// Adjusts a node's children before rendering; gets the node's local-to-window transform
    /// computed from the layout (the renderer has not run yet).
    package typealias Adjuster = @MainActor (ViewNode, CGAffineTransform, WindowGeometry) -> Void

    private var observers: [ViewIdentity: Observer] = [:]
    private var adjusters: [ViewIdentity: Adjuster] = [:]
    /// Messages about layout that did not settle (see ``noteUnsettled(rounds:)``).
    private(set) var diagnostics: [String] = []
    /// The identities whose observers reported a change in the current commit, in order.
    private var changedThisCommit: [ViewIdentity] = []

    /// Runs `observer` after every layout while the node at `identity` is in the tree.
    package func observe(_ identity: ViewIdentity, _ observer: @escaping Observer) { observers[identity] = observer }

    /// Runs `adjuster` after every placement and before rendering while `identity` is in the tree.
    package func adjust(_ identity: ViewIdentity, _ adjuster: @escaping Adjuster) { adjusters[identity] = adjuster }

    /// Records that the observer at `identity` changed something that needs another round.
    package func noteChange(_ identity: ViewIdentity) { changedThisCommit.append(identity) }

    /// Starts a commit: forgets the changes of the last one.
    func beginCommit() { changedThisCommit.removeAll() }

    /// Records a diagnostic when a commit stopped at its bound of `rounds` with observers still
    /// changing (an `onPreferenceChange` whose action changes the preference every time, a
    /// geometry reader whose content changes its own size).
    func noteUnsettled(rounds: Int) {
        let names = Set(changedThisCommit.map(\.description)).sorted().joined(separator: ", ")
        let message =
            "layout did not settle after \(rounds) rounds: geometry or preferences kept changing at \(names.isEmpty ? "state changes" : names)"
        note(message)
    }

    /// Records a diagnostic about the views of this commit (a list's duplicate row ids).
    package func note(_ message: String) {
        diagnostics.append(message)
        if diagnostics.count > Self.diagnosticLimit {
            diagnostics.removeFirst(diagnostics.count - Self.diagnosticLimit)
        }
    }

    /// Diagnostics kept, most recent last: enough to see a loop, bounded so a host that loops on
    /// every frame does not grow without end.
    static let diagnosticLimit = 32

    /// Calls the adjusters of the nodes in the tree, parents first, with transforms computed from
    /// the placement as the renderer will compute them.
    func adjustBeforeRendering(_ root: ViewNode, window: WindowGeometry) {
        guard !adjusters.isEmpty else { return }
        var seen = Set<ViewIdentity>()
        let wanted = Set(adjusters.keys)
        func visit(_ node: ViewNode, _ transform: CGAffineTransform) {
            if let adjuster = adjusters[node.identity] {
                seen.insert(node.identity)
                adjuster(node, transform, window)
            }
            let content = node.content.effectTransform(size: node.size).concatenating(transform)
            for child in node.children where leads(to: wanted, from: child) {
                visit(child, CGAffineTransform(translationX: child.origin.x, y: child.origin.y).concatenating(content))
            }
        }
        visit(root, CGAffineTransform(translationX: root.origin.x, y: root.origin.y))
        adjusters = adjusters.filter { seen.contains($0.key) }
    }

    /// Calls the observers of the nodes in the tree, parents first, after rendering (node
    /// transforms are current).
    func observeAfterRendering(_ root: ViewNode, window: WindowGeometry, graph: ViewGraph) {
        guard !observers.isEmpty else { return }
        var seen = Set<ViewIdentity>()
        let wanted = Set(observers.keys)
        var due: [(Observer, LayoutPlace)] = []
        func visit(_ node: ViewNode, _ named: [AnyHashable: CGAffineTransform]) {
            var named = named
            if let name = node.content.coordinateSpaceName { named[name] = node.transformToWindow }
            if let observer = observers[node.identity] {
                seen.insert(node.identity)
                if !node.content.isHidden {
                    due.append((observer, LayoutPlace(node: node, namedSpaces: named, window: window, graph: graph)))
                }
            }
            for child in node.children where leads(to: wanted, from: child) {
                if node.content.isHidden {
                    // Kept with its state but not laid out anew: keep the registrations below.
                    for id in wanted where id.isDescendant(of: child.identity) { seen.insert(id) }
                } else {
                    visit(child, named)
                }
            }
        }
        visit(root, [:])
        observers = observers.filter { seen.contains($0.key) }
        for (observer, place) in due { observer(place) }
    }

    private func leads(to wanted: Set<ViewIdentity>, from node: ViewNode) -> Bool {
        wanted.contains { $0.isDescendant(of: node.identity) }
    }
}
