/// What `/stats.json` reports: the server's sessions and what they hold.
public struct ServerStats: Codable, Sendable, Hashable {
    /// Sessions open on this server (connections that got a scene).
    public var sessions: Int
    /// The most sessions this server opens at once (``ServerLimits/maxSessions``).
    public var maxSessions: Int
    /// Session objects in the process not yet freed; equals `sessions` once closed ones are gone.
    public var liveSessions: Int
    /// Session timers (deadlines, animation frames) in the process still pending.
    public var pendingTimers: Int
    /// Bytes the C allocator has handed out and not had back, or `nil` where it cannot tell
    /// (glibc only). Unlike resident memory, this falls as soon as memory is freed.
    public var heapInUseBytes: Int?
}
