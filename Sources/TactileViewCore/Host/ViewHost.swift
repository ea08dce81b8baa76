import Foundation

/// Hosts a view tree in a window of a given size: owns the root view and its state, and turns state
/// changes into a new layout, display list and hit-testing geometry.
///
/// ```swift
/// let host = ViewHost(ContentView(), size: CGSize(width: 390, height: 844))
/// host.svg()                       // what the window shows
/// host.hitTest(CGPoint(x: 195, y: 400))?.target
/// // … a state change happens (a gesture callback, a model publishes) …
/// host.update()                    // re-render if anything changed
/// ```
///
/// A commit applies pending state changes, re-runs the bodies of invalidated views, lays out the
/// whole tree (the root is proposed the window's safe area and centred in it, as in a SwiftUI window;
/// the safe area is the whole window unless `safeAreaInsets` are set), draws the `displayList` and records which identities left the tree.
/// State writes (`@State`, `@Binding`, `ObservableObject.objectWillChange`, `@Observable` properties
/// read by a body, `@AppStorage`) only mark the host dirty; call `update()` (or `commit()`) to
/// render. `onNeedsUpdate` tells a driver (a run loop, a test) when that is due.
@MainActor
public final class ViewHost {
    /// The result of a commit.
    public struct CommitResult {
        /// The transaction of the state changes the commit applied (`withAnimation`'s animation).
        public var transaction: Transaction
        /// Identities of views that left the tree (their state is gone; their gestures should be
        /// cancelled).
        public var removedIdentities: Set<ViewIdentity>
    }

    package let graph: ViewGraph

    /// The size of the window in points.
    public var size: CGSize {
        didSet { if size != oldValue { needsLayout = true } }
    }

    /// What the last commit drew.
    public private(set) var displayList = DisplayList()

    /// Identities of the views that left the tree in the last commit.
    public private(set) var removedIdentities: Set<ViewIdentity> = []

    /// The transaction of the last commit.
    public private(set) var lastTransaction = Transaction()

    /// The number of commits so far.
    public var commitCount: Int { graph.commitCount }

    /// Called when the host goes from up to date to needing an update, on the thread of the state
    /// write that caused it (a driver typically schedules `update()` on the main actor).
    ///
    /// A `GestureHost` commits what its gesture callbacks change before its input calls return,
    /// and keeps this quiet meanwhile: it is called for changes from outside input only.
    public var onNeedsUpdate: (@Sendable () -> Void)? {
        get { graph.invalidations.onFirstInvalidation }
        set { graph.invalidations.onFirstInvalidation = newValue }
    }

    // Read by `needsUpdate` after every input: exempt from the run-time exclusivity check, as no
    // code runs inside its plain loads and stores.
    @exclusivity(unchecked) private var needsLayout = true

    /// The attachments of the last hit path (`gestureAttachments(at:)`), until the next render.
    var hitPathAttachments: HitPathAttachments?

    /// The window layers the last render drew (presentations), back to front, each as its path
    /// from the root: hit-tested before the rest of the tree.
    private(set) var windowLayerPaths: [[ViewNode]] = []

    /// The insets of the safe area from the window's edges (a status bar, a home indicator):
    /// the root view is laid out inside them, `ignoresSafeArea` extends views into them and
    /// `GeometryProxy.safeAreaInsets` reports them. Zero by default. Negative and non-finite
    /// insets count as zero.
    public var safeAreaInsets = EdgeInsets() {
        didSet { if safeAreaInsets != oldValue { needsLayout = true } }
    }

    /// The window as layout sees it: its size and its safe area.
    var windowGeometry: WindowGeometry { WindowGeometry(size: size, safeAreaInsets: safeAreaInsets.sanitized) }

    /// The window size every host and the test kit start with unless told otherwise, and the
    /// window of every scene in the example catalogue: 400 × 800 points, a phone's portrait window
    /// in round numbers (a test reads `CGPoint(x: 200, y: 400)` as the middle), close to the
    /// 390 × 844 of an iPhone 12 to 14, which previews of a device use (`PreviewStage.deviceSize`).
    nonisolated public static let defaultSize = CGSize(width: 400, height: 800)

