import Foundation

/// Sizes of a tab item's badge (iOS's, approximately).
enum BadgeMetrics {
    /// The badge's height, and its narrowest width (a circle round one digit).
    static let height: CGFloat = 18
    /// Space either side of the badge's text when it is wider than a digit.
    static let horizontalInset: CGFloat = 5
    /// How far the badge's centre sits right of and above the label's top trailing corner.
    static let offset = CGSize(width: 4, height: -4)
    /// The badge's fill (iOS's system red).
    static let color = Color.red
}

/// `badge`: the badge of a view, read by an enclosing ``TabView`` for the view's tab item.
struct BadgeContent: NodeContentModifier {
    let label: Text?
    var kindName: String { "badge" }
}

extension View {
    /// Shows `count` as this view's badge; 0 shows none.
    ///
    /// Drawn where iOS draws badges: on a tab's item in a ``TabView`` (white text on a red
    /// capsule at the top trailing corner of the item's label) and on a list row (grey text at the
    /// row's trailing edge). Elsewhere a badge has no effect.
    nonisolated public func badge(_ count: Int) -> some View {
        badge(count == 0 ? nil : Text(verbatim: String(count)))
    }

    /// Shows `label` as this view's badge (`nil`: none), where ``badge(_:)-(Int)`` draws one.
    nonisolated public func badge(_ label: Text?) -> some View {
        ListRowBadge(content: self, label: label).modifier(BadgeContent(label: label))
    }

    /// Shows a localized key as this view's badge (`nil`: none).
    nonisolated public func badge(_ key: LocalizedStringKey?) -> some View {
        badge(key.map { Text($0) })
    }

    /// Shows a string as this view's badge (`nil`: none).
    @_disfavoredOverload
    nonisolated public func badge<S: StringProtocol>(_ label: S?) -> some View {
        badge(label.map { Text($0) })
    }
}

/// A view with its badge drawn as a list row draws one: the badge's text in the secondary colour
/// at the trailing edge. Outside a list row, the view alone.
struct ListRowBadge<Content: View>: View {
    nonisolated(unsafe) let content: Content
    let label: Text?

    var body: some View {
        let content = self.content, label = self.label
        ControlEnvironmentReader { environment in
            Self.drawn(content, label: environment.isListRow || environment.isListContent ? label : nil)
        }
    }

    @ViewBuilder
    private static func drawn(_ content: Content, label: Text?) -> some View {
        if let label {
            HStack {
                content
                Spacer()
                label.foregroundStyle(.secondary)
            }
        } else {
            content
        }
    }
}

/// A tab item's badge: its text in white on a red capsule at least as wide as it is high.
struct TabItemBadge: View {
    let label: Text

    var body: some View {
        label
            .font(.caption2)
            .foregroundStyle(Color.white)
            .padding(.horizontal, BadgeMetrics.horizontalInset)
            .frame(minWidth: BadgeMetrics.height, minHeight: BadgeMetrics.height)
            .background(Capsule().fill(BadgeMetrics.color))
            .fixedSize()
            .offset(x: BadgeMetrics.offset.width + BadgeMetrics.height / 2, y: BadgeMetrics.offset.height)
    }
}
