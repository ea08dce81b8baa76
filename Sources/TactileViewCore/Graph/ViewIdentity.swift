/// The structural identity of one node of the resolved view tree.
///
/// An identity is the path from the root: the position of each view in its parent (`body`, a tuple
/// index, an `if` branch, a `ForEach` id, the content of a modifier). Two evaluations of a body that
/// produce a view at the same path address the same node, so its state survives; a path that
/// disappears from the tree takes its state with it.
///
/// Identities are immutable and cheap to extend (one allocation per step) and compare (a cached hash,
/// then a walk up the shorter path).
public struct ViewIdentity: Hashable, Sendable, CustomStringConvertible {
    /// One step of an identity path.
    public enum Component: Hashable, Sendable, CustomStringConvertible {
        /// The root view of a host.
        case root
        /// The body of a custom view.
        case body
        /// The content of a modifier, group or container.
        case content
        /// Element `n` of a view-builder block.
        case index(Int)
        /// Branch `n` of an `if`/`else` (0 is `true`), or the `some` case of an optional view.
        case branch(Int)
        /// The element of a `ForEach` with this id.
        case id(AnyHashableSendable)
        /// The concrete type behind an ``AnyView``.
        case type(ObjectIdentifier)
        /// A view a modifier or container adds beside its content (an overlay, a background, a tab item).
        case attached(String)

        /// A textual description for debugging.
        public var description: String {
            switch self {
            case .root: "root"
            case .body: "body"
            case .content: "content"
            case .index(let i): "\(i)"
            case .branch(let b): "if\(b)"
            case .id(let id): "#\(id)"
            case .type: "type"
            case .attached(let name): name
            }
        }

        package static func id(_ value: AnyHashable) -> Component { .id(AnyHashableSendable(value)) }
    }

    package final class Step: @unchecked Sendable {
        package let parent: Step?
        package let component: Component
        let hash: Int
        package let depth: Int
        /// The component as two integers, for the components that are plain values (all but
        /// `id` and `attached`, whose `plainKind` is ``Step/notPlain``): equal components have
        /// equal pairs, so comparing paths rarely needs to copy and compare the enum.
        let plainKind: Int
        let plainValue: Int

        static let notPlain = -1

        init(parent: Step?, component: Component) {
            self.parent = parent
            self.component = component
            depth = (parent?.depth ?? 0) + 1
            switch component {
            case .root: (plainKind, plainValue) = (0, 0)
            case .body: (plainKind, plainValue) = (1, 0)
            case .content: (plainKind, plainValue) = (2, 0)
            case .index(let i): (plainKind, plainValue) = (3, i)
            case .branch(let b): (plainKind, plainValue) = (4, b)
            case .type(let t): (plainKind, plainValue) = (5, Int(bitPattern: UInt(bitPattern: t.hashValue)))
            case .id, .attached: (plainKind, plainValue) = (Self.notPlain, 0)
            }
            let parentHash = parent?.hash ?? 0
            if plainKind == Self.notPlain {
                var hasher = Hasher()
                hasher.combine(parentHash)
                hasher.combine(component)
                hash = hasher.finalize()
            } else {
                hash = Self.mix(parentHash, plainKind, plainValue)
            }
        }

        /// Combines a parent's hash with a plain component (a multiply–xorshift mix: much cheaper
        /// than `Hasher`, and identities are hashed again by `Hasher` when used as keys).
        private static func mix(_ parent: Int, _ kind: Int, _ value: Int) -> Int {
            var x = UInt64(bitPattern: Int64(parent)) ^ (UInt64(bitPattern: Int64(kind)) &* 0x9E37_79B9_7F4A_7C15)
            x = (x ^ UInt64(bitPattern: Int64(value))) &* 0xBF58_476D_1CE4_E5B9
            x ^= x >> 31
            x = x &* 0x94D0_49BB_1331_11EB
            x ^= x >> 29
            return Int(Int64(bitPattern: x))
        }

        /// Whether this step's component equals `other`'s.
        func hasSameComponent(as other: Step) -> Bool {
            if plainKind != Self.notPlain && other.plainKind != Self.notPlain {
                // `type` components compare by ObjectIdentifier; its hash is not unique, so
                // equal hashes still compare the enum.
                guard plainKind == other.plainKind, plainValue == other.plainValue else { return false }
                return plainKind != 5 || component == other.component
            }
            return component == other.component
        }
    }

    package let step: Step

    /// The identity of a host's root view.
    public static let root = ViewIdentity(step: Step(parent: nil, component: .root))

    /// This identity extended by one step.
    public func appending(_ component: Component) -> ViewIdentity {
        ViewIdentity(step: Step(parent: step, component: component))
    }

    /// The identity this one was extended from, or `nil` for the root.
    public var parent: ViewIdentity? { step.parent.map(ViewIdentity.init(step:)) }

    /// The steps from the root, outermost first.
    public var components: [Component] {
        var out: [Component] = []
        var s: Step? = step
        while let cur = s { out.append(cur.component); s = cur.parent }
        return out.reversed()
    }

    /// Whether this identity is `parent` extended by exactly one step.
    func extends(_ parent: ViewIdentity) -> Bool { step.parent === parent.step }

    /// Whether the last steps are equal; with parents known to be equal (both identities
    /// ``extends(_:)`` equal parents), that makes the identities equal.
    func equalsLastStep(of other: ViewIdentity) -> Bool {
        step === other.step
            || (step.hash == other.step.hash && step.depth == other.step.depth && step.hasSameComponent(as: other.step))
    }

    /// Whether `self` equals `other` or lies below it.
    public func isDescendant(of other: ViewIdentity) -> Bool {
        var s: Step? = step
        while let cur = s, cur.depth >= other.step.depth {
            if cur.depth == other.step.depth { return ViewIdentity(step: cur) == other }
            s = cur.parent
        }
        return false
    }

    /// Whether two values are the same.
    public static func == (lhs: ViewIdentity, rhs: ViewIdentity) -> Bool {
        var a: Step? = lhs.step, b: Step? = rhs.step
        while let x = a, let y = b {
            if x === y { return true }
            if x.hash != y.hash || x.depth != y.depth || !x.hasSameComponent(as: y) { return false }
            a = x.parent; b = y.parent
        }
        return a == nil && b == nil
    }

    /// Hashes the identity (its cached path hash).
    public func hash(into hasher: inout Hasher) { hasher.combine(step.hash) }

    /// The path, e.g. `root/body/0/#7/content`.
    public var description: String { components.map(\.description).joined(separator: "/") }
}

/// An `AnyHashable` that can cross concurrency domains: ids of `ForEach` elements are values.
public struct AnyHashableSendable: Hashable, @unchecked Sendable, CustomStringConvertible {
    /// The wrapped id.
    public let base: AnyHashable
    /// Wraps an id.
    public init(_ base: AnyHashable) { self.base = base }
    /// A textual description for debugging.
    public var description: String { "\(base)" }
}
