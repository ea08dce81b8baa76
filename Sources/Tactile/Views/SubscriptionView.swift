import Foundation

/// A view that runs an action with each value a publisher emits while it is in the tree:
/// SwiftUI's `SubscriptionView`, what `onReceive(_:perform:)` makes.
public struct SubscriptionView<PublisherType: Publisher, Content: View>: View where PublisherType.Failure == Never {
    /// The view shown.
    nonisolated(unsafe) public var content: Content
    /// The publisher subscribed to.
    nonisolated(unsafe) public var publisher: PublisherType
    /// What runs with each value.
    nonisolated(unsafe) public var action: (PublisherType.Output) -> Void

    /// `content`, running `action` with each value of `publisher`.
    nonisolated public init(
        content: Content, publisher: PublisherType, action: @escaping (PublisherType.Output) -> Void
    ) {
        self.content = content
        self.publisher = publisher
        self.action = action
    }

    /// The content, subscribed to the publisher.
    public var body: some View {
        content.onReceive(publisher, perform: action)
    }
}