    /// How many commit rounds one commit may run before it stops: each round re-evaluates what the
    /// previous round's actions (`onAppear`, `onChange`, preference and geometry readers) changed.
    /// Eight leaves room for chains of such actions several deep, while a view whose state keeps
    /// changing itself cannot hang its host.
    nonisolated static let maximumCommitRounds = 8

    /// The values the focused view and the scene publish (`View/focusedValue(_:_:)`).
    let focusedValuesStore: FocusedValuesStore
    /// The URLs this window asked the system to open (`openedURLs`).
    let openedURLLog: OpenedURLLog
    /// What this window asked the system to share (`sharedItems`).
    let sharedItemLog: SharedItemLog

    /// Hosts `root` in a window of `size` (default: `defaultSize`, a phone's portrait window)
    /// with the settings of `environment` (colour scheme, text size, layout direction, locale) and
    /// renders it once. `defaults` is the store for `@AppStorage` (default
    /// `UserDefaults.standard`).
    public convenience init<Root: View>(
        _ root: Root, size: CGSize = ViewHost.defaultSize, defaults: UserDefaults? = nil,
        environment windowEnvironment: WindowEnvironment = WindowEnvironment()
    ) {
        self.init(root, size: size, defaults: defaults, environment: windowEnvironment, carriedState: [])
    }

    /// Hosts `root` as `init(_:size:defaults:environment:)` does, and puts the `carriedState`
    /// values written by an earlier build back into the views of the first commit whose keys
    /// match (`carriedStateOutcome` says how many did).
    package init<Root: View>(
        _ root: Root, size: CGSize, defaults: UserDefaults?, environment windowEnvironment: WindowEnvironment,
        carriedState: [CarriedStateEntry]
    ) {
        var environment = EnvironmentValues()
        windowEnvironment.apply(to: &environment)
        self.windowEnvironment = windowEnvironment
        environment.defaultAppStorage = defaults
        environment.sceneStorage = SceneStorageStore()
        let focusedValuesStore = FocusedValuesStore()
        environment.focusedValuesStore = focusedValuesStore
        self.focusedValuesStore = focusedValuesStore
        let openedURLLog = OpenedURLLog()
        environment.setSystemOpenURL { openedURLLog.append($0) }
        self.openedURLLog = openedURLLog
        let sharedItemLog = SharedItemLog()
        environment.systemShare = { sharedItemLog.append($0) }
        self.sharedItemLog = sharedItemLog
        graph = ViewGraph(root: root, environment: environment)
        self.size = size
        if !carriedState.isEmpty { graph.seedCarriedState(carriedState) }
        commit()
        if !carriedState.isEmpty { carriedOutcome = graph.finishCarriedState() }
    }

    /// What became of the carried state handed to the initializer (`carriedStateOutcome`).
    private(set) var carriedOutcome: CarriedStateOutcome?

    /// The settings the window gives its views (`WindowEnvironment`). Changing them re-resolves
    /// the whole tree at the next commit, keeping state where identities match, as a device does
    /// when the user switches to dark mode or a larger text size.
    public var windowEnvironment: WindowEnvironment {
        didSet {
            guard windowEnvironment != oldValue else { return }
            windowEnvironment.apply(to: &graph.rootEnvironment)
            graph.invalidateRoot()
        }
    }

    /// How many tasks the window's views started (`.task`, `.task(id:)`, a pull to refresh's
    /// action) have not returned yet; 0 when the window has no asynchronous work of its own left.
    public var runningTaskCount: Int { graph.tasks.running }

    /// The clock the window's work sleeps on when it calls `Task.sleep(for:)` or
    /// `Task.sleep(nanoseconds:)` without naming a clock: the tasks its views start (`.task`,
    /// `.task(id:)`, a pull to refresh's action) and the `Task { … }`s their actions start while
    /// the host handles an input, lets time pass or commits. `nil` (the default) is the real
    /// clock. The test kit's `TouchSimulator` sets its virtual clock here, so such sleeps end
    /// when the simulator's time reaches them.
    public var taskClock: (any Clock<Duration>)? {
        get { graph.tasks.clockSlot.clock }
        set {
            graph.tasks.clockSlot.clock = newValue
            hasTaskClock = newValue != nil
        }
    }

