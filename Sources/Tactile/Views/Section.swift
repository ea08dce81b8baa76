import Foundation

/// A part of a container's content with an optional header and footer: SwiftUI's `Section`.
///
/// Outside a list it adds no layout of its own, as in SwiftUI: its header, content and footer
/// take their places among the container's children in that order (a `VStack` stacks them). The
/// header and footer are wrapped in marker nodes (`SectionPartContent`) that a list can find; in
/// a `List` the whole section is wrapped in one more (`ListSectionContent`), so a section
/// without a header still starts a new group of rows.
public struct Section<Parent, Content, Footer> {
    nonisolated(unsafe) let header: Parent
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let footer: Footer
    /// Whether the content shows (`nil`: always), from the `isExpanded:` initializers.
    nonisolated(unsafe) var isExpanded: Binding<Bool>? = nil

    /// A section of the given parts (views, or a table's rows).
    nonisolated init(parts header: Parent, content: Content, footer: Footer) {
        self.header = header
        self.content = content
        self.footer = footer
    }
}

extension Section: View where Parent: View, Content: View, Footer: View {
    /// A section with `content`, a header and a footer.
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent, @ViewBuilder footer: () -> Footer
    ) {
        self.init(parts: header(), content: content(), footer: footer())
    }

    /// A section with a header and footer given as views.
    nonisolated public init(header: Parent, footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(parts: header, content: content(), footer: footer)
    }

    /// A section is primitive.
    public typealias Body = Never
}

extension Section where Parent: View, Content: View, Footer == EmptyView {
    /// A section with a header.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent) {
        self.init(content: content, header: header, footer: { EmptyView() })
    }

    /// A section with a header given as a view.
    nonisolated public init(header: Parent, @ViewBuilder content: () -> Content) {
        self.init(header: header, footer: EmptyView(), content: content)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer: View {
    /// A section with a footer.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder footer: () -> Footer) {
        self.init(content: content, header: { EmptyView() }, footer: footer)
    }

    /// A section with a footer given as a view.
    nonisolated public init(footer: Footer, @ViewBuilder content: () -> Content) {
        self.init(header: EmptyView(), footer: footer, content: content)
    }
}

extension Section where Parent == EmptyView, Content: View, Footer == EmptyView {
    /// A section without header or footer.
    nonisolated public init(@ViewBuilder content: () -> Content) {
        self.init(content: content, header: { EmptyView() }, footer: { EmptyView() })
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section whose header is `title` as text.
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(header: Text(title), content: content)
    }

    /// A section whose header is the text `titleKey`.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(header: Text(titleKey), content: content)
    }
}

extension Section where Parent: View, Content: View, Footer: View {
    /// A section whose content shows while `isExpanded` is true (the header always shows).
    ///
    /// *Decision*: the header draws no disclosure chevron of its own (iOS adds one in sidebar
    /// lists); the binding alone opens and closes the section.
    nonisolated public init(
        isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content, @ViewBuilder header: () -> Parent
    ) where Footer == EmptyView {
        self.init(parts: header(), content: content(), footer: EmptyView())
        self.isExpanded = isExpanded
    }
}

extension Section where Parent == Text, Content: View, Footer == EmptyView {
    /// A section titled with the text `titleKey`, its content showing while `isExpanded` is true.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(parts: Text(titleKey), content: content(), footer: EmptyView())
        self.isExpanded = isExpanded
    }

    /// A section titled `title`, its content showing while `isExpanded` is true.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, isExpanded: Binding<Bool>, @ViewBuilder content: () -> Content
    ) {
        self.init(parts: Text(title), content: content(), footer: EmptyView())
        self.isExpanded = isExpanded
    }
}

/// Marks the header or footer of a `Section` (a transparent wrapper).
struct SectionPartContent: NodeContent {
    enum Role { case header, footer }
    let role: Role
    var kindName: String { role == .header ? "Section.header" : "Section.footer" }
}

extension Section: PrimitiveView where Parent: View, Content: View, Footer: View {
    package func makeNodes(_ inputs: ResolveInputs) -> [ViewNode] {
        func part<V: View>(_ view: V, _ role: SectionPartContent.Role, _ name: String) -> [ViewNode] {
            let partInputs = inputs.child(.attached(name))
            let nodes = inputs.graph.resolve(view, partInputs.child(.content))
            return nodes.isEmpty ? [] : [partInputs.node(SectionPartContent(role: role), children: nodes)]
        }
        let shown = isExpanded?.wrappedValue ?? true
        let parts =
            part(header, .header, "header") + (shown ? inputs.graph.resolve(content, inputs.child(.content)) : [])
            + part(footer, .footer, "footer")
        return inputs.environment.isListContent ? [inputs.node(ListSectionContent(), children: parts)] : parts
    }
}
