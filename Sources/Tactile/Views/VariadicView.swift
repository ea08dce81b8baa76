import Foundation

/// SwiftUI's underscored custom-container API from before iOS 18's `Group(subviews:)`: a
/// `_VariadicView.Tree` hands the views its content stands for (a tuple's, a `ForEach`'s, …) to
/// its root's `body(children:)`, which lays them out.
///
/// ```swift
/// struct Dividers: _VariadicView.MultiViewRoot {
///     func body(children: _VariadicView.Children) -> some View {
///         ForEach(children) { child in
///             child
///             if child.id != children.last?.id { Divider() }
///         }
///     }
/// }
/// _VariadicView.Tree(Dividers()) { Text("A"); Text("B") }
/// ```
///
/// The children are those `Group(subviews:)` gives (`Subview`), by the same rules; a unary root's
/// body and a multi-view root's body are both placed as the tree's content (Tactile's layout takes
/// a body of several views apart the same way in both cases). View traits (`_ViewTraitKey`) are
/// not built.
public enum _VariadicView {
    /// What a tree's root conforms to.
    public typealias Root = _VariadicView_Root
    /// A root that makes views of the children.
    public typealias ViewRoot = _VariadicView_ViewRoot
    /// The children a root's body is given.
    public typealias Children = _VariadicView_Children
    /// A root whose body is one view.
    public typealias UnaryViewRoot = _VariadicView_UnaryViewRoot
    /// A root whose body is a list of views.
    public typealias MultiViewRoot = _VariadicView_MultiViewRoot

    /// A root and the content whose views it is given.
    public struct Tree<Root: _VariadicView_Root, Content> {
        /// The root.
        public var root: Root
        /// The content.
        public var content: Content

        /// A tree of `root` over the views `content` makes.
        nonisolated public init(_ root: Root, @ViewBuilder content: () -> Content) {
            self.root = root
            self.content = content()
        }
    }
}

/// A root of a `_VariadicView.Tree`.
public protocol _VariadicView_Root {}

/// A root that makes views of the children of its tree's content.
@MainActor @preconcurrency
public protocol _VariadicView_ViewRoot: _VariadicView_Root {
    /// The view the body makes.
    associatedtype Body: View
    /// The view of `children`, the views the tree's content stands for.
    @ViewBuilder func body(children: _VariadicView.Children) -> Body
}

/// A view root whose body is one view.
public protocol _VariadicView_UnaryViewRoot: _VariadicView_ViewRoot {}

/// A view root whose body is a list of views, placed where the tree is as its content's views
/// would have been.
public protocol _VariadicView_MultiViewRoot: _VariadicView_ViewRoot {}

extension _VariadicView.Tree: View where Root: _VariadicView_ViewRoot, Content: View {
    /// The root's body of the content's children.
    public var body: some View {
        root.body(children: _VariadicView_Children(subviewElements(of: content, path: []).map(Subview.init)))
    }
}

/// The views a `_VariadicView.Tree`'s content stands for, in order. It is also a view: all of
/// them, each at its own identity.
public struct _VariadicView_Children: RandomAccessCollection {
    /// One of the views, placeable like any view.
    public struct Element: View, Identifiable {
        /// Its identity within the tree's content.
        public typealias ID = AnyHashable

        let subview: Subview

        nonisolated init(subview: Subview) { self.subview = subview }

        /// Its identity within the tree's content: where it is (its path of positions and
        /// `ForEach` ids).
        nonisolated public var id: AnyHashable { AnyHashable(subview.id) }

        /// The `ForEach` id the view was made for, when it is of type `ID` (the last such id on
        /// its path); `nil` for a view not made by a `ForEach` of such ids.
        nonisolated public func id<ID: Hashable>(as _: ID.Type = ID.self) -> ID? {
            subview.id.path.reversed().lazy.compactMap { $0.base as? ID }.first
        }

        /// The view itself.
        public var body: some View { subview }
    }

    /// A view's position.
    public typealias Index = Int
    /// The positions.
    public typealias Indices = Range<Int>
    /// Iterates over the views.
    public typealias Iterator = IndexingIterator<_VariadicView_Children>
    /// A run of the views.
    public typealias SubSequence = Slice<_VariadicView_Children>

    let elements: [Element]

    nonisolated init(_ subviews: [Subview]) { elements = subviews.map(Element.init(subview:)) }

    /// The first position (0).
    public var startIndex: Int { 0 }
    /// The position after the last view.
    public var endIndex: Int { elements.count }
    /// The view at `index`.
    public subscript(index: Int) -> Element { elements[index] }
}

extension _VariadicView_Children: View {
    /// All the views, each at its own identity.
    public var body: some View {
        ForEach(elements) { $0 }
    }
}
