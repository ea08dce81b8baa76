import Foundation
import Observation

/// Resolves views into nodes and keeps the state that outlives body evaluations.
///
/// Per identity the graph stores the persistent slots of that view's dynamic properties
/// (`@State`, `@StateObject`, subscriptions of `@ObservedObject`, …). A commit re-runs the bodies of
/// invalidated views (everything below them is rebuilt from the fresh view values, state found again
/// by identity) and reports the identities that left the tree; their storage is dropped.
@MainActor
package final class ViewGraph {
    /// Persistent storage of the dynamic properties of one view.
    package final class Storage {
        let typeID: ObjectIdentifier
        package var slots: [Int: AnyObject] = [:]
        /// The type of the view whose dynamic properties fill the slots, once one was linked
        /// (a carried state entry names it).
        var ownerType: Any.Type?
        init(typeID: ObjectIdentifier) { self.typeID = typeID }
    }

    // `root`, `commitCount` and the action lists are exempt from the run-time exclusivity check,
    // which every commit paid on each access: each write is a whole value stored or an append or
    // removal of a value made beforehand, and actions run only from copies of the lists, so no
    // code runs inside an access and no two accesses overlap.
    @exclusivity(unchecked) package private(set) var root: ViewNode?
    private var makeRoot: (ResolveInputs) -> [ViewNode]
    var rootEnvironment: EnvironmentValues
    /// The tasks this graph's views started that have not returned.
    package let tasks = ViewTaskTracker()
    @exclusivity(unchecked) package private(set) var commitCount = 0
    private(set) var storage: [ViewIdentity: Storage] = [:]
    /// State values written out by an earlier build, waiting for the views they belong to
    /// (`seedCarriedState(_:)`); empty once the first commit has run.
    var carriedSeeds: [CarriedStateKey: CarriedStateEntry] = [:]
    /// How many carried values were put back so far.
    var carriedRestored = 0
    /// Per view type, the names of its linked dynamic properties by slot (`_count`,
    /// `_settings._theme` for one inside a nested property), read once per type when its link plan
    /// is made: a carried value names the property it belongs to.
    var propertyNames: [ObjectIdentifier: [String]] = [:]
    /// Invalidations, written from any thread.
    package let invalidations = InvalidationQueue()
    // Read by `needsUpdate` several times an input (a host settles after each): exempt from the
    // run-time exclusivity check, as no code runs inside its plain loads and stores.
    @exclusivity(unchecked) private var rootDirty = true
    private var liveIdentities: Set<ViewIdentity> = []
    /// Values last seen by `.animation(_:value:)` and `.onChange(of:)`, by identity.
    var observedValues: [ViewIdentity: Any] = [:]
    /// The last drawn geometry of the nodes the current commit's rebuilds replaced, by identity
    /// (the renderer compares their successors with it).
    private(set) var replacedGeometry: [ViewIdentity: Renderer.Geometry] = [:]
    /// The custom views the current commit rebuilt, with their ancestors (root first) and what
    /// they had answered in layout: the host re-lays out the ancestors only where an answer changed.
    private(set) var rebuiltViews: [RebuiltView] = []
    struct RebuiltView {
        let node: ViewNode
        let ancestors: [ViewNode]
        let answers: ViewNode.LayoutAnswers
    }
    /// Identities that appeared in the current commit (for `onAppear`).
    private(set) var appearedThisCommit: Set<ViewIdentity> = []
    /// Work to run after the current commit (onAppear/onChange/onDisappear actions).
    @exclusivity(unchecked) package var pendingActions: [() -> Void] = []
    /// `onDisappear` actions of live views, by identity.
    var disappearActions: [ViewIdentity: () -> Void] = [:]
    /// Clean-up of views that keep objects outside the graph (a UIKit view a representable made),
    /// run after the commit that removes them; kept apart from `disappearActions` so that an
    /// `onDisappear` at the same identity does not replace it.
    package var removalActions: [ViewIdentity: () -> Void] = [:]
    /// What runs after layout: geometry readers, preference observers, the safe area
    /// (`PostLayoutObservers`).
    package let postLayout = PostLayoutObservers()
    /// The state features built on the core keep for this graph (`GraphFeature`), in the order
    /// they were first asked for.
    ///
    /// Exempt from the run-time exclusivity check: the gesture host reads it after every input
    /// (`GestureHost` `settle()`), where the check cost more than the loop; its one write is an
    /// append of a feature made beforehand (`feature(_:)`), and no code runs inside either access.
    @exclusivity(unchecked) var features: [any GraphFeature] = []
    /// `onAppear` actions of the nodes resolved in the current commit, in tree order (parents
    /// first); those whose identity appeared in it run after it. Modifiers register here while
    /// they resolve, so the graph needs to know nothing about them.
    @exclusivity(unchecked) var appearActions: [(identity: ViewIdentity, action: () -> Void)] = []
    /// `onAppear` (and `task`) actions of the views that appeared in the current commit, not run
    /// yet, in tree order. They run once the commit's layout has settled (`ViewHost/commit()`),
    /// each with the action its view resolved with last: a view inside a `GeometryReader` is
    /// resolved again with the measured size before its appear action runs, as SwiftUI evaluates
    /// the reader's content at layout, so the action sees that size and not the first zero one.
    @exclusivity(unchecked) var pendingAppears: [(identity: ViewIdentity, action: () -> Void)] = []
    /// Per view type, how its dynamic properties are found: not at all (it has none), at fixed
    /// offsets (`PropertyLayout`), or by reflecting each value.
    private var linkPlans: [ObjectIdentifier: LinkPlan] = [:]
    private var resolveKinds: [ObjectIdentifier: ResolveKind] = [:]
    /// The custom views whose bodies are running, innermost last.
    private var bodyOwners: [ViewIdentity] = []
    /// The custom view whose body is running again for a change of its own state (in
    /// `rebuildDirty`), so with the value it was last resolved with.
    private var ownStateRebuild: ViewIdentity?
    /// The identities the current commit rebuilds.
    private var dirtyThisCommit: Set<ViewIdentity> = []
    private var modifierKinds: [ObjectIdentifier: ModifierKind] = [:]
    private enum LinkPlan {
        case nothing
        case layout(PropertyLayout)
        case reflection
    }

    init<Root: View>(root: Root, environment: EnvironmentValues) {
        self.rootEnvironment = environment
        self.rootEnvironment.viewTasks = tasks
        self.makeRoot = { inputs in inputs.graph.resolve(root, inputs) }
    }

    /// Whether a state change is waiting for the next commit.
    var needsUpdate: Bool { rootDirty || !invalidations.isEmpty }

    /// Replaces the root view; the next commit resolves it anew (state is kept where identities match).
    func setRoot<Root: View>(_ root: Root) {
        makeRoot = { inputs in inputs.graph.resolve(root, inputs) }
        invalidateRoot()
    }

    func invalidateRoot() {
        rootDirty = true
        invalidations.invalidate(.root, transaction: Transaction())
    }

    /// Re-resolves what is dirty. Returns the transaction of the changes and the identities removed.
    ///
    /// Only the rebuilt subtrees are walked: every identity below a custom view's node lies under
    /// its `body` step, so what a rebuild removes or adds is the difference between the identities
    /// of its old and new children, and nothing elsewhere in the tree can share them.
    func update() -> (transaction: Transaction, removed: Set<ViewIdentity>) {
        commitCount += 1
        appearedThisCommit = []
        appearActions = []
        let (dirty, transaction) = invalidations.drain()
        dirtyThisCommit = dirty
        defer { dirtyThisCommit = [] }
        var change = SubtreeChange()
        replacedGeometry = [:]
        rebuiltViews = []
        if rootDirty || root == nil {
            rootDirty = false
            root?.forEachNode { node in
                if let geometry = node.lastGeometry { replacedGeometry[node.identity] = geometry }
            }
            let inputs = ResolveInputs(identity: .root, environment: rootEnvironment, graph: self)
            let nodes = makeRoot(inputs)
            let newRoot = nodes.count == 1 ? nodes[0] : inputs.node(CompositeContent(kindName: "Root"), children: nodes)
            root = newRoot
            change.before = liveIdentities
            newRoot.forEachNode { change.after.insert($0.identity) }
        } else if !dirty.isEmpty, let root {
            var ancestors: [ViewNode] = []
            rebuildDirty(root, dirty, &change, &ancestors)
        }
        let removed = change.before.subtracting(change.after)
        appearedThisCommit = change.after.subtracting(change.before)
        liveIdentities.subtract(removed)
        liveIdentities.formUnion(appearedThisCommit)
        if !removed.isEmpty {
            for id in removed {
                storage[id] = nil
                observedValues[id] = nil
                if let action = disappearActions.removeValue(forKey: id) { pendingActions.append(action) }
                if let action = removalActions.removeValue(forKey: id) { pendingActions.append(action) }
            }
        }
        if !pendingAppears.isEmpty {
            // Views that appeared in an earlier round of this commit: a rebuild since then hands
            // them a newer action; a removal drops theirs.
            if !removed.isEmpty { pendingAppears.removeAll { removed.contains($0.identity) } }
            for (identity, action) in appearActions where !appearedThisCommit.contains(identity) {
                if let index = pendingAppears.firstIndex(where: { $0.identity == identity }) {
                    pendingAppears[index].action = action
                }
            }
        }
        for (identity, action) in appearActions where appearedThisCommit.contains(identity) {
            pendingAppears.append((identity, action))
        }
        appearActions = []
        return (transaction, removed)
    }

    /// What one commit's rebuilds replaced: the identities of the old and the new subtrees.
    private struct SubtreeChange {
        var before = Set<ViewIdentity>()
        var after = Set<ViewIdentity>()

        /// Records one rebuild and hands each new node the geometry last drawn for its identity.
        ///
        /// A body that resolved to the same identities in the same order (the usual case: a value
        /// changed, not the structure) adds no identities, and its nodes take the geometry of the
        /// old nodes at the same positions: comparing the two lists in order is much cheaper than
        /// hashing both, because the new identities are new objects that compare by walking up
        /// to the rebuilt view. Otherwise both sets grow and the old geometry is indexed by
        /// identity (`replaced`).
        @MainActor mutating func add(
            old: [ViewNode], new: [ViewNode], replaced: inout [ViewIdentity: Renderer.Geometry]
        ) {
            if old.count == new.count,
                zip(old, new).allSatisfy({ Self.carryOver(from: $0, to: $1, parentsEqual: false) })
            {
                return
            }
            for child in old {
                child.forEachNode { node in
                    before.insert(node.identity)
                    if let geometry = node.lastGeometry { replaced[node.identity] = geometry }
                }
            }
            for child in new { child.forEachNode { after.insert($0.identity) } }
        }

        /// Walks an old and a new subtree in step while they have the same identities and shapes,
        /// giving each new node its old counterpart's geometry. Returns whether they matched
        /// throughout (a node already given its geometry keeps it: its identity matched).
        ///
        /// `parentsEqual` says the two nodes' parents have equal identities, so identities that
        /// each extend their parent's by one step are equal when that step is.
        @MainActor private static func carryOver(from old: ViewNode, to new: ViewNode, parentsEqual: Bool) -> Bool {
            // A node the rebuild kept (a scroll view's content while it scrolls) is in both
            // subtrees, with its own geometry: nothing below it to walk.
            if old === new { return true }
            guard old.children.count == new.children.count else { return false }
            if !parentsEqual || !new.identity.equalsLastStep(of: old.identity) {
                guard old.identity == new.identity else { return false }
            }
            new.lastGeometry = old.lastGeometry
            for index in old.children.indices {
                let oldChild = old.children[index], newChild = new.children[index]
                let direct = oldChild.identity.extends(old.identity) && newChild.identity.extends(new.identity)
                if !carryOver(from: oldChild, to: newChild, parentsEqual: direct) { return false }
            }
            return true
        }
    }

    /// Re-runs the bodies of the dirty custom views at or below `node` (the outermost of nested
    /// ones; it rebuilds the inner), descending only towards dirty identities. A rebuilt node
    /// forgets its layout (recorded in `rebuiltViews`); its ancestors forget what they drew.
    /// Returns whether anything was rebuilt.
    @discardableResult
    private func rebuildDirty(
        _ node: ViewNode, _ targets: Set<ViewIdentity>, _ change: inout SubtreeChange,
        _ ancestors: inout [ViewNode]
    ) -> Bool {
        if targets.contains(node.identity), let rebuild = node.rebuild {
            let old = node.children
            ownStateRebuild = node.identity
            node.children = rebuild()
            ownStateRebuild = nil
            node.resolvedInCommit = commitCount
            change.add(old: old, new: node.children, replaced: &replacedGeometry)
            rebuiltViews.append(RebuiltView(node: node, ancestors: ancestors, answers: node.replaceLayout()))
            return true
        }
        var rebuilt = false
        ancestors.append(node)
        for child in node.children where targets.contains(where: { $0.isDescendant(of: child.identity) }) {
            if rebuildDirty(child, targets, &change, &ancestors) { rebuilt = true }
        }
        ancestors.removeLast()
        if rebuilt { node.renderCache = nil }
        return rebuilt
    }

    // MARK: Resolution

    /// Resolves any view: primitives make their own nodes, custom views get a node whose children
    /// are their body's nodes.
    package func resolve<V: View>(_ view: V, _ inputs: ResolveInputs) -> [ViewNode] {
        switch resolveKind(of: V.self) {
        case .primitive(let type):
            return Self.makeNodes(view, as: type, inputs)
        case .shape(let type):
            return resolveShape(reinterpret(view, as: type), inputs)
        case .askEachValue:
            if let primitive = view as? any PrimitiveView { return primitive.makeNodes(inputs) }
            if let shape = view as? any Shape { return resolveShape(shape, inputs) }
        case .custom:
            break
        }
        let node = inputs.node(CompositeContent(type: V.self))
        node.rebuild = { [unowned self, unowned node] in self.evaluateBody(view, inputs, node) }
        node.children = evaluateBody(view, inputs, node)
        return [node]
    }

    /// How values of `type` are resolved (decided once per type, see `ResolveKind`).
    func resolveKind<V: View>(of type: V.Type) -> ResolveKind {
        Self.remembered(in: &resolveKinds, for: type) { ResolveKind.of(type) }
    }

    /// How values of modifier `type` are applied (decided once per type).
    func modifierKind<M: ViewModifier>(of type: M.Type) -> ModifierKind {
        Self.remembered(in: &modifierKinds, for: type) { ModifierKind.of(type) }
    }

    /// The value kept for `type` in `table`, made by `make` the first time.
    private static func remembered<Value>(
        in table: inout [ObjectIdentifier: Value], for type: Any.Type,
        _ make: () -> Value
    ) -> Value {
        let key = ObjectIdentifier(type)
        if let known = table[key] { return known }
        let value = make()
        table[key] = value
        return value
    }

    private static func makeNodes<V: View, P: PrimitiveView>(_ view: V, as type: P.Type, _ inputs: ResolveInputs)
        -> [ViewNode]
    {
        reinterpret(view, as: P.self).makeNodes(inputs)
    }

    /// Resolves a view known only as an existential.
    func resolveAny(_ view: any View, _ inputs: ResolveInputs) -> [ViewNode] {
        resolve(view, inputs)
    }

    /// Whether the views below `identity` that the running body resolves are the ones it resolved
    /// last time: the body is that of a custom view running again for a change of its own state
    /// (its value, and so what it passes down, is the one it was last resolved with), and nothing
    /// below `identity` is to be rebuilt in this commit. A view that keeps its content's nodes
    /// across such commits (a scroll view's content while it scrolls) may then reuse them.
    package func resolvesUnchangedContent(below identity: ViewIdentity) -> Bool {
        guard let rebuilding = ownStateRebuild, bodyOwners.last == rebuilding else { return false }
        return !dirtyThisCommit.contains { $0.isDescendant(of: identity) }
    }

    private func evaluateBody<V: View>(_ view: V, _ inputs: ResolveInputs, _ node: ViewNode) -> [ViewNode] {
        bodyOwners.append(inputs.identity)
        defer { bodyOwners.removeLast() }
        let isNew = storage[inputs.identity] == nil
        linkProperties(of: view, type: V.self, inputs: inputs)
        let invalidator = ViewInvalidator(queue: invalidations, identity: inputs.identity)
        // Why the body runs, for `_printChanges()`: its own invalidation, or its parent's.
        let reason: BodyEvaluationLog.Reason =
            ownStateRebuild == inputs.identity
            ? .dependencies : isNew && storage[inputs.identity] != nil ? .firstAppearance : .parent
        let body = BodyEvaluationLog.with(.init(type: V.self, reason: reason)) {
            withObservationTracking {
                view.body
            } onChange: {
                invalidator.invalidate()
            }
        }
        return resolve(body, inputs.child(.body))
    }

    // MARK: Dynamic properties

    /// The persistent storage of `identity`, created (or reset, when the view's type changed) on demand.
    package func storage(for identity: ViewIdentity, typeID: ObjectIdentifier) -> Storage {
        if let existing = storage[identity], existing.typeID == typeID { return existing }
        let fresh = Storage(typeID: typeID)
        storage[identity] = fresh
        return fresh
    }

    /// Links every `GraphLinkedProperty` stored in `value` (searching nested `DynamicProperty`
    /// structs) to its persistent slot. Types without dynamic properties are remembered and skipped;
    /// types whose field layout decides where the properties are (`PropertyLayout`) are read at
    /// those offsets; the rest are reflected with `Mirror` on every call.
    func linkProperties<T>(of value: T, type: T.Type, inputs: ResolveInputs) {
        let typeID = ObjectIdentifier(T.self)
        let owner = LinkOwner(
            graph: self, identity: inputs.identity, typeID: typeID, type: T.self, environment: inputs.environment)
        var slot = 0
        let plan: LinkPlan
        if let known = linkPlans[typeID] {
            plan = known
        } else if let layout = PropertyLayout.make(for: T.self) {
            recordPropertyNames(of: value, typeID: typeID)
            // The first value is always visited (nested properties' `update()` runs once, as
            // with reflection); a type with nothing to link is skipped from then on.
            plan = .layout(layout)
            linkPlans[typeID] = layout.linksAnything ? plan : .nothing
        } else {
            recordPropertyNames(of: value, typeID: typeID)
            plan = .reflection
        }
        switch plan {
        case .nothing:
            return
        case .layout(let layout):
            withUnsafeBytes(of: value) { bytes in
                guard let base = bytes.baseAddress else { return }
                layout.link(at: base, owner: owner, slot: &slot)
            }
        case .reflection:
            let found = linkChildren(of: value, owner: owner, slot: &slot)
            linkPlans[typeID] = found ? .reflection : .nothing
        }
    }

    private func linkChildren(of value: Any, owner: LinkOwner, slot: inout Int) -> Bool {
        var found = false
        for child in Mirror(reflecting: value).children {
            if let property = child.value as? any GraphLinkedProperty {
                property.link(PropertyLink(owner: owner, slot: slot))
                slot += 1
                found = true
            } else if let nested = child.value as? any DynamicProperty {
                if linkChildren(of: nested, owner: owner, slot: &slot) { found = true }
                var copy = nested
                copy.update()
            }
        }
        return found
    }
}

