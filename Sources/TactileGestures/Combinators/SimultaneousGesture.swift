import Foundation

/// A gesture containing two gestures that can happen at the same time with neither of them
/// preceding the other.
///
/// Both gestures receive every event. The combined phase:
///
/// | first \ second | possible | active | ended | failed |
/// |---|---|---|---|---|
/// | possible | possible | active | possible | possible |
/// | active | active | active | active | active |
/// | ended | possible | active | ended(a, b) | ended(a, nil) |
/// | failed | possible | active | ended(nil, b) | failed |
///
/// Each gesture's own `onEnded` runs when it ends; the combined `onEnded` runs once both are
/// over and at least one succeeded. A half cancelled by the host (``GestureFailureReason/cancelled``)
/// cancels the other half and fails the whole.
@frozen
public struct SimultaneousGesture<First: Gesture, Second: Gesture>: Gesture {
    /// The value of a simultaneous gesture that indicates which of its two gestures receives
    /// events.
    @frozen
    public struct Value {
        /// The value of the first gesture, `nil` while it has none or after it failed.
        public var first: First.Value?
        /// The value of the second gesture, `nil` while it has none or after it failed.
        public var second: Second.Value?

        // Always inlined: the engine builds these values in unspecialized generic code (a
        // simultaneous gesture whose value is read builds one on every update), where a call
        // would look up this type's and both `Optional`s' metadata again in the runtime's caches
        // after the caller already did (Docs/Decisions.md#specialized-gesture-code).

        /// Creates a value.
        @inlinable @inline(__always)
        public init(first: First.Value?, second: Second.Value?) {
            self.first = first
            self.second = second
        }
    }

    /// The first of two gestures that can happen simultaneously.
    public var first: First
    /// The second of two gestures that can happen simultaneously.
    public var second: Second

    /// Creates a gesture with two gestures that can receive updates or succeed independently of
    /// each other.
    @inlinable
    public init(_ first: First, _ second: Second) {
        self.first = first
        self.second = second
    }

    /// A combinator has no body.
    public typealias Body = Never

    // Inlinable: compiled where the gesture's type is known, the closures that copy the halves'
    // values and build the value are specialized code, with no metadata lookups for the values
    // or their optionals (Docs/Decisions.md#specialized-gesture-code).
    /// Builds the node.
    @inlinable
    public func _makeNode(_ context: _GestureBuildContext) -> _GestureNode<Value> {
        Self.makeNode(
            first: first._makeNode(context), second: second._makeNode(context),
            keepFirst: { copyValue($0, into: $1, isInitialized: $2) },
            keepSecond: { copyValue($0, into: $1, isInitialized: $2) },
            buildValue: { Self.buildValue(into: $0, isInitialized: $1, first: $2, second: $3) })
    }

    /// Writes the value of halves whose values are `first` and `second` (`nil` for a half without
    /// one) into `storage`, which holds a value to replace when `isInitialized`: the one
    /// ``SimultaneousValueBuilder``, inlined where the closures that call it are made.
    @inlinable
    static func buildValue(
        into storage: UnsafeMutablePointer<Value>, isInitialized: Bool, first: UnsafePointer<First.Value>?,
        second: UnsafePointer<Second.Value>?
    ) {
        storage.store(Value(first: first?.pointee, second: second?.pointee), replacing: isInitialized)
    }

    /// The node of this gesture over the nodes of its halves, keeping their values with
    /// `keepFirst` and `keepSecond` and building its own with `buildValue`.
    @usableFromInline
    static func makeNode(
        first: _GestureNode<First.Value>, second: _GestureNode<Second.Value>,
        keepFirst: @escaping ValueCopier<First.Value>, keepSecond: @escaping ValueCopier<Second.Value>,
        buildValue: @escaping SimultaneousValueBuilder<First.Value, Second.Value, Value>
    ) -> _GestureNode<Value> {
        SimultaneousNode<First, Second>(
            first: first, second: second, traceComponent: "SimultaneousGesture", builtFrom: Self.self,
            keepFirst: keepFirst, keepSecond: keepSecond, buildValue: buildValue)
    }

    /// Refreshes both gestures.
    public func _updateNode(_ node: _GestureNodeBase) -> Bool {
        SimultaneousNode<First, Second>.refresh(node, first, second, builtFrom: Self.self)
    }
}

extension SimultaneousGesture.Value: Hashable where First.Value: Hashable, Second.Value: Hashable {}
extension SimultaneousGesture.Value: Sendable where First.Value: Sendable, Second.Value: Sendable {}

/// Writes a simultaneous gesture's value into `storage` (which holds a value to replace when
/// `isInitialized`) from its halves' values, `nil` for a half without one.
@usableFromInline
typealias SimultaneousValueBuilder<FirstValue, SecondValue, Value> = (
    _ storage: UnsafeMutablePointer<Value>, _ isInitialized: Bool, _ first: UnsafePointer<FirstValue>?,
    _ second: UnsafePointer<SecondValue>?
) -> Void

