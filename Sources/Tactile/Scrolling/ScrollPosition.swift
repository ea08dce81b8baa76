import Foundation

/// Where a scroll view's content is, or should go: a view by its id, an edge, or an offset
/// (SwiftUI's `ScrollPosition`, bound with `View/scrollPosition(_:anchor:)`).
///
/// ```swift
/// @State private var position = ScrollPosition(edge: .top)
/// ScrollView { … }.scrollPosition($position)
/// Button("Bottom") { position.scrollTo(edge: .bottom) }
/// ```
///
/// Setting a position (`scrollTo(id:anchor:)`, `scrollTo(edge:)`, `scrollTo(point:)` …)
/// moves the scroll view's content after the next layout, in the caller's transaction (inside
/// `withAnimation` it animates). When the user moves the content, the scroll view writes a new
/// position back: `isPositionedByUser` is `true`, `point` and `edge` are `nil`, and
/// `viewID` names the `scrollTargetLayout()` view at the anchor, if there is one.
public struct ScrollPosition: Sendable {
    /// What a position asks for.
    enum Target: Sendable {
        /// Nothing: the content stays where it is.
        case none
        /// The view with this id, brought to `anchor` (`nil`: the least move that shows it).
        case view(id: any Hashable & Sendable, anchor: UnitPoint?)
        /// An edge of the content.
        case edge(Edge)
        /// An offset of the content; a `nil` coordinate stays where it is.
        case offset(x: CGFloat?, y: CGFloat?)
    }

    /// What this position asks for.
    var target: Target
    /// The id type this position was made for: the ids written back are of this type.
    let idType: ObjectIdentifier
    /// An id found in the content as a value of `idType` (`nil`: another type).
    let castID: @Sendable (AnyHashable) -> (any Hashable & Sendable)?

    /// Whether the user put the content where it is (by scrolling) rather than the app.
    public var isPositionedByUser: Bool

    private init<ID: Hashable & Sendable>(target: Target, idType: ID.Type, isPositionedByUser: Bool = false) {
        self.target = target
        self.idType = ObjectIdentifier(idType)
        castID = { $0.base as? ID }
        self.isPositionedByUser = isPositionedByUser
    }

    private init(target: Target, like other: ScrollPosition) {
        self.target = target
        idType = other.idType
        castID = other.castID
        isPositionedByUser = true
    }

    /// A position at the view identified by `id`, its point at `anchor` on the viewport's point at
    /// `anchor` (`nil`: the least move that shows it).
    public init(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        self.init(target: .view(id: id, anchor: anchor), idType: type(of: id))
    }

    /// A position that asks for nothing yet, for views whose ids are of type `idType`.
    public init(idType: (some Hashable & Sendable).Type = Never.self) {
        self.init(target: .none, idType: idType)
    }

    /// A position at `edge` of the content.
    public init(idType: (some Hashable & Sendable).Type = Never.self, edge: Edge) {
        self.init(target: .edge(edge), idType: idType)
    }

    /// A position with the content's point `point` at the viewport's top-leading corner.
    public init(idType: (some Hashable & Sendable).Type = Never.self, point: CGPoint) {
        self.init(target: .offset(x: point.x, y: point.y), idType: idType)
    }

    /// A position with the content's point (`x`, `y`) at the viewport's top-leading corner.
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat, y: CGFloat) {
        self.init(target: .offset(x: x, y: y), idType: idType)
    }

    /// A position with the content's `x` at the viewport's leading edge (the other axis stays).
    public init(idType: (some Hashable & Sendable).Type = Never.self, x: CGFloat) {
        self.init(target: .offset(x: x, y: nil), idType: idType)
    }

    /// A position with the content's `y` at the viewport's top edge (the other axis stays).
    public init(idType: (some Hashable & Sendable).Type = Never.self, y: CGFloat) {
        self.init(target: .offset(x: nil, y: y), idType: idType)
    }

    /// The position the user reached from this one, naming the view with `id` (when it is of
    /// this position's id type).
    func positionedByUser(at id: AnyHashable?) -> ScrollPosition {
        let found = id.flatMap(castID)
        return ScrollPosition(target: found.map { .view(id: $0, anchor: nil) } ?? .none, like: self)
    }
}

extension ScrollPosition {
    /// Scrolls to the view identified by `id`, its point at `anchor` on the viewport's
    /// (`nil`: the least move that shows it).
    public mutating func scrollTo(id: some Hashable & Sendable, anchor: UnitPoint? = nil) {
        target = .view(id: id, anchor: anchor)
        isPositionedByUser = false
    }

    /// Scrolls to `edge` of the content.
    public mutating func scrollTo(edge: Edge) {
        target = .edge(edge)
        isPositionedByUser = false
    }

    /// Scrolls the content's `point` to the viewport's top-leading corner.
    public mutating func scrollTo(point: CGPoint) {
        target = .offset(x: point.x, y: point.y)
        isPositionedByUser = false
    }

    /// Scrolls the content's point (`x`, `y`) to the viewport's top-leading corner.
    public mutating func scrollTo(x: CGFloat, y: CGFloat) {
        target = .offset(x: x, y: y)
        isPositionedByUser = false
    }

    /// Scrolls the content's `x` to the viewport's leading edge; the vertical offset stays.
    public mutating func scrollTo(x: CGFloat) {
        target = .offset(x: x, y: nil)
        isPositionedByUser = false
    }

    /// Scrolls the content's `y` to the viewport's top edge; the horizontal offset stays.
    public mutating func scrollTo(y: CGFloat) {
        target = .offset(x: nil, y: y)
        isPositionedByUser = false
    }
}

extension ScrollPosition {
    /// The edge this position asks for, if it asks for one.
    public var edge: Edge? {
        if case .edge(let edge) = target { return edge }
        return nil
    }

    /// The offset this position asks for, if it names both coordinates (`scrollTo(x:)` or
    /// `scrollTo(y:)` alone: `nil`).
    public var point: CGPoint? {
        if case .offset(let x?, let y?) = target { return CGPoint(x: x, y: y) }
        return nil
    }

    /// The id of the view this position asks for, or (after the user scrolled) of the
    /// `scrollTargetLayout()` view at the anchor.
    public var viewID: (any Hashable & Sendable)? {
        if case .view(let id, _) = target { return id }
        return nil
    }

    /// `viewID` if it is a `T`.
    public func viewID<T: Hashable & Sendable>(type: T.Type) -> T? { viewID as? T }
}

extension ScrollPosition: Equatable {
    /// Whether both ask for the same thing and agree on who positioned the content.
    public static func == (lhs: ScrollPosition, rhs: ScrollPosition) -> Bool {
        guard lhs.isPositionedByUser == rhs.isPositionedByUser, lhs.idType == rhs.idType else { return false }
        switch (lhs.target, rhs.target) {
        case (.none, .none): return true
        case (.view(let a, let anchorA), .view(let b, let anchorB)):
            return AnyHashable(a) == AnyHashable(b) && anchorA == anchorB
        case (.edge(let a), .edge(let b)): return a == b
        case (.offset(let xa, let ya), .offset(let xb, let yb)): return xa == xb && ya == yb
        default: return false
        }
    }
}
