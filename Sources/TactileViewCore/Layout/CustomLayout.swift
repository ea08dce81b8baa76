import Foundation

/// A container that sizes and places its subviews with your own code, SwiftUI's `Layout`.
///
/// ```swift
/// struct Diagonal: Layout {
///     func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize { … }
///     func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
///         for (i, subview) in subviews.enumerated() { subview.place(at: …, proposal: .unspecified) }
///     }
/// }
/// Diagonal { Text("a"); Text("b") }
/// ```
///
/// The cache is made once per commit (`makeCache(subviews:)`) and shared by that commit's calls.
/// A subview left unplaced by `placeSubviews(in:proposal:subviews:cache:)` is placed at the
/// centre of the bounds at its size for `.unspecified`, as SwiftUI does.
///
/// A layout whose `layoutProperties` name a stack orientation lays its subviews out as the
/// elements of a stack along that axis (a `Spacer` among them stretches along it).
///
/// *Approximations*: `explicitAlignment(of:…)` is accepted but not consulted (a custom layout has
/// its guides' default values in stacks); `ViewSpacing` is Tactile's one default spacing and
/// `spacing(subviews:cache:)` is not consulted; the layout does not animate (`animatableData`).
@MainActor
public protocol Layout {
    /// Properties of the layout's kind (its stack orientation).
    static var layoutProperties: LayoutProperties { get }
    /// Values kept between the calls of one layout.
    associatedtype Cache = Void
    /// The subviews, as the layout sees them.
    typealias Subviews = LayoutSubviews

    /// The spacing the layout prefers around itself.
    func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing

    /// The layout's size for `proposal`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize
    /// Places every subview inside `bounds` (its origin is the layout's top-leading corner).
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache)
    /// Makes the cache.
    func makeCache(subviews: Subviews) -> Cache
    /// Refreshes the cache when the subviews change.
    func updateCache(_ cache: inout Cache, subviews: Subviews)
    /// The layout's own value for a horizontal guide (`nil`: the default).
    func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
    /// The layout's own value for a vertical guide (`nil`: the default).
    func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat?
}

extension Layout where Cache == Void {
    /// No cache.
    public func makeCache(subviews: Subviews) {}
}

extension Layout {
    /// No stack orientation.
    public static var layoutProperties: LayoutProperties { LayoutProperties() }

    /// The default spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing { ViewSpacing() }

    /// Makes a new cache.
    public func updateCache(_ cache: inout Cache, subviews: Subviews) { cache = makeCache(subviews: subviews) }

    /// No explicit horizontal guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// No explicit vertical guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? { nil }

    /// A view that lays out `content`'s views with this layout.
    public func callAsFunction<V: View>(@ViewBuilder _ content: () -> V) -> some View {
        CustomLayoutView(layout: self, content: content())
    }
}

/// The preferred spacing around a subview, SwiftUI's `ViewSpacing`.
///
/// *Approximation*: Tactile has one default spacing, so every distance is 8 pt (0 from `.zero`).
public struct ViewSpacing: Sendable {
    let isZero: Bool

    /// The default spacing.
    public init() { isZero = false }

    /// No spacing.
    public static let zero = ViewSpacing(isZero: true)

    private init(isZero: Bool) { self.isZero = isZero }

    /// Merges `other` into this spacing (on any `edges`: Tactile's spacing is the same on all):
    /// the result has the default spacing unless both are zero.
    public mutating func formUnion(_ other: ViewSpacing, edges: Edge.Set = .all) {
        self = union(other, edges: edges)
    }

    /// This spacing merged with `other` (see `formUnion(_:edges:)`).
    public func union(_ other: ViewSpacing, edges: Edge.Set = .all) -> ViewSpacing {
        isZero && other.isZero ? .zero : ViewSpacing()
    }

    /// The distance between a view with this spacing and `next` along `axis`.
    public func distance(to next: ViewSpacing, along axis: Axis) -> CGFloat {
        isZero || next.isZero ? 0 : LayoutDefaults.spacing
    }
}

/// A key for a value views give their containing layout (`View/layoutValue(key:value:)`),
/// SwiftUI's `LayoutValueKey`.
public protocol LayoutValueKey {
    /// The value's type.
    associatedtype Value
    /// The value of a subview that sets none.
    static var defaultValue: Value { get }
}

/// `layoutValue(key:value:)`: a trait read by a custom layout.
struct LayoutValueContent: NodeContentModifier {
    let key: ObjectIdentifier
    nonisolated(unsafe) let value: Any
    var kindName: String { "layoutValue" }
}

extension View {
    /// Gives this view `value` for `key`, read by the `Layout` that holds it.
    nonisolated public func layoutValue<K: LayoutValueKey>(key: K.Type, value: K.Value) -> some View {
        modifier(LayoutValueContent(key: ObjectIdentifier(key), value: value))
    }
}

/// One subview of a `Layout`, SwiftUI's `LayoutSubview`.
public struct LayoutSubview: Equatable {
    let node: ViewNode
    let context: LayoutContext
    let placement: PlacementLog

    /// The subview's size for `proposal`.
    @MainActor
    public func sizeThatFits(_ proposal: ProposedViewSize) -> CGSize { node.sizeThatFits(proposal, context) }

    /// The subview's size and alignment guides for `proposal`.
    @MainActor
    public func dimensions(in proposal: ProposedViewSize) -> ViewDimensions {
        let size = sizeThatFits(proposal)
        let node = self.node
        return ViewDimensions(size: size) { node.explicitGuide($0, size: size) }
    }

    /// The subview's `layoutPriority`.
    @MainActor
    public var priority: Double { node.trait { ($0 as? LayoutPriorityContent)?.priority } ?? 0 }

    /// The subview's preferred spacing.
    @MainActor
    public var spacing: ViewSpacing { ViewSpacing() }

