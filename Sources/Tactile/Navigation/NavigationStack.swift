import Foundation

/// A view that shows a root view and the views pushed on top of it, each below a navigation bar
/// with its title, toolbar items and (above the root) a back button: SwiftUI's `NavigationStack`.
///
/// ```swift
/// NavigationStack {
///     List(recipes) { recipe in
///         NavigationLink(recipe.name, value: recipe)
///     }
///     .navigationDestination(for: Recipe.self) { RecipeDetail(recipe: $0) }
///     .navigationTitle("Recipes")
/// }
/// ```
///
/// A tap on a `NavigationLink` pushes its destination; the back button, a swipe from the leading
/// edge (`NavigationSwipe`), `@Environment(\.dismiss)` inside a pushed view, or removing values
/// from a bound `path` pops. Views below the top keep
/// their state but are neither drawn nor hit-tested. Without a `path` the stack keeps its own.
public struct NavigationStack<Data, Root: View>: View {
    let path: NavigationPathAccess?
    nonisolated(unsafe) let root: Root
    @State private var ownPath = NavigationPath()
    @State private var pushedLinks: [PushedLink] = []
    @State private var registry = NavigationLinkRegistry()
    @State private var swipe = NavigationSwipe()
    /// How far the edge swipe has moved the top level.
    @State private var swipeOffset: CGFloat = 0

    /// The stack's content.
    public var body: some View {
        let access = path ?? NavigationPathAccess($ownPath)
        let links = $pushedLinks
        let values = access.values()
        let entries = NavigationEntry.merge(values: values, links: pushedLinks)
        let registry = self.registry
        let context = NavigationContext(
            push: { access.append($0) },
            pushLink: { key, view in
                links.wrappedValue.append(PushedLink(key: key, snapshot: view, depth: access.values().count))
            },
            registry: registry)
        NavigationLevels(
            root: root, entries: entries, context: context,
            pop: { levels in
                // Keep the root and the first `levels - 1` entries.
                let kept = entries.prefix(max(0, levels - 1))
                let keptValues = kept.filter(\.isValue).count
                let current = access.values().count
                if current > keptValues { access.removeLast(current - keptValues) }
                links.wrappedValue = kept.compactMap(\.link)
            }, swipe: swipe, swipeOffset: swipeOffset
        )
        .contentShape(Rectangle())
        .simultaneousGesture(swipe.gesture(offset: $swipeOffset))
    }
}

extension NavigationStack where Data == NavigationPath {
    /// A stack that keeps its own path, showing `root` at the bottom.
    nonisolated public init(@ViewBuilder root: () -> Root) {
        self.path = nil
        self.root = root()
    }

    /// A stack whose pushed values are `path` (of any `Hashable` types).
    nonisolated public init(path: Binding<NavigationPath>, @ViewBuilder root: () -> Root) {
        self.path = NavigationPathAccess(path)
        self.root = root()
    }
}

extension NavigationStack
where Data: MutableCollection, Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
    /// A stack whose pushed values are `path`, all of one type; a link's value of another type is
    /// not pushed.
    nonisolated public init(path: Binding<Data>, @ViewBuilder root: () -> Root) {
        self.path = NavigationPathAccess(path)
        self.root = root()
    }
}

/// The older name of ``NavigationStack`` (one column on iOS's compact width): the same stack.
public struct NavigationView<Content: View>: View {
    nonisolated(unsafe) let content: Content
    /// A navigation view showing `content`.
    nonisolated public init(@ViewBuilder content: () -> Content) { self.content = content() }
    /// A stack with `content` at its root.
    public var body: some View { NavigationStack { content } }
}

/// Reads and changes a stack's path, whatever its type.
@MainActor
struct NavigationPathAccess {
    nonisolated(unsafe) let values: () -> [AnyHashable]
    nonisolated(unsafe) let append: (AnyHashable) -> Void
    nonisolated(unsafe) let removeLast: (Int) -> Void

    nonisolated init(_ path: Binding<NavigationPath>) {
        values = { path.wrappedValue.elements }
        append = { path.wrappedValue.elements.append($0) }
        removeLast = { path.wrappedValue.removeLast($0) }
    }

    nonisolated init<Data>(_ path: Binding<Data>)
    where Data: RandomAccessCollection, Data: RangeReplaceableCollection, Data.Element: Hashable {
        values = { path.wrappedValue.map { AnyHashable($0) } }
        append = { value in
            if let element = value.base as? Data.Element { path.wrappedValue.append(element) }
        }
        removeLast = { k in path.wrappedValue.removeLast(min(max(0, k), path.wrappedValue.count)) }
    }
}

/// One pushed level: a path value or a link's view.
enum NavigationEntry {
    case value(AnyHashable)
    case link(PushedLink)

    var isValue: Bool { if case .value = self { true } else { false } }
    var link: PushedLink? { if case .link(let link) = self { link } else { nil } }

    /// The levels above the root, bottom first: each link's view goes above the values that were
    /// pushed before it (links pushed deeper than the path now is are dropped).
    static func merge(values: [AnyHashable], links: [PushedLink]) -> [NavigationEntry] {
        var entries: [NavigationEntry] = []
        for depth in 0...values.count {
            for link in links where link.depth == depth { entries.append(.link(link)) }
            if depth < values.count { entries.append(.value(values[depth])) }
        }
        return entries
    }
}