final class SimultaneousNode<First: Gesture, Second: Gesture>:
    PairNode<First.Value, Second.Value, SimultaneousGesture<First, Second>.Value>
{
    typealias Value = SimultaneousGesture<First, Second>.Value

    /// Builds the value: a closure made where the gesture's type is known, so that building it
    /// needs no type metadata from the runtime when that code is specialized.
    private let buildValue: SimultaneousValueBuilder<First.Value, Second.Value, Value>
    /// Copy a half's value into this node's copy of it (closures made like ``buildValue``).
    private let keepFirst: ValueCopier<First.Value>
    private let keepSecond: ValueCopier<Second.Value>

    init(
        first: _GestureNode<First.Value>, second: _GestureNode<Second.Value>, traceComponent: String?,
        builtFrom gestureType: Any.Type?, keepFirst: @escaping ValueCopier<First.Value>,
        keepSecond: @escaping ValueCopier<Second.Value>,
        buildValue: @escaping SimultaneousValueBuilder<First.Value, Second.Value, Value>
    ) {
        self.buildValue = buildValue
        self.keepFirst = keepFirst
        self.keepSecond = keepSecond
        super.init(first: first, second: second, traceComponent: traceComponent, builtFrom: gestureType)
    }

    /// A node whose value is built by unspecialized code (the hierarchy's composition, whose
    /// value nobody reads).
    convenience init(first: _GestureNode<First.Value>, second: _GestureNode<Second.Value>, traceComponent: String?) {
        self.init(
            first: first, second: second, traceComponent: traceComponent, builtFrom: nil,
            keepFirst: { copyValue($0, into: $1, isInitialized: $2) },
            keepSecond: { copyValue($0, into: $1, isInitialized: $2) },
            buildValue: {
                SimultaneousGesture<First, Second>.buildValue(into: $0, isInitialized: $1, first: $2, second: $3)
            })
    }

    // Each half's latest value (copied by `keepFirst` and `keepSecond`), kept after the half's
    // phase stops carrying one, until it fails (see `_GestureNode` for why values live behind
    // pointers).
    private let firstValue = UnsafeMutablePointer<First.Value>.allocateValueStorage()
    private let secondValue = UnsafeMutablePointer<Second.Value>.allocateValueStorage()
    private var isFirstValueInitialized = false
    private var isSecondValueInitialized = false
    /// Whether the first half has a value: it has reported one and has not failed since.
    private var hasFirstValue = false
    private var hasSecondValue = false
    /// Whether each half's value is copied as it is reported: only when this node's value is
    /// read (see ``_GestureNodeBase/isValueRead``), and never for a value of no size (`Void`:
    /// taps, the hierarchy's composition). Decided once per session, so that an update never
    /// asks the runtime for the halves' value types.
    private var keepsFirstValue = true
    private var keepsSecondValue = true

    override func noteValueReaders(_ isRead: Bool) {
        super.noteValueReaders(isRead)
        keepsFirstValue = isRead && MemoryLayout<First.Value>.size != 0
        keepsSecondValue = isRead && MemoryLayout<Second.Value>.size != 0
    }

    deinit {
        firstValue.freeValueStorage(isInitialized: isFirstValueInitialized)
        secondValue.freeValueStorage(isInitialized: isSecondValueInitialized)
    }

    override func reset() {
        super.reset()
        firstValue.clearValueStorage(isInitialized: isFirstValueInitialized)
        secondValue.clearValueStorage(isInitialized: isSecondValueInitialized)
        isFirstValueInitialized = false
        isSecondValueInitialized = false
        hasFirstValue = false
        hasSecondValue = false
        keepsFirstValue = true
        keepsSecondValue = true
    }

    override func start(_ context: _GestureUpdateContext) {
        super.start(context)
        first.start(context)
        second.start(context)
    }

    override func evaluate(_ context: _GestureUpdateContext) -> GesturePhaseKind {
        let a = first.update(context)
        let b = second.update(context)
        // Cancellation is contagious: when the host cancels one half, the whole gesture fails.
        if a == .failed, first.failureReason == .cancelled {
            second.cancel(.cancelled, context)
            return fail(.cancelled)
        }
        if b == .failed, second.failureReason == .cancelled {
            first.cancel(.cancelled, context)
            return fail(.cancelled)
        }
        if a == .failed {
            hasFirstValue = false
        } else if first.hasValue {
            hasFirstValue = true
            if keepsFirstValue {
                keepFirst(first.valuePointer, firstValue, isFirstValueInitialized)
                isFirstValueInitialized = true
            }
        }
        if b == .failed {
            hasSecondValue = false
        } else if second.hasValue {
            hasSecondValue = true
            if keepsSecondValue {
                keepSecond(second.valuePointer, secondValue, isSecondValueInitialized)
                isSecondValueInitialized = true
            }
        }
        switch (a, b) {
        case (.active, _), (_, .active):
            deferValue()
            return .active
        case (.ended, .ended), (.ended, .failed), (.failed, .ended):
            deferValue()
            return .ended
        case (.failed, .failed):
            return follow(a, of: first)
        default:
            if hasFirstValue || hasSecondValue { deferValue() }
            return .possible
        }
    }

    /// Read only when ``_GestureNodeBase/isValueRead``, so the halves' copies are current (a
    /// value of no size needs no copy: every value of it is the same).
    override func materializeValue() {
        assert(isValueRead, "the value of a simultaneous gesture nobody reads was read")
        let first = hasFirstValue ? UnsafePointer(firstValue) : nil
        let second = hasSecondValue ? UnsafePointer(secondValue) : nil
        setValue { storage, isInitialized in buildValue(storage, isInitialized, first, second) }
    }
}
