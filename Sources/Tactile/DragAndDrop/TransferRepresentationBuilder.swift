import Foundation

/// Builds a representation from several, preferred first: the body of
/// ``Transferable/transferRepresentation`` and of ``TransferRepresentation/body``.
@resultBuilder
public struct TransferRepresentationBuilder<Item: Transferable> {
    /// A representation, erased.
    public static func buildExpression<R: TransferRepresentation>(_ representation: R) -> _TransferRepresentationGroup<
        Item
    > where R.Item == Item {
        _TransferRepresentationGroup(entries: representation._transferEntries())
    }

    /// The representations, preferred first.
    public static func buildBlock(_ parts: _TransferRepresentationGroup<Item>...) -> _TransferRepresentationGroup<Item>
    {
        _TransferRepresentationGroup(entries: parts.flatMap(\.entries))
    }

    /// A representation used only when a condition holds.
    public static func buildOptional(_ part: _TransferRepresentationGroup<Item>?) -> _TransferRepresentationGroup<Item>
    {
        part ?? _TransferRepresentationGroup(entries: [])
    }

    /// The first branch of a condition.
    public static func buildEither(first: _TransferRepresentationGroup<Item>) -> _TransferRepresentationGroup<Item> {
        first
    }

    /// The second branch of a condition.
    public static func buildEither(second: _TransferRepresentationGroup<Item>) -> _TransferRepresentationGroup<Item> {
        second
    }

    /// A representation under `if #available`.
    public static func buildLimitedAvailability(_ part: _TransferRepresentationGroup<Item>)
        -> _TransferRepresentationGroup<Item>
    {
        part
    }
}

/// Representations composed by ``TransferRepresentationBuilder``, preferred first.
public struct _TransferRepresentationGroup<Item: Transferable>: TransferRepresentation {
    let entries: [_TransferEntry<Item>]

    /// A group is its own body.
    public var body: Self {
        return self
    }

    /// The composed entries.
    public func _transferEntries() -> [_TransferEntry<Item>] { entries }
}
