import Foundation

/// A button that pastes the pasteboard's items: "Paste" with the clipboard symbol.
///
/// *No effect on Linux*: there is no system pasteboard, so a tap has nothing to paste and the
/// action is not called.
public struct PasteButton: View {
    /// A paste button for items of `supportedContentTypes`, handed to `payloadAction` as item
    /// providers.
    public init(supportedContentTypes: [UTType], payloadAction: @escaping ([NSItemProvider]) -> Void) {}

    /// A paste button for `payloadType` values, handed to `onPaste`.
    public init<T: Transferable>(payloadType: T.Type, onPaste: @escaping ([T]) -> Void) {}

    /// The button.
    public var body: some View {
        Button {
            // No pasteboard on Linux: nothing to paste.
        } label: {
            Label("Paste", systemImage: "doc.on.clipboard")
        }
    }
}
