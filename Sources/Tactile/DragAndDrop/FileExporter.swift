import Foundation

extension View {
    /// Presents a dialog to export `item` while `isPresented` is true (with no item, nothing is
    /// presented); completing it with a destination URL writes the item there, in its first
    /// representation of one of `contentTypes` (any of its types when empty), and `onCompletion`
    /// gets the URL, or the error. `onCancellation` runs when the dialog is cancelled. On Linux the
    /// dialog is a record the host lists (`ViewHost.presentedFileDialogs`).
    nonisolated public func fileExporter<T: Transferable>(
        isPresented: Binding<Bool>, item: T?, contentTypes: [UTType] = [], defaultFilename: String? = nil,
        onCompletion: @escaping (Result<URL, any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View {
        exportItems(
            isPresented: isPresented, items: item.map { [$0] } ?? [], contentTypes: contentTypes,
            defaultFilename: defaultFilename,
            onCompletion: { result in onCompletion(result.flatMap(FileDialogResults.single)) },
            onCancellation: onCancellation)
    }

    /// Presents a dialog to export `items` while `isPresented` is true; completing it with one
    /// destination URL per item writes each item to its URL, in its first representation of one
    /// of `contentTypes` (any of its types when empty), and `onCompletion` gets the URLs, or the
    /// error. `onCancellation` runs when the dialog is cancelled.
    nonisolated public func fileExporter<C: Collection, T: Transferable>(
        isPresented: Binding<Bool>, items: C, contentTypes: [UTType] = [],
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void = {}
    ) -> some View where T == C.Element {
        exportItems(
            isPresented: isPresented, items: Array(items), contentTypes: contentTypes, defaultFilename: nil,
            onCompletion: onCompletion, onCancellation: onCancellation)
    }

    nonisolated private func exportItems<T: Transferable>(
        isPresented: Binding<Bool>, items: [T], contentTypes: [UTType], defaultFilename: String?,
        onCompletion: @escaping (Result<[URL], any Error>) -> Void, onCancellation: @escaping () -> Void
    ) -> some View {
        let request = FileDialogRequest(
            kind: .exporter, allowedContentTypes: contentTypes, allowsMultipleSelection: items.count > 1,
            defaultFilename: defaultFilename, files: [],
            perform: { destinations in FileDialogResults.write(items, contentTypes: contentTypes, to: destinations) }
        ) { result in
            if let result { onCompletion(result) } else { onCancellation() }
        }
        return modifier(FileDialogModifier(isPresented: isPresented, request: request, isEmpty: items.isEmpty))
    }
}

extension FileDialogResults {
    /// Why an export failed before writing.
    struct ExportError: Error, CustomStringConvertible {
        let description: String
    }

    /// Writes each of `items` to the destination at its position: its first representation of
    /// one of `contentTypes` (any when empty) that exports at once. The URLs written, or the first
    /// error.
    static func write<T: Transferable>(_ items: [T], contentTypes: [UTType], to destinations: [URL]) -> Result<
        [URL], any Error
    > {
        guard destinations.count >= items.count else {
            return .failure(
                ExportError(description: "\(items.count) items to export, \(destinations.count) destinations"))
        }
        let entries = T.transferEntries.filter { entry in
            contentTypes.isEmpty || contentTypes.contains { entry.contentType.conforms(to: $0) }
        }
        do {
            return .success(
                try zip(items, destinations).map { item, url in
                    guard let data = try exportNow(item, entries) else {
                        throw ExportError(description: "\(T.self) has no representation that exports at once")
                    }
                    try data.write(to: url)
                    return url
                })
        } catch {
            return .failure(error)
        }
    }

    /// The bytes of `item` from the first of `entries` that exports without waiting, if any.
    private static func exportNow<T>(_ item: T, _ entries: [_TransferEntry<T>]) throws -> Data? {
        for entry in entries {
            if case .immediate(let export)? = entry.exporting { return try export(item) }
        }
        return nil
    }
}
