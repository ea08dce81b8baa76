import Foundation
import Tactile

// Every bound the playground puts on what a page may send, in one place, each with the reason for
// its value. Documented for people in Docs/Playground.md ("Limits").

/// The bounds on what one connection may send; exceeding one closes the connection with an error
/// message (WebSocket close code 1008, policy violation).
public struct SessionLimits: Codable, Sendable, Hashable {
    /// Largest message accepted, in bytes.
    public var maxMessageBytes: Int
    /// Most events in one message.
    public var maxEventsPerMessage: Int
    /// Messages per second allowed on average (a token bucket refilled at this rate).
    public var messagesPerSecond: Double
    /// The bucket's size: how many messages may arrive at once after a quiet spell.
    public var messageBurst: Double
    /// Most events the session's trace keeps (the first ones; later events still run but are not
    /// recorded, and the trace says so in its `source`).
    public var maxTraceEvents: Int

    /// 16 KiB per message, 16 events each, 600 messages a second with bursts of 300: several times
    /// what a 120 Hz pointer with ten fingers sends. 10,000 trace events: about 80 s of one pointer
    /// at 120 Hz (the part of a session worth replaying is seldom longer), kept as engine events of
    /// 48 bytes: 480 KB for a session that fills its trace, 60 MB if all 128 sessions do.
    public static let standard = SessionLimits(
        maxMessageBytes: 16 * 1024, maxEventsPerMessage: 16,
        messagesPerSecond: 600, messageBurst: 300, maxTraceEvents: 10_000)

    /// Limits with the given values; ``standard`` gives the reasons for the usual ones.
    public init(
        maxMessageBytes: Int, maxEventsPerMessage: Int, messagesPerSecond: Double, messageBurst: Double,
        maxTraceEvents: Int = 10_000
    ) {
        self.maxMessageBytes = maxMessageBytes
        self.maxEventsPerMessage = maxEventsPerMessage
        self.messagesPerSecond = messagesPerSecond
        self.messageBurst = messageBurst
        self.maxTraceEvents = maxTraceEvents
    }
}

/// The range an event's numbers must lie in to be run: the session's ``GestureHost`` gets these as
/// its ``InputBounds`` (the host is the one place that checks them). An event outside it is refused
/// with an `outOfBounds` diagnostic, which the frame's `diagnostics` carries; the connection stays
/// open. (JSON cannot carry a non-finite number: such a message is refused as malformed.)
///
/// The bounds are far beyond anything a page sends, and close enough that every sum and
/// difference the session computes from them (translations, clock offsets, timer instants in
/// nanoseconds) stays finite and representable.
public enum EventBounds {
    /// Largest accepted `|x|` or `|y|`, in points: a million, about a hundred times the widest
    /// display. Without it, two finite locations such as `±1e308` give an infinite translation,
    /// which JSON cannot carry.
    public static let maxCoordinate: Double = 1_000_000

    /// Largest accepted `|time|`, in seconds on the page's clock: ten million (about 115 days, far
    /// longer than a page stays open). Without it, an event stamped `-1e300` put the session's
    /// timer beyond what a `Duration` in nanoseconds can hold (about 292 years) and stopped the
    /// server.
    public static let maxTime: Double = 10_000_000

    /// The bounds as a host takes them.
    public static let inputBounds = InputBounds(maxCoordinate: maxCoordinate, maxTime: maxTime)
}

/// The bounds the server keeps on the WebSocket layer, on plain HTTP connections and on all
/// connections together.
public struct ServerLimits: Sendable, Hashable {
    /// Most sessions open at once. One more page gets an `error` message and close code 1013
    /// (try again later) without a scene being built.
    public var maxSessions: Int
    /// Largest WebSocket frame accepted, in bytes. A frame whose header announces more is refused
    /// by the WebSocket layer before its payload is read: close code 1009 (message too big),
    /// without an error message.
    public var maxFrameBytes: Int
    /// Most messages queued for one page that has not read them yet; when more come, the oldest
    /// are dropped (the newest frame shows the whole scene, so a page that catches up is right).
    public var maxQueuedMessages: Int
    /// How often the server pings each page. A page that has not answered the previous ping by
    /// the next one is closed.
    public var pingInterval: Duration
    /// How long a new connection has to send the head of its first request (request line and
    /// headers) in full; a connection that has not is closed without an answer.
    public var requestHeadTimeout: Duration
    /// How long a plain HTTP connection may stay quiet between requests, or in the middle of one
    /// (after its head, between parts of its body), before it is closed. WebSockets are not
    /// affected: their pings (``pingInterval``) watch them.
    public var idleTimeout: Duration
    /// Most connections held at once, WebSockets and plain HTTP together. While that many are
    /// open the server accepts no more: new ones wait in the kernel's queue of pending
    /// connections (``pendingConnections``) until a place frees, and beyond it are refused. The
    /// bound is checked before each read of the listening socket, and one read accepts up to four
    /// connections (NIO's default), so up to three more than this may be held.
    public var maxConnections: Int
    /// The length of the kernel's queue of connections not yet accepted (the listen backlog).
    public var pendingConnections: Int

