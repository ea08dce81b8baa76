// Storage for one value of a type known only at run time.
//
// Nodes keep values of their generic value type behind pointers allocated once, with an
// initialization flag beside them, instead of in an `Optional` (see `_GestureNode`): in the
// unspecialized code the nodes run, every use of an `Optional<Value>` makes the runtime look up
// its type metadata, and every write of a stored property of a generic type is checked for
// exclusivity at run time.

extension UnsafeMutablePointer {
    /// Storage for one value, uninitialized. A value of a zero-sized type (`Void`, the values of
    /// taps and of the hierarchy's composition) occupies no memory and is never read or written
    /// through memory, so it gets an aligned placeholder address instead of an allocation.
    static func allocateValueStorage() -> UnsafeMutablePointer {
        if MemoryLayout<Pointee>.size == 0,
            let placeholder = UnsafeMutablePointer(bitPattern: MemoryLayout<Pointee>.alignment)
        {
            return placeholder
        }
        return .allocate(capacity: 1)
    }

    /// Frees storage from ``allocateValueStorage()``, destroying its value if `isInitialized`.
    func freeValueStorage(isInitialized: Bool) {
        if isInitialized { deinitialize(count: 1) }
        if MemoryLayout<Pointee>.size != 0 { deallocate() }
    }

    /// Destroys the value in storage from ``allocateValueStorage()`` if `isInitialized`, keeping
    /// the memory for the next value (a node reset for reuse: see ``_GestureNodeBase/reset()``).
    func clearValueStorage(isInitialized: Bool) {
        if isInitialized { deinitialize(count: 1) }
    }

    /// Puts `value` in the pointee: assigns over the value there when `isInitialized`,
    /// initializes the memory otherwise.
    @inlinable @inline(__always)
    func store(_ value: Pointee, replacing isInitialized: Bool) {
        if isInitialized {
            pointee = value
        } else {
            initialize(to: value)
        }
    }
}

/// Copies the value at `value` into `storage`, which holds a value to replace when
/// `isInitialized`: made where the value's type is known, so that the copy is specialized code
/// (see ``SimultaneousNode``).
@usableFromInline
typealias ValueCopier<Value> = (
    _ value: UnsafePointer<Value>, _ storage: UnsafeMutablePointer<Value>, _ isInitialized: Bool
) -> Void

/// The one ``ValueCopier``: copies the value at `value` into `storage`, which holds a value to
/// replace when `isInitialized`. Inlined where the closures that call it are made.
@inlinable @inline(__always)
func copyValue<Value>(_ value: UnsafePointer<Value>, into storage: UnsafeMutablePointer<Value>, isInitialized: Bool) {
    storage.store(value.pointee, replacing: isInitialized)
}
