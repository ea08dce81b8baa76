// Equality of the combinators' values, written out by hand.
//
// The values are generic types, compared in unspecialized code (an `onChanged` on a combinator
// compares every update's value with the last one delivered). The synthesized `==` switches over
// a tuple of the two operands and compares optionals through `Optional`'s own `==`, each of which
// makes the runtime look up tuple or `Optional` metadata in its caches on every comparison; these
// versions compare case by case. The results are the synthesized ones: same case, equal payloads.
// They are inlinable, so that where the values' types are known (the comparison `onChanged`'s
// node is given is made there), they are compiled specialized.

extension SequenceGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {
    /// Whether both values are in the same stage with equal values.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch lhs {
        case .first(let a):
            guard case .first(let b) = rhs else { return false }
            return a == b
        case .second(let a1, let b1):
            guard case .second(let a2, let b2) = rhs else { return false }
            return a1 == a2 && optionalsEqual(b1, b2)
        }
    }
}

extension ExclusiveGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {
    /// Whether the same gesture succeeded in both, with equal values.
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        switch lhs {
        case .first(let a):
            guard case .first(let b) = rhs else { return false }
            return a == b
        case .second(let a):
            guard case .second(let b) = rhs else { return false }
            return a == b
        }
    }
}

extension SimultaneousGesture.Value: Equatable where First.Value: Equatable, Second.Value: Equatable {
    /// Whether both halves are equal (both absent, or both present and equal).
    @inlinable
    public static func == (lhs: Self, rhs: Self) -> Bool {
        optionalsEqual(lhs.first, rhs.first) && optionalsEqual(lhs.second, rhs.second)
    }
}

/// `a == b` for optionals, without `Optional`'s generic `==`.
@inlinable @inline(__always)
func optionalsEqual<T: Equatable>(_ a: T?, _ b: T?) -> Bool {
    switch a {
    case .some(let x):
        switch b {
        case .some(let y): return x == y
        case .none: return false
        }
    case .none:
        switch b {
        case .some: return false
        case .none: return true
        }
    }
}
