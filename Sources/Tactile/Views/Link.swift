import Foundation

/// A control that opens a URL, SwiftUI's `Link`: a tap calls the environment's `openURL` action
/// with its destination (on Linux the window's host records it, `ViewHost.openedURLs`).
///
/// It is drawn as a button with the default style (its label in the accent colour) and carries
/// the `isLink` accessibility trait.
public struct Link<Label: View>: View {
    @Environment(\.openURL) private var openURL
    let destination: URL
    nonisolated(unsafe) let label: Label

    /// A link to `destination` with a label of your own.
    nonisolated public init(destination: URL, @ViewBuilder label: () -> Label) {
        self.destination = destination
        self.label = label()
    }

    /// The link: a button that opens its destination.
    public var body: some View {
        Button {
            openURL(destination)
        } label: {
            label
        }
        .accessibilityAddTraits(.isLink)
    }
}

extension Link where Label == Text {
    /// A link to `destination` titled by a localized string key.
    nonisolated public init(_ titleKey: LocalizedStringKey, destination: URL) {
        self.init(destination: destination) { Text(titleKey) }
    }

    /// A link to `destination` with a title.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, destination: URL) {
        self.init(destination: destination) { Text(title) }
    }
}
