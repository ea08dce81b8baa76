import Foundation

/// How a presented layer is drawn.
enum PresentationStyle {
    /// A card from 40 pt below the top to the bottom, over a dimmed background.
    case sheet
    /// An opaque white layer over everything.
    case fullScreenCover
    /// A card centred over a dimmed background, as wide as its content.
    case popover
    /// A centred 270 pt card with a title, a message and buttons (an alert).
    case alert
    /// A card at the bottom with a title, a message and buttons (a confirmation dialog).
    case dialog
}

/// A presented layer: what is shown over the window while `isPresented` is true (the
/// presentation modifiers put it in a ``WindowLayerModifier``, whichever view presents it).
struct PresentationLayer<Content: View>: View {
    let style: PresentationStyle
    let isPresented: Binding<Bool>
    nonisolated(unsafe) let onDismiss: (() -> Void)?
    nonisolated(unsafe) let content: Content

    var body: some View {
        let isPresented = self.isPresented, onDismiss = self.onDismiss
        let dismiss = DismissAction {
            isPresented.wrappedValue = false
            onDismiss?()
        }
        ZStack(alignment: style == .dialog ? .bottom : .center) {
            if style == .fullScreenCover {
                Color.white
            } else {
                Color.black.opacity(PresentationMetrics.dimming)
            }
            // A presentation starts afresh: a `searchable` around the presenting view does not
            // put its field in a navigation stack presented here.
            card.environment(\.dismiss, dismiss)
                .modifier(EnvironmentWritingModifier { $0.inheritedSearchField = nil })
        }
    }

    @ViewBuilder private var card: some View {
        switch style {
        case .fullScreenCover:
            content
        case .sheet:
            SheetCard(content: content)
        case .popover:
            content
                .padding()
                .background(Color.white)
                .clipShape(RoundedRectangle(cornerRadius: PresentationMetrics.cornerRadius))
        case .alert:
            content
                .padding()
                .frame(width: PresentationMetrics.alertWidth)
                .background(Color.white)
                .clipShape(RoundedRectangle(cornerRadius: PresentationMetrics.cornerRadius))
        case .dialog:
            content
                .padding()
                .frame(maxWidth: .infinity)
                .background(Color.white)
                .clipShape(RoundedRectangle(cornerRadius: PresentationMetrics.cornerRadius))
                .padding()
        }
    }
}

/// The body of an alert or a confirmation dialog: title, message, then the buttons, any of which
/// dismisses it (after its own action) when tapped.
struct AlertCard<Actions: View, Message: View>: View {
    let title: Text?
    let isPresented: Binding<Bool>
    nonisolated(unsafe) let actions: Actions
    nonisolated(unsafe) let message: Message

    var body: some View {
        let isPresented = self.isPresented
        VStack(spacing: PresentationMetrics.alertSpacing) {
            if let title { title.font(.headline) }
            message.font(.footnote)
            VStack(spacing: PresentationMetrics.alertSpacing) { actions }
                .simultaneousGesture(TapGesture().onEnded { isPresented.wrappedValue = false })
        }
    }
}

/// Sizes of presented layers (iOS's, approximately).
enum PresentationMetrics {
    /// The black dimming behind a sheet, popover, alert or dialog (UIKit's 20 %).
    static let dimming: Double = 0.2
    /// A sheet starts this far below the top of the window (the card behind it peeks out).
    static let sheetTopInset: CGFloat = 40
    /// Corner radius of sheets, alerts and dialogs.
    static let cornerRadius: CGFloat = 14
    /// An alert's width (UIAlertController's 270 pt).
    static let alertWidth: CGFloat = 270
    /// Space between an alert's title, message and buttons.
    static let alertSpacing: CGFloat = 8
}

