import Foundation

/// A view that draws its content again at each date of a schedule.
///
/// ```swift
/// TimelineView(.periodic(from: .now, by: 1)) { context in
///     Text(context.date, style: .time)
/// }
/// ```
///
/// Dates are the host's virtual time: a `GestureHost` (and a `TouchSimulator`) schedules the
/// next date of the schedule as a deadline, so `GestureHost.advance(to:)` moves the timeline,
/// and the content's date is the host's clock (`TimelineClock`) then. A bare `ViewHost` has no
/// clock: it shows the content once, at the date it was resolved.
public struct TimelineView<Schedule: TimelineSchedule, Content> {
    /// What the content is given: the date it is drawn for, and how often it is drawn.
    public struct Context {
        /// How often a timeline's content is drawn.
        public enum Cadence: Comparable, Sendable, Hashable {
            /// As often as the schedule says.
            case live
            /// About once a second.
            case seconds
            /// About once a minute.
            case minutes
        }

        /// The date the content is drawn for.
        public let date: Date
        /// How often the content is drawn: `Cadence/live` in Tactile, which has no dimmed
        /// display that would slow it.
        public let cadence: Cadence

        /// Asks for the content to be drawn again now.
        ///
        /// *Accepted*: Tactile draws a timeline's content again at each of its dates and whenever
        /// the view changes; there is no cached content to refresh.
        public func invalidateTimelineContent() {}
    }

    nonisolated(unsafe) let schedule: Schedule
    nonisolated(unsafe) let content: (Context) -> Content
}

/// The context of a timeline's content, without the schedule's type.
public typealias TimelineViewDefaultContext = TimelineView<EveryMinuteTimelineSchedule, Never>.Context

extension TimelineView: View where Content: View {
    /// A timeline is primitive: it resolves its content for each date itself.
    public typealias Body = Never

    /// A timeline drawing `content` at each date of `schedule`.
    ///
    /// Disfavoured, as SwiftUI declares it: a closure that does not name its parameter's type
    /// (`{ _ in … }`, `{ context in … }`) picks the form taking ``TimelineViewDefaultContext``,
    /// which would otherwise be ambiguous with this one.
    @_disfavoredOverload
    nonisolated public init(_ schedule: Schedule, @ViewBuilder content: @escaping (Context) -> Content) {
        self.schedule = schedule
        self.content = content
    }

    /// A timeline drawing `content`, given the context without the schedule's type, at each date
    /// of `schedule`.
    nonisolated public init(
        _ schedule: Schedule, @ViewBuilder content: @escaping (TimelineViewDefaultContext) -> Content
    ) {
        self.schedule = schedule
        self.content = { content(TimelineViewDefaultContext(date: $0.date, cadence: $0.cadence.defaultCadence)) }
    }
}

extension TimelineView.Context.Cadence {
    /// Whether `lhs` draws more often than `rhs` (`live` < `seconds` < `minutes`).
    public static func < (lhs: Self, rhs: Self) -> Bool { lhs.rank < rhs.rank }

    /// The cadence's place from most to least frequent.
    private var rank: Int {
        switch self {
        case .live: 0
        case .seconds: 1
        case .minutes: 2
        }
    }

    /// The same cadence, as the default context's.
    var defaultCadence: TimelineViewDefaultContext.Cadence {
        switch self {
        case .live: .live
        case .seconds: .seconds
        case .minutes: .minutes
        }
    }
}

extension TimelineView: PrimitiveView where Content: View {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let node = inputs.node(CompositeContent(kindName: "TimelineView"))
        // Drawn again for each date: the deadline the clock schedules invalidates this node.
        let draw = { [schedule, content] in
            let clock = inputs.graph.timelineClock
            let date = clock.date
            let nodes = inputs.graph.resolve(content(Context(date: date, cadence: .live)), inputs.child(.content))
            if let next = TimelineDates.next(after: date, in: schedule) {
                clock.request(at: next, for: inputs.identity, graph: inputs.graph)
            }
            return nodes
        }
        node.rebuild = draw
        node.children = draw()
        return [node]
    }
}

/// Finding a schedule's next date.
enum TimelineDates {
    /// The most entries looked at to find the next date: a schedule gives its dates in order, so
    /// only a schedule starting far in the past (a periodic one from years ago, at a short
    /// interval) gets near it; such a timeline then stops rather than loop.
    static let searchLimit = 100_000

    /// The first date of `schedule` after `date`, if it has one.
    static func next<S: TimelineSchedule>(after date: Date, in schedule: S) -> Date? {
        var count = 0
        for entry in schedule.entries(from: date, mode: .normal) {
            if entry > date { return entry }
            count += 1
            if count >= searchLimit { return nil }
        }
        return nil
    }
}

/// A window's clock for timelines (`TimelineView`) and the redraws they asked for: the host's
/// virtual time as dates, and the deadlines in the engine's queue that draw each timeline again.
///
/// The clock's date is the wall-clock date when the window's graph was made plus the host's time
/// since: a timeline shows the real time of day when it starts, then moves with the host's time,
/// so tests that advance the host see every date.
@MainActor
final class TimelineClock: GraphFeature {
    /// The date at host time 0.
    private let origin: Date
    /// The host's time, as the engine last told it.
    private(set) var now: TimeInterval = 0
    /// Redraws asked for and not yet handed to the engine: the host time and the view to draw.
    private var waiting: [(time: TimeInterval, identity: ViewIdentity, graph: ViewGraph)] = []
    /// Redraws in the engine's queue, by the view they draw: one each.
    private var scheduled: [ViewIdentity: TimeInterval] = [:]

    init() {
        origin = Date()
    }

    /// The date now, on the host's clock.
    var date: Date { origin.addingTimeInterval(now) }

    /// Draws the view at `identity` again at `date`.
    func request(at date: Date, for identity: ViewIdentity, graph: ViewGraph) {
        let time = now + date.timeIntervalSince(self.date)
        if let already = scheduled[identity], already <= time { return }
        waiting.append((time, identity, graph))
    }

    func schedule(in engine: GestureEngine) {
        now = max(now, engine.now)
        guard !waiting.isEmpty else { return }
        let requests = waiting
        waiting.removeAll()
        for request in requests {
            let time = max(request.time, engine.now)
            if let already = scheduled[request.identity], already <= time { continue }
            scheduled[request.identity] = time
            let identity = request.identity
            _ = engine.scheduleHostDeadline(at: time) { [weak self, weak graph = request.graph] in
                guard let self else { return }
                self.now = max(self.now, time)
                if self.scheduled[identity] == time { self.scheduled[identity] = nil }
                graph?.invalidations.invalidate(identity, transaction: Transaction())
            }
        }
    }

    func latestDeadline(through time: TimeInterval) -> TimeInterval? {
        scheduled.values.filter { $0 <= time }.max()
    }
}

extension ViewGraph {
    /// This graph's clock for timelines.
    var timelineClock: TimelineClock { feature(TimelineClock.self) }
}