    /// How many `Task.sleep` calls of the window's work on `taskClock` have begun and not
    /// returned, counted from the call: a driver that lets time pass waits for a sleep that has
    /// begun to reach the clock.
    public var taskSleepsInFlight: Int { graph.tasks.clockSlot.sleepsInFlight }

    /// Whether `taskClock` is set, read on every input without taking the slot's lock.
    private var hasTaskClock = false

    /// Runs `body` (code that may run views' actions) with the window's clock bound for the tasks
    /// it starts; without a `taskClock` it binds nothing, so that an input costs no allocation.
    package func withTaskClock<Result>(_ body: () -> Result) -> Result {
        guard hasTaskClock else { return body() }
        return TaskClockSlot.$current.withValue(graph.tasks.clockSlot) { body() }
    }

    /// Replaces the root view. State is kept where identities (and view types) match.
    public func setRootView<Root: View>(_ root: Root) {
        graph.setRoot(root)
    }

    /// Whether a state change or a resize is waiting for `update()`.
    public var needsUpdate: Bool { graph.needsUpdate || needsLayout }

    /// Commits if anything changed; returns whether it did.
    @discardableResult
    public func update() -> Bool {
        guard needsUpdate else { return false }
        commit()
        return true
    }

    /// Applies pending changes, re-evaluates invalidated bodies, lays out and draws.
    ///
    /// Actions that views schedule for after a commit (`onAppear`, `onChange`, `onDisappear`) run
    /// at its end; if they change state, the host commits again (up to 8 rounds), and the result
    /// gathers every round's removed identities.
    @discardableResult
    public func commit() -> CommitResult {
        var removedAll = Set<ViewIdentity>()
        var transaction = Transaction()
        var rounds = 0
        hitPathAttachments = nil
        graph.postLayout.beginCommit()
        repeat {
            rounds += 1
            let (t, removed) = graph.update()
            if rounds == 1 || t.animation != nil { transaction = t }
            if let completions = t.completions {
                graph.animationCompletionClock.note(completions, animation: t.animation)
            }
            removedAll.formUnion(removed)
            layoutAndRender(transaction: t)
            if let root = graph.root {
                graph.postLayout.observeAfterRendering(root, window: windowGeometry, graph: graph)
            }
            publishFocusedValues()
            // Layout invalidated views (a geometry reader measured a new size, a preference
            // changed): the views that appeared wait for the round that resolves them again.
            let layoutSettled = !graph.needsUpdate
            let actions = graph.pendingActions
            graph.pendingActions.removeAll()
            for action in actions { action() }
            if layoutSettled { runPendingAppears() }
        } while graph.needsUpdate && rounds < Self.maximumCommitRounds
        // A layout that did not settle within the bound: the views that appeared still appear.
        runPendingAppears()
        if graph.needsUpdate { graph.postLayout.noteUnsettled(rounds: rounds) }
        removedIdentities = removedAll
        lastTransaction = transaction
        return CommitResult(transaction: transaction, removedIdentities: removedAll)
    }

    /// Runs the appear actions waiting in the graph (`ViewGraph/pendingAppears`), in tree order.
    private func runPendingAppears() {
        guard !graph.pendingAppears.isEmpty else { return }
        let appears = graph.pendingAppears
        graph.pendingAppears.removeAll()
        for appear in appears { appear.action() }
    }

