import Foundation

/// One view of the resolved tree as a test sees it: what kind of view it is, where it is drawn, and
/// the names it was given.
///
/// `ViewHost/inspectedViews()` lists them; `TouchSimulator`'s finders (in TactileTesting) match
/// against them.
public struct InspectedView: Sendable {
    /// Where the view sits in the tree.
    public var identity: ViewIdentity
    /// The view's kind: the type name of a custom view without its generic arguments
    /// (`CardView`), the name of a built-in view (`Text`, `Circle`, `Button`, `Image(heart)`), or of
    /// a modifier (`padding`).
    public var kindName: String
    /// The view's bounds in window space, with its offsets, scales and rotations applied.
    public var frame: CGRect
    /// The label given by `accessibilityLabel(_:)`, on that modifier's node.
    public var accessibilityLabel: String?
    /// What assistive technologies know of the view: for the nodes of a chain of accessibility
    /// modifiers, all of them read together; for other views, only whether they are hidden.
    public var accessibility = AccessibilityProperties()
}

extension ViewHost {
    /// Every view of the resolved tree, parents before their children, children back to front, as
    /// of the last commit (call `update()` first to include pending changes).
    public func inspectedViews() -> [InspectedView] {
        var views: [InspectedView] = []
        let reader = AccessibilityReader(root: graph.root)
        graph.root?.forEachNode { node in
            views.append(
                InspectedView(
                    identity: node.identity, kindName: node.content.kindName,
                    frame: node.bounds.applying(node.transformToWindow),
                    accessibilityLabel: (node.content as? AccessibilityLabelContent)?.label,
                    accessibility: reader.properties[node.identity] ?? AccessibilityProperties()))
        }
        return views
    }

    /// Performs the accessibility action called `name` (`"default"` for
    /// `AccessibilityActionKind/default`, a custom action's name) of the one element labelled
    /// `label` that is not hidden, as an assistive technology would, then commits. Returns whether
    /// such an element and action were found.
    @discardableResult
    public func performAccessibilityAction(named name: String, onViewLabelled label: String) -> Bool {
        let reader = AccessibilityReader(root: graph.root)
        var found: (@MainActor () -> Void)?
        graph.root?.forEachNode { node in
            guard found == nil, let props = reader.properties[node.identity], props.isElement, props.label == label,
                !props.isHidden
            else { return }
            found = reader.actions[node.identity]?.first { $0.name == name }?.handler
        }
        guard let found else { return false }
        withTaskClock { found() }
        update()
        return true
    }

    /// Performs the accessibility action called `name` (`"default"` for
    /// `AccessibilityActionKind/default`, `"Increment"` and `"Decrement"` for an adjustable view,
    /// a custom action's name) given by the chain of accessibility modifiers at `identity` (any node
    /// of the chain, as `inspectedViews()` lists it), then commits. Returns whether that node has
    /// such an action; nothing runs when it has none.
    @discardableResult
    public func performAccessibilityAction(named name: String, onViewAt identity: ViewIdentity) -> Bool {
        let reader = AccessibilityReader(root: graph.root)
        guard let handler = reader.actions[identity]?.first(where: { $0.name == name })?.handler else { return false }
        withTaskClock { handler() }
        update()
        return true
    }

    /// Moves the accessibility focus to the chain of accessibility modifiers at `identity` (any
    /// node of the chain) as a screen reader would: sets the `@AccessibilityFocusState` it is bound
    /// to with `accessibilityFocused`, then commits. Returns whether that chain is bound to one.
    @discardableResult
    public func moveAccessibilityFocus(toViewAt identity: ViewIdentity) -> Bool {
        let reader = AccessibilityReader(root: graph.root)
        guard let focus = reader.focusHandlers[identity] else { return false }
        focus()
        update()
        return true
    }

    /// The name `InspectedView/kindName` gives views of `type`: its name without generic
    /// arguments.
    public static func kindName(of type: Any.Type) -> String { TypeNames.kindName(of: type) }
}
