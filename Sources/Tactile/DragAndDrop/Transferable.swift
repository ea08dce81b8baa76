import Foundation

#if canImport(Darwin)
import UniformTypeIdentifiers
#endif

/// A type whose values can be dragged and dropped (CoreTransferable's `Transferable`): it says how
/// it is written out and read back, as one or more representations, preferred first.
///
/// ```swift
/// struct Card: Codable, Transferable {
///     var title: String
///     static var transferRepresentation: some TransferRepresentation {
///         CodableRepresentation(contentType: .json)
///         ProxyRepresentation(exporting: \.title)
///     }
/// }
/// ```
///
/// `String`, `URL` and `Data` conform. A value is exported when a drag begins
/// (`View.draggable(_:)`) and imported when it is dropped (`View.dropDestination(for:action:isTargeted:)`).
public protocol Transferable {
    /// The type of ``transferRepresentation``.
    associatedtype Representation: TransferRepresentation
    /// How values of this type are written out and read back, preferred first.
    @TransferRepresentationBuilder<Self> static var transferRepresentation: Representation { get }
}

/// One way of writing out a ``Transferable`` type's values and reading them back
/// (CoreTransferable's `TransferRepresentation`): a content type and conversions, or a composition
/// of other representations in ``body``.
public protocol TransferRepresentation<Item>: Sendable {
    /// The type this representation converts.
    associatedtype Item: Transferable
    /// The representation this one is made of.
    associatedtype Body: TransferRepresentation
    /// The representations this one is made of, preferred first.
    @TransferRepresentationBuilder<Item> var body: Body { get }
    /// The conversions this representation is made of, preferred first (Tactile's machinery).
    func _transferEntries() -> [_TransferEntry<Item>]
}

extension TransferRepresentation {
    /// The entries of ``body``.
    public func _transferEntries() -> [_TransferEntry<Item>] {
        body._transferEntries() as? [_TransferEntry<Item>] ?? []
    }
}

/// One conversion of a transferable item: its content type, how an item becomes bytes of that
/// type and how such bytes become an item (either may be missing). Tactile's machinery, public
/// only because the representations' protocol names it.
///
/// `Sendable` as the representations are: its closures are the `@Sendable` closures an app gave a
/// representation, the JSON coders of `CodableRepresentation`, or compositions of those (they are
/// not declared `@Sendable` only so that they may name the item's type).
public struct _TransferEntry<Item>: @unchecked Sendable {
    /// How a conversion runs: at once, or as a task.
    enum Conversion<Input, Output> {
        case immediate((Input) throws -> Output)
        case asynchronous((Input) async throws -> Output)
    }
    /// The content type of the bytes.
    let contentType: UTType
    /// Item to bytes.
    let exporting: Conversion<Item, Data>?
    /// Bytes to item.
    let importing: Conversion<Data, Item>?

    /// This conversion for an item `Outer` that becomes an `Item` by `toItem` and is made from
    /// one by `fromItem`.
    func mapped<Outer>(
        toItem: ((Outer) throws -> Item)?, fromItem: ((Item) throws -> Outer)?
    ) -> _TransferEntry<Outer> {
        let exporting: _TransferEntry<Outer>.Conversion<Outer, Data>? =
            switch (self.exporting, toItem) {
            case (.immediate(let inner)?, let outer?): .immediate { try inner(outer($0)) }
            case (.asynchronous(let inner)?, let outer?): .asynchronous { try await inner(outer($0)) }
            default: nil
            }
        let importing: _TransferEntry<Outer>.Conversion<Data, Outer>? =
            switch (self.importing, fromItem) {
            case (.immediate(let inner)?, let outer?): .immediate { try outer(inner($0)) }
            case (.asynchronous(let inner)?, let outer?): .asynchronous { try outer(await inner($0)) }
            default: nil
            }
        return _TransferEntry<Outer>(contentType: contentType, exporting: exporting, importing: importing)
    }
}

extension Transferable {
    /// The conversions of this type, preferred first.
    static var transferEntries: [_TransferEntry<Self>] {
        transferRepresentation._transferEntries() as? [_TransferEntry<Self>] ?? []
    }

    /// The content types values can be read from, preferred first.
    static var importedContentTypes: [UTType] {
        transferEntries.filter { $0.importing != nil }.map(\.contentType)
    }
}