    /// The value the subview gives `key` (`View/layoutValue(key:value:)`), or the key's default.
    @MainActor
    public subscript<K: LayoutValueKey>(key: K.Type) -> K.Value {
        node.trait { content in
            (content as? LayoutValueContent).flatMap { $0.key == ObjectIdentifier(key) ? $0.value as? K.Value : nil }
        } ?? K.defaultValue
    }

    /// Places the subview with its `anchor` at `position`, at its size for `proposal`.
    @MainActor
    public func place(at position: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) {
        var size = sizeThatFits(proposal)
        if !size.width.isFinite || size.width < 0 { size.width = 0 }
        if !size.height.isFinite || size.height < 0 { size.height = 0 }
        let x = position.x.isFinite ? position.x : 0, y = position.y.isFinite ? position.y : 0
        let origin = CGPoint(x: x - anchor.x * size.width, y: y - anchor.y * size.height)
        node.place(at: origin, size: size, context)
        placement.placed.insert(ObjectIdentifier(node))
    }

    public static func == (lhs: LayoutSubview, rhs: LayoutSubview) -> Bool { lhs.node === rhs.node }
}

/// The subviews of a `Layout`, SwiftUI's `LayoutSubviews`.
public struct LayoutSubviews: RandomAccessCollection, Equatable {
    let elements: [LayoutSubview]

    /// The layout direction of the layout's environment: a layout that places its subviews from
    /// the leading edge reads it to place them from the right in a right-to-left environment.
    public var layoutDirection: LayoutDirection = .leftToRight

    /// The first index.
    public var startIndex: Int { 0 }
    /// One past the last index.
    public var endIndex: Int { elements.count }

    /// The subview at `index`.
    public subscript(index: Int) -> LayoutSubview { elements[index] }
}

/// Which subviews a layout pass placed.
@MainActor
final class PlacementLog {
    var placed: Set<ObjectIdentifier> = []
}

/// A `Layout` applied to content.
struct CustomLayoutView<L: Layout, Content: View>: View {
    let layout: L
    let content: Content
    typealias Body = Never
}

extension CustomLayoutView: PrimitiveView {
    func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        let children = inputs.graph.resolve(content, inputs.child(.content))
        let content = CustomLayoutContent(
            layout: layout, cache: CacheBox(), layoutDirection: inputs.environment.layoutDirection)
        return [inputs.node(content, children: children)]
    }
}

/// The cache of one commit's layout.
@MainActor
final class CacheBox<Cache> {
    var cache: Cache?
}

/// The node of a custom layout: asks the layout for its size and its subviews' places.
struct CustomLayoutContent<L: Layout>: NodeContent {
    let layout: L
    let cache: CacheBox<L.Cache>
    let layoutDirection: LayoutDirection
    var kindName: String { TypeNames.kindName(of: L.self) }
    var passesTraitsThrough: Bool { false }

    private func subviews(_ node: ViewNode, _ log: PlacementLog) -> LayoutSubviews {
        let orientation = (layout as? any LayoutPropertiesOfInstance)?.instanceProperties.stackOrientation
        let context = LayoutContext(stackAxis: orientation ?? L.layoutProperties.stackOrientation)
        return LayoutSubviews(
            elements: node.children.map { LayoutSubview(node: $0, context: context, placement: log) },
            layoutDirection: layoutDirection)
    }

    private func withCache<R>(_ subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var value = cache.cache ?? layout.makeCache(subviews: subviews)
        let result = body(&value)
        cache.cache = value
        return result
    }

    func sizeThatFits(_ proposal: ProposedViewSize, node: ViewNode, context: LayoutContext) -> CGSize {
        let subviews = subviews(node, PlacementLog())
        let size = withCache(subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
        return CGSize(
            width: size.width.isFinite ? max(size.width, 0) : 0, height: size.height.isFinite ? max(size.height, 0) : 0)
    }

    func placeChildren(of node: ViewNode, in size: CGSize, context: LayoutContext) {
        let log = PlacementLog()
        let subviews = subviews(node, log)
        let bounds = CGRect(origin: .zero, size: size)
        withCache(subviews) {
            layout.placeSubviews(in: bounds, proposal: ProposedViewSize(size), subviews: subviews, cache: &$0)
        }
        for subview in subviews where !log.placed.contains(ObjectIdentifier(subview.node)) {
            subview.place(at: CGPoint(x: bounds.midX, y: bounds.midY), anchor: .center, proposal: .unspecified)
        }
    }

    // A layout's own alignment guides are not consulted (see the type's documentation).
    func explicitAlignment(_ id: AlignmentKey, node: ViewNode, size: CGSize) -> CGFloat? { nil }
}

/// Layout properties of a kind of layout, SwiftUI's `LayoutProperties`.
public struct LayoutProperties: Sendable {
    /// Properties with no stack orientation.
    public init() {}
    /// The axis the layout stacks its subviews along, if it is a stack (`nil`: it is not).
    public var stackOrientation: Axis?
}

/// A layout whose properties depend on the value, not only the type (`AnyLayout`).
@MainActor
protocol LayoutPropertiesOfInstance {
    var instanceProperties: LayoutProperties { get }
}

// MARK: - Sendable

/// `LayoutSubviews` is `Sendable` as in SwiftUI, so a `Layout`'s nonisolated code may hold it.
///
/// `@unchecked`: its elements refer to the view nodes being laid out. Sound because everything that
/// reads a node (`sizeThatFits`, `dimensions`, `place`, `priority`, layout values) is main-actor
/// isolated; `==` compares identities, and the rest of the collection reads only the array and the
/// layout direction. (A single `LayoutSubview` is not `Sendable`, as in SwiftUI.)
extension LayoutSubviews: @unchecked Sendable {}
