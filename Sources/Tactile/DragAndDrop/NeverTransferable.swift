import Foundation

/// `Never` is transferable, as in SwiftUI, so that a generic parameter with nothing to transfer
/// (a `SharePreview` without an image or icon) can name it.
extension Never: Transferable {
    /// No value of `Never` exists, so it has nothing to convert.
    public static var transferRepresentation: _NoTransferRepresentation { return _NoTransferRepresentation() }
}

/// The representation of `Never`: no conversions. Tactile's machinery, public only because
/// `Never`'s conformance names it.
public struct _NoTransferRepresentation: TransferRepresentation {
    /// The type it would convert.
    public typealias Item = Never
    /// Itself: it is made of no other representation.
    public var body: _NoTransferRepresentation { return self }
    /// No conversions.
    public func _transferEntries() -> [_TransferEntry<Never>] { [] }
}
