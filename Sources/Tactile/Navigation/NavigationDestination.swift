import Foundation

/// `navigationDestination(for:destination:)`: how the enclosing stack shows pushed values of one
/// type. A marker node the stack finds in the levels it has built.
struct NavigationDestinationContent: NodeContentModifier {
    let type: ObjectIdentifier
    let make: (AnyHashable) -> AnyView?
    var kindName: String { "navigationDestination" }
    var isLayoutNeutral: Bool { true }
}

/// The destinations declared in a stack's levels, by value type; the first declaration of a type
/// wins (SwiftUI warns about a second one).
@MainActor
struct NavigationDestinations {
    private var byType: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]

    /// Adds the destinations declared in `node`'s subtree, not looking into nested stacks.
    mutating func collect(from node: ViewNode) {
        if let destination = node.content as? NavigationDestinationContent, byType[destination.type] == nil {
            byType[destination.type] = destination.make
        }
        for child in node.children where !(child.content is NavigationLevelsContent) {
            collect(from: child)
        }
    }

    /// The view for a pushed value, if a destination for its type was declared.
    func view(for value: AnyHashable) -> AnyView? {
        byType[ObjectIdentifier(type(of: value.base))].flatMap { $0(value) }
    }
}

extension View {
    /// Declares the view the enclosing ``NavigationStack`` shows when a value of type `data` is
    /// pushed (by `NavigationLink(value:label:)` or by appending to the stack's path).
    ///
    /// Declare it in the stack's root or in a pushed view, not inside a lazy container's rows (its
    /// rows are built during layout, after the stack looks for destinations).
    public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(
            NavigationDestinationContent(type: ObjectIdentifier(D.self)) { value in
                (value.base as? D).map { AnyView(destination($0)) }
            })
    }
}
