import Foundation

extension View {
    /// Presents a dialog to choose one file of `allowedContentTypes` while `isPresented` is
    /// true; `onCompletion` gets its URL, or the error. On Linux the dialog is a record the host
    /// lists (`ViewHost.presentedFileDialogs`), completed or cancelled by a test or the app.
    nonisolated public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType],
        onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View {
        fileImporter(
            isPresented: isPresented, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: false,
            onCompletion: { result in onCompletion(result.flatMap(FileDialogResults.single)) }, onCancellation: {})
    }

    /// Presents a dialog to choose files of `allowedContentTypes` (several if
    /// `allowsMultipleSelection`) while `isPresented` is true; `onCompletion` gets their URLs, or
    /// the error. Cancelling calls nothing.
    nonisolated public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View {
        fileImporter(
            isPresented: isPresented, allowedContentTypes: allowedContentTypes,
            allowsMultipleSelection: allowsMultipleSelection, onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents a dialog to choose files of `allowedContentTypes` (several if
    /// `allowsMultipleSelection`) while `isPresented` is true; `onCompletion` gets their URLs or
    /// the error, `onCancellation` runs when the dialog is cancelled.
    nonisolated public func fileImporter(
        isPresented: Binding<Bool>, allowedContentTypes: [UTType], allowsMultipleSelection: Bool,
        onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View {
        let request = FileDialogRequest(
            kind: .importer, allowedContentTypes: allowedContentTypes, allowsMultipleSelection: allowsMultipleSelection
        ) { result in
            if let result { onCompletion(result) } else { onCancellation() }
        }
        return modifier(FileDialogModifier(isPresented: isPresented, request: request))
    }
}

/// The conversions between the file dialogs' results of several URLs and of one.
enum FileDialogResults {
    /// The error of a dialog completed with no URL where one was needed.
    struct NoURL: Error, CustomStringConvertible {
        var description: String { "the file dialog was completed with no URL" }
    }

    /// The one URL of `urls` (the first), or `NoURL`.
    static func single(_ urls: [URL]) -> Result<URL, any Error> {
        guard let url = urls.first else { return .failure(NoURL()) }
        return .success(url)
    }
}
