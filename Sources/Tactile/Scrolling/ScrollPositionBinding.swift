import Foundation

extension View {
    /// Binds `id` to the scroll target view the scroll views in this view show: the views of a
    /// `View/scrollTargetLayout(isEnabled:)` container, named by their `ForEach` ids or
    /// `View/id(_:)` (SwiftUI's `scrollPosition(id:anchor:)`).
    ///
    /// After every layout the binding is set to the id of the target view at `anchor` in the
    /// viewport (with `nil`, the first target view that shows); when the app sets the binding to
    /// another id, the scroll view brings that view to `anchor` (the top-leading corner with
    /// `nil`), as `ScrollViewProxy/scrollTo(_:anchor:)` does; an initial value is scrolled to
    /// after the first layout. A row of a lazy stack that is not built is scrolled to by its
    /// estimated place, then to where it is once built. An id no target view has scrolls nothing,
    /// and the next layout sets the binding to the view shown again.
    nonisolated public func scrollPosition<ID: Hashable>(id: Binding<ID?>, anchor: UnitPoint? = nil) -> some View {
        modifier(ScrollPositionModifier(id: id, anchor: anchor))
    }
}

/// A `scrollPosition(id:anchor:)` binding as the scroll view below it sees it, type-erased, with
/// the last id it reported (kept by the modifier's identity).
@MainActor
final class ScrollPositionBinding {
    /// The app's binding.
    var source: (any ScrollPositionSource)?
    var anchor: UnitPoint?
    /// The id last written to the binding, or last scrolled to.
    var reported: AnyHashable?
    /// Layouts left to wait for a lazy row scrolled to by its estimated place to be built, to
    /// scroll to where it really is.
    var settleAttempts = 0
    /// The app's `scrollPosition(_:anchor:)` binding, when that is the modifier (then `source`
    /// is `nil`).
    var position: Binding<ScrollPosition>?
    /// The position last acted on or written back.
    var appliedPosition: ScrollPosition?
    /// The offset the content was left at by the last position acted on or seen; a layout that
    /// finds it elsewhere finds that the user moved it.
    var expectedOffset: CGPoint?
}

/// `scrollPosition(id:anchor:)`: hands its binding to the scroll views of its content.
struct ScrollPositionModifier<ID: Hashable>: PrimitiveModifier {
    nonisolated(unsafe) let id: Binding<ID?>
    let anchor: UnitPoint?

    func makeNodes(content: ModifierContentResolver, inputs: ResolveInputs) -> [ViewNode] {
        let binding = ScrollPositionBinding.kept(for: inputs)
        binding.source = TypedScrollPosition(id: id)
        binding.anchor = anchor
        var childInputs = inputs
        childInputs.environment.scrollPositionBinding = binding
        return [inputs.node(CompositeContent(kindName: "scrollPosition"), children: content.resolve(childInputs))]
    }
}

extension ScrollPositionBinding {
    /// The binding kept by the identity of the modifier being resolved.
    static func kept(for inputs: ResolveInputs) -> ScrollPositionBinding {
        let storage = inputs.graph.storage(for: inputs.identity, typeID: ObjectIdentifier(ScrollPositionBinding.self))
        if let existing = storage.slots[0] as? ScrollPositionBinding { return existing }
        let binding = ScrollPositionBinding()
        storage.slots[0] = binding
        return binding
    }
}

/// The app's `scrollPosition(id:)` binding, read and written as `AnyHashable`.
@MainActor
protocol ScrollPositionSource {
    func get() -> AnyHashable?
    func set(_ id: AnyHashable?)
}

/// A binding of ids of type `ID` as a `ScrollPositionSource` (an id of another type is written
/// as `nil`).
struct TypedScrollPosition<ID: Hashable>: ScrollPositionSource {
    let id: Binding<ID?>
    func get() -> AnyHashable? {
        guard let value = id.wrappedValue else { return nil }
        return AnyHashable(value)
    }
    func set(_ value: AnyHashable?) { id.wrappedValue = value?.base as? ID }
}

private struct ScrollPositionBindingKey: EnvironmentKey {
    static var defaultValue: ScrollPositionBinding? { nil }
}

extension EnvironmentValues {
    /// The innermost `scrollPosition(id:)` binding around a view.
    var scrollPositionBinding: ScrollPositionBinding? {
        get { self[ScrollPositionBindingKey.self] }
        set { self[ScrollPositionBindingKey.self] = newValue }
    }
}

