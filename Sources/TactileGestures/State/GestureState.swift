import Foundation

/// A property wrapper type that updates a property while the user performs a gesture and resets
/// the property back to its initial state when the gesture ends.
///
/// Declare it on a view (or any type that builds gestures) and write it from
/// ``Gesture/updating(_:body:)``:
///
/// ```swift
/// @GestureState var isDetectingLongPress = false
///
/// var press: some Gesture {
///     LongPressGesture(minimumDuration: 1)
///         .updating($isDetectingLongPress) { currentState, gestureState, transaction in
///             gestureState = currentState
///         }
/// }
/// ```
///
/// The value returns to its initial value when the attempt ends, fails, is cancelled, or its view
/// is removed, before `onEnded` or `onFailed` run. The wrapped value is read-only: only `updating`
/// writes it.
@propertyWrapper
public struct GestureState<Value> {
    /// Where the value lives. A host that re-creates the owning value (a view re-evaluated by its
    /// parent) links each new location to the first one for the same identity.
    package let location: GestureStateLocation<Value>

    /// Creates a view state that's derived from a gesture.
    public init(wrappedValue: Value) {
        location = GestureStateLocation(initialValue: wrappedValue, resetTransaction: Transaction(), reset: nil)
    }

    /// Creates a view state that's derived from a gesture with an initial value.
    public init(initialValue: Value) {
        self.init(wrappedValue: initialValue)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a
    /// transaction to reset it.
    public init(wrappedValue: Value, resetTransaction: Transaction) {
        location = GestureStateLocation(initialValue: wrappedValue, resetTransaction: resetTransaction, reset: nil)
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// transaction to reset it.
    public init(initialValue: Value, resetTransaction: Transaction) {
        self.init(wrappedValue: initialValue, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a wrapped state value and a
    /// closure that provides a transaction to reset it. The closure receives the value before the
    /// reset and may edit the transaction.
    public init(wrappedValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        location = GestureStateLocation(initialValue: wrappedValue, resetTransaction: Transaction(), reset: reset)
    }

    /// Creates a view state that's derived from a gesture with an initial state value and a
    /// closure that provides a transaction to reset it.
    public init(initialValue: Value, reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: initialValue, reset: reset)
    }

    /// The wrapped value referenced by the gesture state property.
    public var wrappedValue: Value {
        location.value
    }

    /// A binding to the gesture state property: the state itself, to pass to `updating`.
    public var projectedValue: GestureState<Value> {
        self
    }
}

extension GestureState where Value: ExpressibleByNilLiteral {
    /// Creates a view state that's derived from a gesture with a transaction to reset it; the
    /// initial value is `nil`.
    public init(resetTransaction: Transaction = Transaction()) {
        self.init(wrappedValue: nil, resetTransaction: resetTransaction)
    }

    /// Creates a view state that's derived from a gesture with a closure that provides a
    /// transaction to reset it; the initial value is `nil`.
    public init(reset: @escaping (Value, inout Transaction) -> Void) {
        self.init(wrappedValue: nil, reset: reset)
    }
}

/// The storage of a ``GestureState``.
///
/// A host that re-creates the value owning a `GestureState` (SwiftUI re-creates views all the
/// time) links each new location to the persistent one with ``link(to:)``; reads and writes then
/// go to the persistent location.
package final class GestureStateLocation<Value> {
    package let initialValue: Value
    /// The value, behind a pointer allocated once: `updating` reads and writes it from
    /// unspecialized generic code, where a stored property of type `Value` would cost a dynamic
    /// exclusivity check on every access.
    private let storage: UnsafeMutablePointer<Value>
    /// The location this one forwards to, kept alive by this one.
    private var target: GestureStateLocation<Value>? {
        didSet { unretainedTarget = target.map { Unmanaged.passUnretained($0) } }
    }
    /// ``target``, unretained: what ``unretainedRoot`` follows, with no reference counting.
    private var unretainedTarget: Unmanaged<GestureStateLocation<Value>>?
    package var resetTransaction: Transaction
    package var resetHandler: ((Value, inout Transaction) -> Void)?
    /// Who shows the value (the view that declares the state, in Tactile's view layer). The engine
    /// tells it about every write, on the one path a write takes (the session context's
    /// `gestureStateDidChange(_:transaction:)`).
    package var owner: (any GestureStateOwner)? {
        get { ownerStorage }
        set { ownerStorage = newValue }
    }
    /// The storage of ``owner``, private so that the compiler can prove its accesses exclusive (a
    /// `package` stored property is checked at run time on every access).
    private var ownerStorage: (any GestureStateOwner)?

    init(initialValue: Value, resetTransaction: Transaction, reset: ((Value, inout Transaction) -> Void)?) {
        self.initialValue = initialValue
        storage = .allocateValueStorage()
        storage.initialize(to: initialValue)
        self.resetTransaction = resetTransaction
        self.resetHandler = reset
    }

    deinit {
        storage.freeValueStorage(isInitialized: true)
    }

    /// The location that really holds the value.
    package var root: GestureStateLocation<Value> {
        unretainedRoot.takeUnretainedValue()
    }

    /// ``root``, unretained: for a caller that keeps this location alive for as long as it uses
    /// the result (each location keeps its target alive, so the chain keeps the root alive) and
    /// links nothing meanwhile. Finding it costs no reference counting; ``root`` retains it.
    @inline(__always)
    var unretainedRoot: Unmanaged<GestureStateLocation<Value>> {
        var location = Unmanaged.passUnretained(self)
        while let next = location._withUnsafeGuaranteedRef({ $0.unretainedTarget }) { location = next }
        return location
    }

    /// Makes this location forward to `persistent` (which keeps its own value and observer).
    package func link(to persistent: GestureStateLocation<Value>) {
        let persistentRoot = persistent.root
        guard persistentRoot !== self else { return }
        persistentRoot.resetTransaction = resetTransaction
        persistentRoot.resetHandler = resetHandler
        target = persistentRoot
    }

    package var value: Value {
        root.storage.pointee
    }

    /// The value held here, for a location that is its own ``root``.
    var storedValue: Value {
        storage.pointee
    }

    /// Writes `value` here and reports the write, with `transaction`, to the session's context:
    /// for a location that is its own ``root`` (`updating` finds the root once per update and reads
    /// and writes it).
    func store(_ value: Value, transaction: Transaction, _ context: _GestureUpdateContext) {
        storage.pointee = value
        // A state nobody shows (no owner) passes `nil` itself: passing the stored `nil` costs a
        // release of the loaded existential on every write.
        if ownerStorage == nil {
            context.gestureStateDidChange(nil, transaction: transaction)
        } else {
            context.gestureStateDidChange(ownerStorage, transaction: transaction)
        }
    }

    /// Returns the value to its initial value, with the reset transaction (edited by the reset
    /// closure, which sees the value before the reset).
    func reset(_ context: _GestureUpdateContext) {
        let root = self.root
        var transaction = root.resetTransaction
        root.resetHandler?(root.storage.pointee, &transaction)
        root.store(root.initialValue, transaction: transaction, context)
    }
}

/// Who shows a ``GestureState``: told about each write to it, with the write's transaction.
///
/// A host sets one on each state it displays (``GestureStateLocation/owner``); Tactile's view
/// layer sets the view that declares the state, which the write invalidates.
package protocol GestureStateOwner: AnyObject {
    /// The state was written, by `updating` or by a reset, with `transaction`.
    func gestureStateDidChange(transaction: Transaction)
}

// MARK: - Sendable

/// `GestureState` is `Sendable` when its value is, as in SwiftUI (which declares it `@unchecked`
/// too), so a `@GestureState` property keeps a view's initializer nonisolated in Swift 6.
///
/// `@unchecked`: the location is a reference to the value a gesture updates. Sound because one
/// engine owns it: the engine that runs the gesture writes it and resets it, and the view's body
/// reads it, both on the thread that drives that engine (the main actor under `GestureHost`). A
/// gesture state shared by engines running at the same time on different threads is not
/// supported.
extension GestureState: @unchecked Sendable where Value: Sendable {}
