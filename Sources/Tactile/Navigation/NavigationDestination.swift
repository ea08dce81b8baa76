import Foundation

/// `navigationDestination(for:destination:)`: how the enclosing stack shows pushed values of one
/// type. A marker node the stack finds in the levels it has built.
struct NavigationDestinationContent: NodeContentModifier {
    let type: ObjectIdentifier
    nonisolated(unsafe) let make: (AnyHashable) -> AnyView?
    var kindName: String { "navigationDestination" }
    var isLayoutNeutral: Bool { true }
}

/// `navigationDestination(isPresented:destination:)`: a view the enclosing stack pushes while
/// `isPresented` is true. A marker node the stack finds in the levels it has built.
struct PresentedDestinationContent: NodeContentModifier {
    let isPresented: Binding<Bool>
    nonisolated(unsafe) let destination: AnyView
    var kindName: String { "navigationDestination(isPresented:)" }
    var isLayoutNeutral: Bool { true }
}

/// The destinations declared in a stack's levels, by value type; the first declaration of a type
/// wins (SwiftUI warns about a second one).
@MainActor
struct NavigationDestinations {
    private var byType: [ObjectIdentifier: (AnyHashable) -> AnyView?] = [:]
    /// The presented destinations (`isPresented` true) found so far, with their marker's identity.
    private(set) var presented: [(identity: ViewIdentity, content: PresentedDestinationContent)] = []

    /// Adds the destinations declared in `node`'s subtree, not looking into nested stacks.
    mutating func collect(from node: ViewNode) {
        if let destination = node.content as? NavigationDestinationContent, byType[destination.type] == nil {
            byType[destination.type] = destination.make
        }
        if let destination = node.content as? PresentedDestinationContent, destination.isPresented.wrappedValue {
            presented.append((node.identity, destination))
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
    /// Pushes `destination` on the enclosing ``NavigationStack`` while `isPresented` is true; the
    /// back button or `dismiss` sets it to false.
    nonisolated public func navigationDestination<V: View>(
        isPresented: Binding<Bool>, @ViewBuilder destination: () -> V
    )
        -> some View
    {
        modifier(PresentedDestinationContent(isPresented: isPresented, destination: AnyView(destination())))
    }

    /// Pushes the view `destination` makes for `item` on the enclosing ``NavigationStack`` while
    /// `item` is not `nil`; the back button or `dismiss` sets it to `nil`.
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        item: Binding<D?>, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        let isPresented = Binding<Bool>(
            get: { item.wrappedValue != nil }, set: { if !$0 { item.wrappedValue = nil } })
        return modifier(
            PresentedDestinationContent(
                isPresented: isPresented, destination: AnyView(item.wrappedValue.map(destination))))
    }

    /// Declares the view the enclosing ``NavigationStack`` shows when a value of type `data` is
    /// pushed (by `NavigationLink(value:label:)` or by appending to the stack's path).
    ///
    /// Declare it in the stack's root or in a pushed view, not inside a lazy container's rows (its
    /// rows are built during layout, after the stack looks for destinations).
    nonisolated public func navigationDestination<D: Hashable, C: View>(
        for data: D.Type, @ViewBuilder destination: @escaping (D) -> C
    ) -> some View {
        modifier(
            NavigationDestinationContent(type: ObjectIdentifier(D.self)) { value in
                (value.base as? D).map { AnyView(destination($0)) }
            })
    }
}