    /// 128 sessions, frames up to 64 KiB, 512 messages queued per page, pings every 5 s; 10 s for a
    /// request's head, 15 s idle, 512 connections held, 256 waiting.
    ///
    /// - 128 sessions: well over the hundred pages a class opening the playground at once would
    ///   need, and few enough that their memory stays small (about 60 KB a session with its
    ///   connection, measured as +6 MB for 100 open; 8 MB for all;
    ///   a page that stops reading adds at most its queue of frames) and that the one main actor
    ///   all sessions share keeps answering: every session's input, timers and animation frames
    ///   run there, one at a time.
    /// - 64 KiB is four times ``SessionLimits/maxMessageBytes``, and bounds a message's frames
    ///   put together as well as one frame: a message somewhat over the message limit still
    ///   arrives whole and is refused with an explanation by the session, the one place that
    ///   checks the message limit (an `error` message and 1008), while a frame far over it is
    ///   refused from its header, never buffered.
    /// - 512 queued messages: several seconds of frames at the rate a busy page causes (input at
    ///   120 Hz plus 60 Hz animation), and at a few KB a frame, a few MB at most for a page that
    ///   stopped reading.
    /// - 5 s: a page that vanished without closing its connection (a laptop lid shut, a network
    ///   gone) frees its place within 10 s, which matters with 128 places. A ping costs one
    ///   2-byte frame each way; browsers answer it below the page's script. And on Linux, a closed
    ///   connection's cancelled ping timer is freed only when it would have fired (about 0.75 KB
    ///   each): 5 s instead of the library's 30 s keeps that memory a sixth as long.
    /// - 10 s for a request's head: a browser sends the whole head (a few hundred bytes) in its
    ///   first packet, right after connecting, so even a slow mobile link delivers it within a
    ///   second or two; 10 s leaves a wide margin, and a connection that sends half a head (or
    ///   nothing) gives its place and its file descriptor back within 10 s instead of never.
    /// - 15 s idle: a page asks for its files and the scene list within a second of loading and
    ///   opens its WebSocket on a connection of its own, so a kept-alive connection is seldom
    ///   reused after more than a few seconds; 15 s keeps that reuse, and bounds how long a client
    ///   that sent one request (or part of a body) can keep a place.
    /// - 512 connections: room for every session (128) with its WebSocket and the few kept-alive
    ///   connections its browser holds besides (Chromium keeps up to 6 per host; 3 each is
    ///   plenty: 128 × 4 = 512), and half the usual limit of 1,024 open files per process
    ///   (`ulimit -n`), so a flood of connections can never make the server run out of file
    ///   descriptors for its own files and the pages already open.
    /// - 256 waiting: the listen backlog's usual size (Hummingbird's default); a burst of new
    ///   connections while every place is taken waits there instead of being refused at once.
    public static let standard = ServerLimits(
        maxSessions: 128, maxFrameBytes: 64 * 1024, maxQueuedMessages: 512, pingInterval: .seconds(5),
        requestHeadTimeout: .seconds(10), idleTimeout: .seconds(15), maxConnections: 512, pendingConnections: 256)

    /// Bounds with the given values; ``standard`` gives the reasons for the usual ones.
    public init(
        maxSessions: Int, maxFrameBytes: Int, maxQueuedMessages: Int, pingInterval: Duration,
        requestHeadTimeout: Duration = ServerLimits.standard.requestHeadTimeout,
        idleTimeout: Duration = ServerLimits.standard.idleTimeout,
        maxConnections: Int = ServerLimits.standard.maxConnections,
        pendingConnections: Int = ServerLimits.standard.pendingConnections
    ) {
        self.maxSessions = maxSessions
        self.maxQueuedMessages = maxQueuedMessages
        self.maxFrameBytes = maxFrameBytes
        self.pingInterval = pingInterval
        self.requestHeadTimeout = requestHeadTimeout
        self.idleTimeout = idleTimeout
        self.maxConnections = maxConnections
        self.pendingConnections = pendingConnections
    }
}
