// The record `#Preview` leaves in the binary. Its layout is Swift Testing's test content record
// (kind, reserved, accessor, context, reserved): the section and its format are shared, and each
// reader takes only the records of its own kind. Docs/ViewLayer.md ("How previews are found").

/// The accessor of a preview record: initializes `outValue` with a ``RegisteredPreview`` if `type`
/// points at `RegisteredPreview.self`, and says whether it did.
///
/// - Warning: Used by the code `#Preview` expands to. Do not use it directly.
public typealias __PreviewContentAccessor =
    @convention(c) (
        _ outValue: UnsafeMutableRawPointer,
        _ type: UnsafeRawPointer,
        _ hint: UnsafeRawPointer?
    ) -> Bool

/// A preview record as `#Preview` writes it into the test content section.
///
/// - Warning: Used by the code `#Preview` expands to. Do not use it directly.
public typealias __PreviewContentRecord = (
    kind: UInt32,
    reserved1: UInt32,
    accessor: __PreviewContentAccessor,
    context: UInt,
    reserved2: UInt
)

/// The same record as read back: the accessor of a record of another kind may be null.
typealias PreviewContentRecordLayout = (
    kind: UInt32,
    reserved1: UInt32,
    accessor: __PreviewContentAccessor?,
    context: UInt,
    reserved2: UInt
)

/// The kind of Tactile's preview records: the characters `tprv` as a big-endian FourCC, unlike
/// Swift Testing's own kinds (`test`, `exit`). `#Preview` writes the same number as a literal (a
/// record must be a compile-time constant).
let previewContentKind: UInt32 = 0x7470_7276

/// Builds the descriptions that preview records' accessors return.
///
/// - Warning: Used by the code `#Preview` expands to. Do not use it directly.
public enum __PreviewRecords {
    /// Builds a preview's description into `outValue` (the body of a record's accessor), if `type`
    /// points at `RegisteredPreview.self`; returns whether it did.
    public static func store<Content: View>(
        into outValue: UnsafeMutableRawPointer, ifTypeAt type: UnsafeRawPointer, name: String?,
        traits: [PreviewTrait<Preview.ViewTraits>], fileID: String, filePath: String, line: Int, column: Int,
        @ViewBuilder body: @escaping @MainActor @Sendable () -> Content
    ) -> Bool {
        guard type.load(as: Any.Type.self) == RegisteredPreview.self else { return false }
        var settings = PreviewSettings(displayName: name)
        for trait in traits { trait.apply(&settings) }
        let source = PreviewSource(fileID: fileID, filePath: filePath, line: line, column: column)
        let preview = RegisteredPreview(
            origin: .macro, source: source, settings: settings, make: { AnyView(body()) })
        outValue.initializeMemory(as: RegisteredPreview.self, to: preview)
        return true
    }
}
