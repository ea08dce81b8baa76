import Foundation

extension View {
    /// Presents a dialog to move `file` into a folder while `isPresented` is true (with no file,
    /// nothing is presented); completing it with the folder's URL moves the file there and
    /// `onCompletion` gets its new URL, or the error. On Linux the dialog is a record the host
    /// lists (`ViewHost.presentedFileDialogs`).
    nonisolated public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (_ result: Result<URL, any Error>) -> Void
    ) -> some View {
        fileMover(isPresented: isPresented, file: file, onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents a dialog to move `files` into a folder while `isPresented` is true; completing it
    /// with the folder's URL moves them there and `onCompletion` gets their new URLs, or the error.
    nonisolated public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (_ result: Result<[URL], any Error>) -> Void
    ) -> some View where C.Element == URL {
        fileMover(isPresented: isPresented, files: files, onCompletion: onCompletion, onCancellation: {})
    }

    /// Presents a dialog to move `file` into a folder while `isPresented` is true; `onCompletion`
    /// gets its new URL or the error, `onCancellation` runs when the dialog is cancelled.
    nonisolated public func fileMover(
        isPresented: Binding<Bool>, file: URL?, onCompletion: @escaping (Result<URL, any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View {
        fileMover(
            isPresented: isPresented, files: file.map { [$0] } ?? [],
            onCompletion: { result in onCompletion(result.flatMap(FileDialogResults.single)) },
            onCancellation: onCancellation)
    }

    /// Presents a dialog to move `files` into a folder while `isPresented` is true; `onCompletion`
    /// gets their new URLs or the error, `onCancellation` runs when the dialog is cancelled.
    nonisolated public func fileMover<C: Collection>(
        isPresented: Binding<Bool>, files: C, onCompletion: @escaping (Result<[URL], any Error>) -> Void,
        onCancellation: @escaping () -> Void
    ) -> some View where C.Element == URL {
        let files = Array(files)
        let request = FileDialogRequest(
            kind: .mover, allowedContentTypes: [], allowsMultipleSelection: files.count > 1, files: files,
            perform: { destinations in FileDialogResults.move(files, into: destinations) }
        ) { result in
            if let result { onCompletion(result) } else { onCancellation() }
        }
        return modifier(FileDialogModifier(isPresented: isPresented, request: request))
    }
}

extension FileDialogResults {
    /// Moves `files` into the first of `destinations` (a folder): their new URLs, or the first error.
    static func move(_ files: [URL], into destinations: [URL]) -> Result<[URL], any Error> {
        guard let folder = destinations.first else { return .failure(NoURL()) }
        do {
            return .success(
                try files.map { file in
                    let target = folder.appendingPathComponent(file.lastPathComponent)
                    try FileManager.default.moveItem(at: file, to: target)
                    return target
                })
        } catch {
            return .failure(error)
        }
    }
}
