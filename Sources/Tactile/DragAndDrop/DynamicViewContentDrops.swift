import Foundation

extension DynamicViewContent {
    /// Lets items of `supportedContentTypes` be dropped between these rows.
    ///
    /// *Accepted*: Tactile's lists take no drop between their rows.
    nonisolated public func onInsert(
        of supportedContentTypes: [UTType], perform action: @escaping (Int, [NSItemProvider]) -> Void
    ) -> some DynamicViewContent { self }

    /// Lets items of the type identifiers `acceptedTypeIdentifiers` be dropped between these rows.
    ///
    /// *Accepted*: Tactile's lists take no drop between their rows.
    nonisolated public func onInsert(
        of acceptedTypeIdentifiers: [String], perform action: @escaping (Int, [NSItemProvider]) -> Void
    ) -> some DynamicViewContent { self }

    /// Lets `payloadType` items be dropped between these rows.
    ///
    /// *Accepted*: Tactile's lists take no drop between their rows.
    nonisolated public func dropDestination<T: Transferable>(
        for payloadType: T.Type = T.self, action: @escaping ([T], Int) -> Void
    ) -> some DynamicViewContent { self }
}