extension View {
    /// Presents `content` as a sheet while `isPresented` is true.
    ///
    /// The sheet is presented at window level, whichever view presents it: a dimmed background
    /// over the whole window and a white card from 40 pt below the top, at the window's width. A
    /// sheet presented from a sheet goes over it. `@Environment(\.dismiss)` inside it, or a
    /// downward swipe of the card (unless `interactiveDismissDisabled()`), sets `isPresented` to
    /// false and calls `onDismiss`.
    nonisolated public func sheet<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        overlay {
            if isPresented.wrappedValue {
                PresentationLayer(
                    style: .sheet, isPresented: isPresented, onDismiss: onDismiss, content: content()
                )
                .modifier(WindowLayerModifier())
            }
        }
    }

    /// Presents `content` over the whole window while `isPresented` is true (an opaque white
    /// layer), dismissed with `@Environment(\.dismiss)`; presented at window level, as
    /// ``sheet(isPresented:onDismiss:content:)``.
    nonisolated public func fullScreenCover<Content: View>(
        isPresented: Binding<Bool>, onDismiss: (() -> Void)? = nil, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        overlay {
            if isPresented.wrappedValue {
                PresentationLayer(
                    style: .fullScreenCover, isPresented: isPresented, onDismiss: onDismiss, content: content()
                )
                .modifier(WindowLayerModifier())
            }
        }
    }

    /// Presents `content` in a popover while `isPresented` is true.
    ///
    /// Presented at window level, as on an iPhone's compact width: a card centred over the
    /// window with a dimmed background. *Approximation*: it does not point at
    /// `attachmentAnchor`. Dismissed with `@Environment(\.dismiss)`.
    nonisolated public func popover<Content: View>(
        isPresented: Binding<Bool>, attachmentAnchor: PopoverAttachmentAnchor = .rect(.bounds),
        arrowEdge: Edge = .top, @ViewBuilder content: @escaping () -> Content
    ) -> some View {
        overlay {
            if isPresented.wrappedValue {
                PresentationLayer(style: .popover, isPresented: isPresented, onDismiss: nil, content: content())
                    .modifier(WindowLayerModifier())
            }
        }
    }

    /// Presents an alert titled `title`, with `actions` (buttons) and a `message`, while
    /// `isPresented` is true. A tap on any of its buttons runs the button's action and dismisses
    /// the alert. Presented at window level, centred in the window.
    nonisolated public func alert<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(.alert, title: Text(title), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert titled `title` with `actions` while `isPresented` is true.
    nonisolated public func alert<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(.alert, title: Text(title), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Presents an alert titled with a localized key, with `actions` and a `message`.
    nonisolated public func alert<A: View, M: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A,
        @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(
            .alert, title: Text(titleKey), isPresented: isPresented, actions: actions(), message: message())
    }

    /// Presents an alert titled with a localized key, with `actions`.
    nonisolated public func alert<A: View>(
        _ titleKey: LocalizedStringKey, isPresented: Binding<Bool>, @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(
            .alert, title: Text(titleKey), isPresented: isPresented, actions: actions(), message: EmptyView())
    }

    /// Presents a confirmation dialog (a card at the bottom) with `actions` and a `message` while
    /// `isPresented` is true; a tap on any of its buttons runs its action and dismisses it.
    nonisolated public func confirmationDialog<S: StringProtocol, A: View, M: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A, @ViewBuilder message: () -> M
    ) -> some View {
        presentingAlert(
            .dialog, title: titleVisibility == .hidden ? nil : Text(title), isPresented: isPresented,
            actions: actions(), message: message())
    }

    /// Presents a confirmation dialog with `actions` while `isPresented` is true.
    nonisolated public func confirmationDialog<S: StringProtocol, A: View>(
        _ title: S, isPresented: Binding<Bool>, titleVisibility: Visibility = .automatic,
        @ViewBuilder actions: () -> A
    ) -> some View {
        presentingAlert(
            .dialog, title: titleVisibility == .hidden ? nil : Text(title), isPresented: isPresented,
            actions: actions(), message: EmptyView())
    }

    nonisolated private func presentingAlert<A: View, M: View>(
        _ style: PresentationStyle, title: Text?, isPresented: Binding<Bool>, actions: A, message: M
    ) -> some View {
        overlay {
            if isPresented.wrappedValue {
                PresentationLayer(
                    style: style, isPresented: isPresented, onDismiss: nil,
                    content: AlertCard(title: title, isPresented: isPresented, actions: actions, message: message)
                )
                .modifier(WindowLayerModifier())
            }
        }
    }
}

/// Where a popover points (accepted; Tactile's popovers are centred).
public enum PopoverAttachmentAnchor {
    /// A rectangle of the presenting view.
    case rect(Anchor<CGRect>.Source)
    /// A point of the presenting view.
    case point(UnitPoint)
}
