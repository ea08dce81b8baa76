import Foundation

/// Sizes of menus (iOS's, approximately).
enum MenuMetrics {
    /// Width of a menu's card (UIKit's menus are 250 pt wide at the least).
    static let width: CGFloat = 250
    /// Height of one row.
    static let rowHeight: CGFloat = 44
    /// Leading and trailing inset of a row's label.
    static let rowInset: CGFloat = 16
    /// Corner radius of the card.
    static let cornerRadius: CGFloat = 13
    /// Space between the view that opened the menu and the card.
    static let gap: CGFloat = 6
    /// How far, each way from the menu's view, the layer that closes the menu on a tap outside
    /// reaches: more than any window, so that it covers the window wherever the menu is.
    static let outsideExtent: CGFloat = 10_000
    /// How long a press opens a context menu (UIKit's context menu interaction: about half a second).
    static let contextMenuPressDuration: TimeInterval = 0.5
    /// The card's shadow.
    static let shadowRadius: CGFloat = 12
}

/// A menu's open card: its buttons as full-width rows on a white card below the view that opened
/// it, over a clear layer that closes the menu when touched outside the card. A tap on any row runs
/// its button's action, then closes the menu.
struct MenuPopup<Content: View>: View {
    let content: Content
    /// Which edge of the opening view the card is aligned with.
    let edge: HorizontalEdge
    /// Whether running a row's action closes the menu (`View/menuActionDismissBehavior(_:)`).
    let closesOnAction: Bool
    let close: () -> Void

    var body: some View {
        let close = self.close
        GeometryReader { proxy in
            ZStack(alignment: .topLeading) {
                Color.clear
                    .contentShape(Rectangle())
                    .frame(width: 2 * MenuMetrics.outsideExtent, height: 2 * MenuMetrics.outsideExtent)
                    .offset(x: -MenuMetrics.outsideExtent, y: -MenuMetrics.outsideExtent)
                    .onTapGesture(perform: close)
                VStack(spacing: 0) { content }
                    .buttonStyle(MenuRowButtonStyle())
                    .simultaneousGesture(TapGesture().onEnded { close() }, isEnabled: closesOnAction)
                    .frame(width: MenuMetrics.width)
                    .background(Color.white)
                    .clipShape(RoundedRectangle(cornerRadius: MenuMetrics.cornerRadius))
                    .shadow(color: Color.black.opacity(0.2), radius: MenuMetrics.shadowRadius)
                    .offset(
                        x: edge == .leading ? 0 : proxy.size.width - MenuMetrics.width,
                        y: proxy.size.height + MenuMetrics.gap)
            }
        }
    }
}

/// A menu row: the label at the leading edge of a full-width, 44 pt row, all of it tappable,
/// greyed while pressed.
struct MenuRowButtonStyle: ButtonStyle {
    func makeBody(configuration: Configuration) -> some View {
        configuration.label
            .foregroundStyle(configuration.role == .destructive ? Color.red : Color.primary)
            .frame(maxWidth: .infinity, alignment: .leading)
            .padding(.horizontal, MenuMetrics.rowInset)
            .frame(height: MenuMetrics.rowHeight)
            .background(configuration.isPressed ? Color.gray.opacity(0.2) : Color.white)
    }
}

private struct MenuEdgeKey: EnvironmentKey {
    static let defaultValue: HorizontalEdge = .leading
}

extension EnvironmentValues {
    /// Which edge of a menu's label its card is aligned with: the trailing one in the trailing side
    /// of a navigation bar (so the card stays in the window), the leading one elsewhere.
    var menuEdge: HorizontalEdge {
        get { self[MenuEdgeKey.self] }
        set { self[MenuEdgeKey.self] = newValue }
    }
}
