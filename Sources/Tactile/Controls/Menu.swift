import Foundation

/// A button that opens a list of actions, as SwiftUI's `Menu`.
///
/// ```swift
/// Menu("Sort") {
///     Button("By name") { order = .name }
///     Button("By date") { order = .date }
/// }
/// ```
///
/// A tap on the label opens the menu: a card of full-width rows below the label (aligned with its
/// trailing edge in the trailing side of a navigation bar). A tap on a row runs its button and
/// closes the menu; a tap anywhere else closes it without reaching what is under it. With a
/// `primaryAction`, a tap runs the action and a long press opens the menu.
///
/// *Approximation*: the open card is drawn in front of the views around the menu in its own
/// container (it takes a higher `zIndex` while open), not in a window-level layer: a view drawn
/// later in an enclosing container can still cover it.
public struct Menu<Label: View, Content: View>: View {
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let content: Content
    nonisolated(unsafe) let primaryAction: (() -> Void)?
    @State private var isOpen = false
    @Environment(\.menuEdge) private var edge
    @Environment(\.menuStyle) private var style
    @Environment(\.menuActionDismissBehavior) private var dismissBehavior

    /// A menu with the buttons `content` makes, opened by `label`.
    nonisolated public init(@ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label) {
        self.content = content()
        self.label = label()
        self.primaryAction = nil
    }

    /// A menu whose label runs `primaryAction` when tapped and opens the menu when long-pressed.
    nonisolated public init(
        @ViewBuilder content: () -> Content, @ViewBuilder label: () -> Label, primaryAction: @escaping () -> Void
    ) {
        self.content = content()
        self.label = label()
        self.primaryAction = primaryAction
    }

    /// The menu as its style draws it: by default, the label as a button with the open card over
    /// it.
    public var body: some View {
        if let style {
            // The style's `Menu(configuration)` is drawn the default way.
            style.makeBody(
                MenuStyleConfiguration(
                    label: MenuStyleConfiguration.Label(content: AnyView(label)),
                    content: MenuStyleConfiguration.Content(content: AnyView(content)), primaryAction: primaryAction)
            )
            .modifier(EnvironmentWritingModifier { $0.menuStyle = nil })
        } else {
            defaultBody
        }
    }

    /// The label as a button, with the open card over it.
    @ViewBuilder private var defaultBody: some View {
        let open = $isOpen, primaryAction = self.primaryAction
        Button {
            if let primaryAction { primaryAction() } else { open.wrappedValue = true }
        } label: {
            label
        }
        .simultaneousGesture(
            LongPressGesture(minimumDuration: MenuMetrics.contextMenuPressDuration)
                .onEnded { _ in if primaryAction != nil { open.wrappedValue = true } }
        )
        .overlay {
            if isOpen {
                MenuPopup(content: content, edge: edge, closesOnAction: dismissBehavior != .disabled) {
                    open.wrappedValue = false
                }
            }
        }
        .zIndex(isOpen ? 1 : 0)
    }
}

extension Menu where Label == Text {
    /// A menu titled with a localized key.
    nonisolated public init(_ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(titleKey) }
    }

    /// A menu titled `title`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Text(title) }
    }

    /// A menu titled with a localized key whose title runs `primaryAction` when tapped.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, @ViewBuilder content: () -> Content, primaryAction: @escaping () -> Void
    ) {
        self.init(content: content, label: { Text(titleKey) }, primaryAction: primaryAction)
    }
}

extension Menu where Label == Tactile.Label<Text, Image> {
    /// A menu labelled with a title and a symbol.
    nonisolated public init(_ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Tactile.Label(titleKey, systemImage: systemImage) }
    }

    /// A menu labelled with a title and a symbol.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage: String, @ViewBuilder content: () -> Content) {
        self.init(content: content) { Tactile.Label(title, systemImage: systemImage) }
    }

    /// A menu labelled with a title and a symbol, whose label runs `primaryAction` when tapped and
    /// opens the menu when long-pressed.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, systemImage: String, @ViewBuilder content: () -> Content,
        primaryAction: @escaping () -> Void
    ) {
        self.init(
            content: content, label: { Tactile.Label(titleKey, systemImage: systemImage) },
            primaryAction: primaryAction)
    }
}
