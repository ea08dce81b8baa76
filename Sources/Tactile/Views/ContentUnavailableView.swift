import Foundation

/// What a screen shows when it has nothing to show, SwiftUI's `ContentUnavailableView`: a large
/// grey symbol, a bold title, a grey description and actions, centred in all the space offered.
public struct ContentUnavailableView<Label: View, Description: View, Actions: View>: View {
    nonisolated(unsafe) let label: Label
    nonisolated(unsafe) let description: Description
    nonisolated(unsafe) let actions: Actions

    /// A view from a label (usually a `Label` with a title and a symbol), a description and actions.
    nonisolated public init(
        @ViewBuilder label: () -> Label, @ViewBuilder description: () -> Description = { EmptyView() },
        @ViewBuilder actions: () -> Actions = { EmptyView() }
    ) {
        self.label = label()
        self.description = description()
        self.actions = actions()
    }

    /// The symbol and title, the description, then the actions.
    public var body: some View {
        VStack(spacing: ContentUnavailableMetrics.spacing) {
            stackedLabel.font(.title2.bold())
            description
                .font(.subheadline)
                .foregroundStyle(.secondary)
                .multilineTextAlignment(.center)
            actions
        }
        .padding()
        .frame(maxWidth: .infinity, maxHeight: .infinity)
    }
}

enum ContentUnavailableMetrics {
    /// Space between the label, description and actions.
    static let spacing: CGFloat = 8
    /// The symbol's point size (iOS draws it large above the title).
    static let symbolSize: CGFloat = 48
}

extension ContentUnavailableView {
    /// A `Label`'s symbol above its title, large and grey (any other label view as it is).
    @ViewBuilder
    var stackedLabel: some View {
        if let parts = label as? any TitleAndIconLabel {
            VStack(spacing: ContentUnavailableMetrics.spacing) {
                parts.iconView
                    .font(.system(size: ContentUnavailableMetrics.symbolSize))
                    .foregroundStyle(.secondary)
                parts.titleView
            }
        } else {
            label
        }
    }
}

/// A label made of a title and an icon, whose parts a container may arrange itself.
@MainActor
protocol TitleAndIconLabel {
    var titleView: AnyView { get }
    var iconView: AnyView { get }
}

extension Label: TitleAndIconLabel {
    var titleView: AnyView { AnyView(title) }
    var iconView: AnyView { AnyView(icon) }
}

extension ContentUnavailableView where Label == Tactile.Label<Text, Image>, Description == Text?, Actions == EmptyView {
    /// A view titled `title` with the symbol `systemImage` and an optional description.
    nonisolated public init(_ title: LocalizedStringKey, systemImage name: String, description: Text? = nil) {
        self.init(label: { Tactile.Label(title, systemImage: name) }, description: { description })
    }

    /// A view titled `title` with the symbol `systemImage` and an optional description.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, systemImage name: String, description: Text? = nil) {
        self.init(label: { Tactile.Label(title, systemImage: name) }, description: { description })
    }
}

extension ContentUnavailableView
where Label == Tactile.Label<Text, Image>, Description == Text, Actions == EmptyView {
    /// "No Results", for a search that found nothing.
    nonisolated public static var search: ContentUnavailableView<Tactile.Label<Text, Image>, Text, EmptyView> {
        ContentUnavailableView(
            label: { Tactile.Label("No Results", systemImage: "magnifyingglass") },
            description: { Text("Check the spelling or try a new search.") })
    }

    /// "No Results for “text”", for a search for `text` that found nothing.
    nonisolated public static func search(text: String) -> ContentUnavailableView<
        Tactile.Label<Text, Image>, Text, EmptyView
    > {
        ContentUnavailableView(
            label: { Tactile.Label("No Results for “\(text)”", systemImage: "magnifyingglass") },
            description: { Text("Check the spelling or try a new search.") })
    }
}
