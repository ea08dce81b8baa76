import Foundation

extension ViewHost {
    /// The values the window publishes now: every `focusedSceneValue` (the first in tree order
    /// wins a key), then the `focusedValue`s of the focused view and the views around it (the
    /// innermost wins, over the scene's too).
    public var focusedValues: FocusedValues { focusedValuesStore.values }

    /// Reads what the tree publishes and hands it to the store, which marks the readers dirty when
    /// it changed. Skipped while no view ever published a value.
    func publishFocusedValues() {
        guard focusedValuesStore.hasPublishers, let root = graph.root else { return }
        var scene: [(ViewNode, FocusedValueContent)] = []
        var focused: ViewNode?
        root.forEachNode { node in
            if let content = node.content as? FocusedValueContent, content.isScene { scene.append((node, content)) }
            if focused == nil, let marker = node.content as? FocusMarkerContent, marker.isFocused { focused = node }
        }
        var values = FocusedValues()
        for (node, content) in scene.reversed() {
            values.writer = node.identity
            content.write(&values)
        }
        if let focused, var chain = root.path(to: focused) {
            var below = focused
            while below.children.count == 1 {
                below = below.children[0]
                chain.append(below)
            }
            for node in chain {
                guard let content = node.content as? FocusedValueContent, !content.isScene else { continue }
                values.writer = node.identity
                content.write(&values)
            }
        }
        values.writer = nil
        focusedValuesStore.publish(values)
    }
}