extension ScrollMetrics {
    /// After a layout: scrolls to the id the app put in `binding`, or writes the id of the target
    /// view now at its anchor.
    func follow(_ binding: ScrollPositionBinding) {
        if let position = binding.position {
            follow(position, binding)
            return
        }
        guard let viewport else { return }
        let targets = targetNodes().compactMap { node in node.scrollTargetID.map { (id: $0, node: node) } }
        let toContent = viewport.contentToWindow.inverted()
        func frame(_ node: ViewNode) -> CGRect { node.bounds.applying(node.transformToWindow).applying(toContent) }
        let current = shownOffset(position)
        let requested = binding.source?.get()
        let anchor = binding.anchor ?? .topLeading
        if let requested, requested != binding.reported || binding.settleAttempts > 0 {
            let isNew = requested != binding.reported
            binding.reported = requested
            if let target = targets.first(where: { $0.id == requested }) {
                binding.settleAttempts = 0
                let offset = offset(revealing: frame(target.node), anchor: anchor, from: current)
                if offset != current { move?(offset) }
                return
            }
            if isNew, let estimate = lazyRowFrame(of: requested) {
                // Not built: go to where the row should be, and again once it is built.
                binding.settleAttempts = ScrollTargets.settleAttempts
                let offset = offset(revealing: estimate.applying(toContent), anchor: anchor, from: current)
                if offset != current { move?(offset) }
                return
            }
            binding.settleAttempts = max(binding.settleAttempts - 1, 0)
            if isNew || binding.settleAttempts > 0 { return }
        }
        let atAnchor = targetID(at: binding.anchor, offset: current)
        binding.reported = atAnchor
        if atAnchor != requested { binding.source?.set(atAnchor) }
    }

    /// The id of the `View/scrollTargetLayout(isEnabled:)` view shown at `anchor` of the viewport
    /// when the content is at `offset` (with `nil`, the first one that shows).
    func targetID(at anchor: UnitPoint?, offset: CGPoint) -> AnyHashable? {
        guard let viewport else { return nil }
        let targets = targetNodes().compactMap { node in node.scrollTargetID.map { (id: $0, node: node) } }
        let toContent = viewport.contentToWindow.inverted()
        func frame(_ node: ViewNode) -> CGRect { node.bounds.applying(node.transformToWindow).applying(toContent) }
        let visible = CGRect(origin: offset, size: containerSize)
        // Views that show more than a sliver: not the one whose edge meets the viewport's.
        let shown = targets.filter { frame($0.node).intersection(visible.insetBy(dx: 0.5, dy: 0.5)).isNull == false }
        guard let anchor else { return shown.first?.id }
        let point = CGPoint(x: visible.minX + anchor.x * visible.width, y: visible.minY + anchor.y * visible.height)
        return shown.first { target in
            let f = frame(target.node)
            return (!axes.contains(.horizontal) || (f.minX...f.maxX).contains(point.x))
                && (!axes.contains(.vertical) || (f.minY...f.maxY).contains(point.y))
        }?.id ?? shown.first?.id
    }

    /// The window frame, by its estimated place, of the row identified by `id` in a lazy stack
    /// marked `View/scrollTargetLayout(isEnabled:)`, if one has such a row.
    func lazyRowFrame(of id: AnyHashable) -> CGRect? {
        for container in targetContainers() {
            guard let lazy = container.content as? LazyStackContent,
                let frame = lazy.state.frame(
                    of: id, axis: lazy.axis, across: container.size[lazy.axis.other], spacing: lazy.spacing)
            else { continue }
            return frame.applying(container.transformToWindow)
        }
        return nil
    }

    /// The views of the enabled `View/scrollTargetLayout(isEnabled:)` containers in the
    /// content (built ones), not looking into nested scroll views.
    func targetNodes() -> [ViewNode] {
        targetContainers().flatMap(\.children)
    }

    /// The enabled `View/scrollTargetLayout(isEnabled:)` containers in the content: each
    /// marker's first descendant that lays out children of its own.
    func targetContainers() -> [ViewNode] {
        guard let viewport else { return [] }
        var found: [ViewNode] = []
        func visit(_ node: ViewNode) {
            if let marker = node.content as? ScrollTargetLayoutModifier, marker.isEnabled {
                var container = node
                while container.children.count == 1, container.content.passesTraitsThrough {
                    container = container.children[0]
                }
                found.append(container)
                return
            }
            if node.content is ScrollViewportContent { return }
            for child in node.children { visit(child) }
        }
        for child in viewport.children { visit(child) }
        return found
    }
}

extension ViewNode {
    /// The id naming this node's view for scrolling: the last step of a `ForEach` element's
    /// identity, or the id of an `.id(_:)` whose content this node is, through the steps that make
    /// no view of their own: a modifier's content, the branch of an `if` (a `ForEach` whose rows
    /// are `if … else …`), the type behind an `AnyView`.
    var scrollTargetID: AnyHashable? {
        var step: ViewIdentity.Step? = identity.step
        while let current = step {
            switch current.component {
            case .id(let id): return id.base
            case .content, .branch, .type: step = current.parent
            default: return nil
            }
        }
        return nil
    }
}