/// The view whose properties are being linked.
@MainActor
struct LinkOwner {
    unowned let graph: ViewGraph
    let identity: ViewIdentity
    let typeID: ObjectIdentifier
    let type: Any.Type
    let environment: EnvironmentValues
}

/// Where one dynamic property keeps its data: a slot in the storage of the view that declares it.
///
/// Handed to `GraphLinkedProperty/link(_:)` before the owner's body runs.
@MainActor
package struct PropertyLink {
    let owner: LinkOwner
    /// Index of the property among the view's linked properties (declaration order).
    let slot: Int

    /// The environment of the owning view (package: SwiftData's `@Query` reads its context there).
    package var environment: EnvironmentValues { owner.environment }

    /// The persistent object in this slot, created by `make` the first time (or after the type of
    /// object stored there changed).
    package func persistent<Box: AnyObject>(_ make: () -> Box) -> Box {
        let storage = owner.graph.storage(for: owner.identity, typeID: owner.typeID)
        if let existing = storage.slots[slot] as? Box { return existing }
        let box = make()
        storage.slots[slot] = box
        storage.ownerType = owner.type
        if !owner.graph.carriedSeeds.isEmpty, let carriable = box as? any CarriableSlot {
            owner.graph.restoreCarried(into: carriable, identity: owner.identity, type: owner.type, index: slot)
        }
        return box
    }

    /// A handle that marks the owning view dirty; safe to keep and call later from any thread.
    package var invalidator: ViewInvalidator {
        ViewInvalidator(queue: owner.graph.invalidations, identity: owner.identity)
    }
}

