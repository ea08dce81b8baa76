import Foundation

#if canImport(Darwin)
import UniformTypeIdentifiers
#endif

/// A representation as bytes of a content type, converted by closures
/// (CoreTransferable's `DataRepresentation`). The closures are `async`: a drop that needs one
/// delivers its items when the conversion finishes (Docs/Decisions.md, "drag-and-drop-loading").
public struct DataRepresentation<Item: Transferable>: TransferRepresentation {
    let entry: _TransferEntry<Item>

    /// Writes items as `contentType` with `exporting` and reads them with `importing`.
    nonisolated public init(
        contentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data,
        importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        entry = _TransferEntry(
            contentType: contentType, exporting: .asynchronous(exporting), importing: .asynchronous(importing))
    }

    /// Writes items as `exportedContentType` with `exporting`; never reads them.
    nonisolated public init(
        exportedContentType: UTType, exporting: @escaping @Sendable (Item) async throws -> Data
    ) {
        entry = _TransferEntry(contentType: exportedContentType, exporting: .asynchronous(exporting), importing: nil)
    }

    /// Reads items of `importedContentType` with `importing`; never writes them.
    nonisolated public init(
        importedContentType: UTType, importing: @escaping @Sendable (Data) async throws -> Item
    ) {
        entry = _TransferEntry(contentType: importedContentType, exporting: nil, importing: .asynchronous(importing))
    }

    /// A primitive representation is its own body.
    public var body: Self {
        return self
    }

    /// The one conversion.
    public func _transferEntries() -> [_TransferEntry<Item>] { [entry] }
}

/// A representation of a `Codable` item as the JSON of its encoding
/// (CoreTransferable's `CodableRepresentation`, with its default JSON coders).
public struct CodableRepresentation<Item: Transferable & Codable, Encoder, Decoder>: TransferRepresentation {
    let contentType: UTType

    /// A primitive representation is its own body.
    public var body: Self {
        return self
    }

    /// Encodes and decodes JSON at once.
    public func _transferEntries() -> [_TransferEntry<Item>] {
        [
            _TransferEntry(
                contentType: contentType,
                exporting: .immediate { try JSONEncoder().encode($0) },
                importing: .immediate { try JSONDecoder().decode(Item.self, from: $0) })
        ]
    }
}

extension CodableRepresentation where Encoder == JSONEncoder, Decoder == JSONDecoder {
    /// Items of `itemType` as JSON of `contentType` (a type the app declares, conforming to
    /// `public.data`).
    nonisolated public init(for itemType: Item.Type = Item.self, contentType: UTType) {
        self.contentType = contentType
    }
}

/// A representation through another transferable type (CoreTransferable's `ProxyRepresentation`):
/// an item is exported as the proxy it gives, and made from the proxy it is given.
public struct ProxyRepresentation<Item: Transferable, ProxyRepresentation: Transferable>: TransferRepresentation {
    let exporter: (@Sendable (Item) throws -> ProxyRepresentation)?
    let importer: (@Sendable (ProxyRepresentation) throws -> Item)?

    /// Exports items as the proxy `exporting` gives and imports them with `importing`.
    nonisolated public init(
        exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation,
        importing: @escaping @Sendable (ProxyRepresentation) throws -> Item
    ) {
        exporter = exporting
        importer = importing
    }

    /// Exports items as the proxy `exporting` gives; never imports them.
    nonisolated public init(exporting: @escaping @Sendable (Item) throws -> ProxyRepresentation) {
        exporter = exporting
        importer = nil
    }

    /// Imports items with `importing`; never exports them.
    nonisolated public init(importing: @escaping @Sendable (ProxyRepresentation) throws -> Item) {
        exporter = nil
        importer = importing
    }

    /// A primitive representation is its own body.
    public var body: Self {
        return self
    }

    /// The proxy's conversions, through the proxy.
    public func _transferEntries() -> [_TransferEntry<Item>] {
        ProxyRepresentation.transferEntries.map { $0.mapped(toItem: exporter, fromItem: importer) }
    }
}

// MARK: The standard library's and Foundation's types

extension String: Transferable {
    /// UTF-8 plain text; any text is read.
    public static var transferRepresentation: some TransferRepresentation {
        _TransferRepresentationGroup<String>(entries: [
            _TransferEntry(
                contentType: .utf8PlainText, exporting: .immediate { Data($0.utf8) },
                importing: .immediate { String(decoding: $0, as: UTF8.self) }),
            _TransferEntry(
                contentType: .text, exporting: nil, importing: .immediate { String(decoding: $0, as: UTF8.self) }),
        ])
    }
}

extension URL: Transferable {
    /// A URL (its absolute string in UTF-8).
    public static var transferRepresentation: some TransferRepresentation {
        _TransferRepresentationGroup<URL>(entries: [
            _TransferEntry(
                contentType: .url, exporting: .immediate { Data($0.absoluteString.utf8) },
                importing: .immediate { data in
                    guard let url = URL(string: String(decoding: data, as: UTF8.self)) else {
                        throw CocoaError(.coderReadCorrupt)
                    }
                    return url
                })
        ])
    }
}

extension Data: Transferable {
    /// Bytes of any type.
    public static var transferRepresentation: some TransferRepresentation {
        _TransferRepresentationGroup<Data>(entries: [
            _TransferEntry(contentType: .data, exporting: .immediate { $0 }, importing: .immediate { $0 })
        ])
    }
}