    private func layoutAndRender(transaction: Transaction) {
        needsLayout = false
        // What a hit test finds, and the attachments' geometry, are the render's.
        hitPathAttachments = nil
        guard let root = graph.root else {
            displayList = DisplayList(size: size)
            windowLayerPaths = []
            return
        }
        // A rebuilt view whose answers (sizes, guides) did not change leaves its ancestors' layout
        // as it was; only its own new children are placed.
        for rebuilt in graph.rebuiltViews where !rebuilt.node.answers(asBefore: rebuilt.answers) {
            for ancestor in rebuilt.ancestors { ancestor.invalidateLayout() }
        }
        let window = windowGeometry
        let safe = window.safeSize, inset = window.safeAreaInsets
        let proposal = ProposedViewSize(safe)
        // The window (less its safe area) is the outermost container for containerRelativeFrame.
        LayoutContainers.with(safe) {
            let rootSize = root.sizeThatFits(proposal, .none)
            let origin = CGPoint(
                x: inset.leading + ((safe.width - rootSize.width) / 2).rounded(.down),
                y: inset.top + ((safe.height - rootSize.height) / 2).rounded(.down))
            root.place(at: origin, size: rootSize, .none)
            for rebuilt in graph.rebuiltViews { rebuilt.node.placeChildrenIfUnplaced(rebuilt.answers) }
        }
        graph.postLayout.adjustBeforeRendering(root, window: window)
        var renderer = Renderer(
            commit: graph.commitCount, transaction: transaction, replacedGeometry: graph.replacedGeometry)
        // By index: a closure given each item copied every item of the list on every frame.
        let previousDrewTransitions = displayList.items.indices.contains {
            displayList.items[$0].transition != nil
        }
        renderer.recordsModifierAnimations = previousDrewTransitions
        // A frame usually draws about as many items as the last one: one allocation for the list
        // instead of one per doubling as it grows.
        renderer.builder.items.reserveCapacity(displayList.items.count)
        var list = renderer.render(root: root, windowSize: size)
        windowLayerPaths = renderer.windowLayers.compactMap { root.path(to: $0) }
        list.attachAnimations(comparingWith: displayList)
        list.noteRemovals(since: displayList, previousDrewTransitions: previousDrewTransitions)
        displayList = list
    }

    // MARK: Reading what is shown

    /// The window as an SVG document (see `DisplayList` for what is drawn).
    public func svg() -> String { SVGWriter.write(displayList) }

    /// The text of every rendered `Text`, in drawing order (lines joined by `\n`).
    public func texts() -> [String] { displayList.items.compactMap(\.text) }

    /// The rendered bounds, in window space with effects applied, of the view with accessibility
    /// identifier `identifier` (the first one in drawing order), or `nil` if none is shown.
    public func frame(ofAccessibilityIdentifier identifier: String) -> CGRect? {
        displayList.groups.first { $0.identifier == identifier }?.frame
    }

    // MARK: Hit testing

    /// The frontmost hit-testable view under `point` (window coordinates) and its ancestors.
    ///
    /// Returns `nil` when nothing hit-testable is there. See `HitTestEntry` for what each entry of
    /// the path carries.
    public func hitTest(_ point: CGPoint) -> HitTestResult? {
        guard let nodes = hitNodes(at: point) else { return nil }
        return HitTestResult(path: nodes.map(HitTester.entry))
    }

    /// The nodes from the frontmost hit view under `point` up to the root, innermost first: the
    /// window layers first, then the tree.
    func hitNodes(at point: CGPoint) -> [ViewNode]? {
        guard let root = graph.root else { return nil }
        if windowLayerPaths.isEmpty { return HitTester.hit(root, point) }
        return HitTester.hit(root, windowLayers: windowLayerPaths, point)
    }

    /// Identities of every view currently in the tree.
    public var liveIdentities: Set<ViewIdentity> {
        var out = Set<ViewIdentity>()
        graph.root?.forEachNode { out.insert($0.identity) }
        return out
    }

    /// A textual dump of the resolved tree with frames, for debugging.
    public func treeDescription() -> String {
        var lines: [String] = []
        func walk(_ node: ViewNode, _ depth: Int) {
            let f = node.bounds.applying(node.transformToWindow)
            lines.append(
                String(repeating: "  ", count: depth)
                    + "\(node.content.kindName) [\(SVGNumber.format(f.minX)), \(SVGNumber.format(f.minY)), \(SVGNumber.format(f.width)) × \(SVGNumber.format(f.height))]"
            )
            for child in node.children { walk(child, depth + 1) }
        }
        if let root = graph.root { walk(root, 0) }
        return lines.joined(separator: "\n")
    }
}
