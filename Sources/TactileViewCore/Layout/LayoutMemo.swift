/// Answers a node remembers for its layout (sizes per proposal, alignment guides per size).
///
/// Most nodes are asked one to three questions, so the first ``inlineCapacity`` answers live in
/// the value itself and only more go to a dictionary: a node made by a rebuild (every frame of a
/// drag) then allocates nothing to remember its answers, and looking one up hashes nothing.
/// At most ``limit`` answers are kept; past that the memo starts afresh (a window that keeps
/// resizing), and ``forgotSome`` says so.
struct LayoutMemo<Key: Hashable, Value> {
    /// Answers kept without allocating.
    static var inlineCapacity: Int { 2 }
    /// Answers kept in all before starting afresh: a node is usually asked a handful (a stack's
    /// minimum, maximum and share), so this only bounds a window that keeps resizing.
    static var limit: Int { 32 }

    private var first: (key: Key, value: Value)?
    private var second: (key: Key, value: Value)?
    private var more: [Key: Value] = [:]
    /// Whether answers were dropped to stay within ``limit`` since the last ``removeAll()``.
    private(set) var forgotSome = false

    /// The number of answers kept.
    var count: Int { (first == nil ? 0 : 1) + (second == nil ? 0 : 1) + more.count }

    /// The answer for `key`, if kept.
    subscript(key: Key) -> Value? {
        if let first, first.key == key { return first.value }
        if let second, second.key == key { return second.value }
        return more.isEmpty ? nil : more[key]
    }

    /// Keeps `value` as the answer for `key` (which must not be kept yet).
    mutating func insert(_ value: Value, for key: Key) {
        if first == nil { first = (key, value); return }
        if second == nil { second = (key, value); return }
        if count >= Self.limit {
            removeAll()
            forgotSome = true
            first = (key, value)
            return
        }
        more[key] = value
    }

    /// Forgets every answer (and that any were dropped).
    mutating func removeAll() {
        first = nil
        second = nil
        if !more.isEmpty { more.removeAll() }
        forgotSome = false
    }

    /// Every answer kept, in no particular order.
    var entries: [(key: Key, value: Value)] {
        var out: [(key: Key, value: Value)] = []
        if let first { out.append(first) }
        if let second { out.append(second) }
        for (key, value) in more { out.append((key, value)) }
        return out
    }
}
