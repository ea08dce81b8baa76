import Foundation

/// Any `Layout`, its type erased, SwiftUI's `AnyLayout`: switch layouts while keeping the
/// subviews (and their state) the same views.
///
/// ```swift
/// let layout = isWide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
/// layout { Avatar(); Details() }
/// ```
///
/// The subviews keep their identity when the wrapped layout changes, so inside `withAnimation`
/// they move from their old places to their new ones.
public struct AnyLayout: Layout {
    let storage: AnyLayoutBox

    /// `layout`, type-erased.
    nonisolated public init<L: Layout>(_ layout: L) { storage = TypedLayoutBox(layout) }

    /// What the wrapped layout keeps between calls, with the type of layout it was made for.
    public struct Cache {
        var layoutType: ObjectIdentifier
        var value: Any
    }

    private func cached(_ cache: inout Cache, subviews: Subviews) {
        if cache.layoutType != storage.layoutType { cache = makeCache(subviews: subviews) }
    }

    /// The wrapped layout's cache.
    public func makeCache(subviews: Subviews) -> Cache {
        Cache(layoutType: storage.layoutType, value: storage.makeCache(subviews: subviews))
    }

    /// Refreshes the wrapped layout's cache (a new one when the layout's type changed).
    public func updateCache(_ cache: inout Cache, subviews: Subviews) {
        if cache.layoutType != storage.layoutType {
            cache = makeCache(subviews: subviews)
        } else {
            storage.updateCache(&cache.value, subviews: subviews)
        }
    }

    /// The wrapped layout's spacing.
    public func spacing(subviews: Subviews, cache: inout Cache) -> ViewSpacing {
        cached(&cache, subviews: subviews)
        return storage.spacing(subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's size for `proposal`.
    public func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) -> CGSize {
        cached(&cache, subviews: subviews)
        return storage.sizeThatFits(proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// Places the subviews as the wrapped layout does.
    public func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout Cache) {
        cached(&cache, subviews: subviews)
        storage.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's horizontal guide.
    public func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        cached(&cache, subviews: subviews)
        return storage.explicitAlignment(
            of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }

    /// The wrapped layout's vertical guide.
    public func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews,
        cache: inout Cache
    ) -> CGFloat? {
        cached(&cache, subviews: subviews)
        return storage.explicitAlignment(
            of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &cache.value)
    }
}

extension AnyLayout: LayoutPropertiesOfInstance {
    var instanceProperties: LayoutProperties { storage.properties }
}

/// The wrapped layout of an `AnyLayout`, called with its cache as `Any`.
class AnyLayoutBox: @unchecked Sendable {
    var layoutType: ObjectIdentifier { fatalError("abstract") }
    @MainActor var properties: LayoutProperties { fatalError("abstract") }
    @MainActor func makeCache(subviews: LayoutSubviews) -> Any { fatalError("abstract") }
    @MainActor func updateCache(_ cache: inout Any, subviews: LayoutSubviews) { fatalError("abstract") }
    @MainActor func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing { fatalError("abstract") }
    @MainActor func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any) -> CGSize {
        fatalError("abstract")
    }
    @MainActor func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any
    ) { fatalError("abstract") }
    @MainActor func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any
    ) -> CGFloat? { fatalError("abstract") }
    @MainActor func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any
    ) -> CGFloat? { fatalError("abstract") }
}

/// The box of a layout of type `L`. Layouts are values set once, so the box is safe to share.
final class TypedLayoutBox<L: Layout>: AnyLayoutBox, @unchecked Sendable {
    nonisolated(unsafe) let layout: L
    init(_ layout: L) { self.layout = layout }

    override var layoutType: ObjectIdentifier { ObjectIdentifier(L.self) }
    @MainActor override var properties: LayoutProperties {
        (layout as? any LayoutPropertiesOfInstance)?.instanceProperties ?? L.layoutProperties
    }

    @MainActor private func typed<R>(_ cache: inout Any, subviews: LayoutSubviews, _ body: (inout L.Cache) -> R) -> R {
        var value = cache as? L.Cache ?? layout.makeCache(subviews: subviews)
        let result = body(&value)
        cache = value
        return result
    }

    @MainActor override func makeCache(subviews: LayoutSubviews) -> Any { layout.makeCache(subviews: subviews) }
    @MainActor override func updateCache(_ cache: inout Any, subviews: LayoutSubviews) {
        typed(&cache, subviews: subviews) { layout.updateCache(&$0, subviews: subviews) }
    }
    @MainActor override func spacing(subviews: LayoutSubviews, cache: inout Any) -> ViewSpacing {
        typed(&cache, subviews: subviews) { layout.spacing(subviews: subviews, cache: &$0) }
    }
    @MainActor override func sizeThatFits(proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any)
        -> CGSize
    {
        typed(&cache, subviews: subviews) { layout.sizeThatFits(proposal: proposal, subviews: subviews, cache: &$0) }
    }
    @MainActor override func placeSubviews(
        in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews, cache: inout Any
    ) {
        typed(&cache, subviews: subviews) {
            layout.placeSubviews(in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
    @MainActor override func explicitAlignment(
        of guide: HorizontalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any
    ) -> CGFloat? {
        typed(&cache, subviews: subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
    @MainActor override func explicitAlignment(
        of guide: VerticalAlignment, in bounds: CGRect, proposal: ProposedViewSize, subviews: LayoutSubviews,
        cache: inout Any
    ) -> CGFloat? {
        typed(&cache, subviews: subviews) {
            layout.explicitAlignment(of: guide, in: bounds, proposal: proposal, subviews: subviews, cache: &$0)
        }
    }
}

extension AnyLayout: Animatable {
    /// The animated data of a type-erased layout: none.
    public typealias AnimatableData = EmptyAnimatableData

    /// The layout's animated data: none, and writing it changes nothing. A layout change inside
    /// `withAnimation` still animates: the renderer moves each subview from its old frame to its
    /// new one, so there are no layout parameters to interpolate.
    nonisolated public var animatableData: EmptyAnimatableData {
        get { EmptyAnimatableData() }
        // The subviews' frames are animated by the renderer; there is no parameter to write.
        set {}
    }
}
