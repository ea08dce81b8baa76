import Foundation

/// One of the views a view stands for once it is taken apart into its subviews: the view and its
/// id (the path of tuple positions, `ForEach` ids and branches that leads to it).
struct SubviewElement {
    let id: [AnyHashable]
    let view: any View
}

/// A view that stands for a list of views rather than one (a tuple, a `ForEach`, a `Group`, an
/// `if`, an optional, `EmptyView`, an `AnyView` of one of those, a modifier applied to one of
/// those): how the subviews API (`Group(subviews:)`, `ForEach(subviews:)`) takes it apart.
@MainActor
protocol SubviewListing {
    /// The views this one stands for, their ids starting with `path`.
    func subviewElements(path: [AnyHashable]) -> [SubviewElement]
}

/// The subviews of `view`: the views it stands for, or `view` itself.
///
/// *Decision*: a custom view is one subview, its body not taken apart (SwiftUI takes a body of
/// several views apart too); see Docs/Decisions.md.
@MainActor
func subviewElements(of view: any View, path: [AnyHashable]) -> [SubviewElement] {
    if let listing = view as? any SubviewListing { return listing.subviewElements(path: path) }
    return [SubviewElement(id: path, view: view)]
}

extension TupleView: SubviewListing {
    func subviewElements(path: [AnyHashable]) -> [SubviewElement] {
        Mirror(reflecting: value).children.enumerated().flatMap { index, child -> [SubviewElement] in
            guard let view = child.value as? any View else { return [] }
            return Tactile.subviewElements(of: view, path: path + [AnyHashable(index)])
        }
    }
}

extension EmptyView: SubviewListing {
    func subviewElements(path: [AnyHashable]) -> [SubviewElement] { [] }
}

extension Optional: SubviewListing where Wrapped: View {
    func subviewElements(path: [AnyHashable]) -> [SubviewElement] {
        map { Tactile.subviewElements(of: $0, path: path) } ?? []
    }
}

extension _ConditionalContent: SubviewListing {
    func subviewElements(path: [AnyHashable]) -> [SubviewElement] {
        switch storage {
        case .trueContent(let view): Tactile.subviewElements(of: view, path: path + [AnyHashable(true)])
        case .falseContent(let view): Tactile.subviewElements(of: view, path: path + [AnyHashable(false)])
        }
    }
}

extension Group: SubviewListing {
    func subviewElements(path: [AnyHashable]) -> [SubviewElement] {
        Tactile.subviewElements(of: content, path: path)
    }
}

extension AnyView: SubviewListing {
    func subviewElements(path: [AnyHashable]) -> [SubviewElement] {
        Tactile.subviewElements(of: view, path: path)
    }
}

extension ForEach: SubviewListing {
    func subviewElements(path: [AnyHashable]) -> [SubviewElement] {
        data.flatMap { element in
            Tactile.subviewElements(of: content(element), path: path + [AnyHashable(idOf(element))])
        }
    }
}

extension ModifiedContent: SubviewListing where Content: View, Modifier: ViewModifier {
    /// A modifier applied to several views applies to each of them.
    func subviewElements(path: [AnyHashable]) -> [SubviewElement] {
        let modifier = self.modifier
        return Tactile.subviewElements(of: content, path: path).map { element in
            SubviewElement(id: element.id, view: AnyView(element.view).modifier(modifier))
        }
    }
}