/// A property wrapper that keeps data in the view graph under the identity of the view declaring it.
///
/// The graph finds such properties by reflection (caching per view type which types have none) and
/// calls `link(_:)` on each fresh copy of the view before its body runs. A wrapper is a struct that
/// holds a reference; `link` points that reference at the persistent slot. Wrappers defined elsewhere
/// (the engine's `GestureState`) join by conforming in an extension inside `Tactile`.
@MainActor
package protocol GraphLinkedProperty {
    /// Connects this copy of the property to its persistent slot.
    func link(_ link: PropertyLink)
}

/// Marks one view dirty when called; used by state writes and change notifications.
///
/// Safe to keep and to call from any thread. The transaction in effect at the call
/// (`withAnimation`) travels with the invalidation.
package final class ViewInvalidator: Sendable {
    let queue: InvalidationQueue
    let identity: ViewIdentity

    package init(queue: InvalidationQueue, identity: ViewIdentity) {
        self.queue = queue
        self.identity = identity
    }

    package func invalidate() { queue.invalidate(identity, transaction: Transaction.current) }

    /// Marks the view dirty with an explicit transaction (a gesture state write carries its own).
    func invalidate(transaction: Transaction) { queue.invalidate(identity, transaction: transaction) }
}

/// The identities invalidated since the last commit, and the transaction they carry.
///
/// Written from any thread (state writes, `objectWillChange`, Observation's change callbacks) and
/// drained by the commit on the main actor. The first invalidation after a drain calls
/// `onFirstInvalidation` on the writing thread, unless a host that commits them itself is
/// holding the notice (`holdNotice()`).
package final class InvalidationQueue: @unchecked Sendable {
    // @unchecked: every stored property is accessed under `lock`, except `notice`, which is
    // atomic. The lock also keeps their accesses from overlapping, so they are exempt from the
    // run-time exclusivity check. A host holds and releases the notice and asks `isEmpty` several
    // times an input: those touch only `notice` (one atomic operation each, no lock).
    private let lock = PlainLock()
    @exclusivity(unchecked) private var dirty: Set<ViewIdentity> = []
    @exclusivity(unchecked) private var transaction = Transaction()
    @exclusivity(unchecked) private var callback: (@Sendable () -> Void)?
    /// The holds in force and whether `dirty` is non-empty (`NoticeWord`). Its waiting bit
    /// changes only under `lock`, right where `dirty` becomes non-empty or empty.
    private let notice = NoticeWord()

    /// Keeps `onFirstInvalidation` quiet until the matching `releaseNotice()`: the caller (a
    /// host handling input) commits what it invalidates before it returns. Calls nest.
    func holdNotice() { _ = notice.add(NoticeWord.hold) }

    /// Ends a `holdNotice()`; the last one calls `onFirstInvalidation` if invalidations are
    /// still waiting (the caller left them uncommitted, or another thread made them meanwhile).
    @inline(__always) func releaseNotice() {
        // The last hold ends with invalidations waiting: an invalidation made while it was held
        // (its `setWaiting` saw a hold) did not notify, so this does; one made after sees no hold
        // and notifies itself.
        if notice.add(-NoticeWord.hold) == NoticeWord.hold | NoticeWord.waiting { notifyAfterHold() }
    }

    /// Calls `onFirstInvalidation` for `releaseNotice()`: out of line, so that the usual
    /// release (nothing waits) is an atomic operation and a compare inlined in the host.
    @inline(never) private func notifyAfterHold() {
        lock.withLock { callback }?()
    }

    var onFirstInvalidation: (@Sendable () -> Void)? {
        get { lock.withLock { callback } }
        set { lock.withLock { callback = newValue } }
    }

    /// Whether no invalidation waits: one atomic load. An invalidation still inside
    /// `invalidate(_:transaction:)` on another thread counts from the moment it sets the bit,
    /// as it did from the moment it released the lock.
    var isEmpty: Bool { !notice.isWaiting }

    package func invalidate(_ identity: ViewIdentity, transaction: Transaction) {
        let notify: (@Sendable () -> Void)? = lock.withLock {
            let wasEmpty = dirty.isEmpty
            dirty.insert(identity)
            if transaction.animation != nil || transaction.disablesAnimations || !transaction.custom.isEmpty {
                self.transaction = transaction
            }
            // The first invalidation since a drain notifies unless a hold is in force.
            guard wasEmpty else { return nil }
            return notice.setWaiting() < NoticeWord.hold ? callback : nil
        }
        notify?()
    }

    func drain() -> (Set<ViewIdentity>, Transaction) {
        lock.withLock {
            defer {
                dirty = []
                transaction = Transaction()
                notice.clearWaiting()
            }
            return (dirty, transaction)
        }
    }
}
