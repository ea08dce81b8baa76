import Foundation

/// A file dialog a view presents (`fileImporter`, `fileExporter`, `fileMover`), as a host
/// records it: Linux has no system file browser to show, so the dialog is a record a test (or
/// an app's own browser) reads from `ViewHost.presentedFileDialogs` and completes or cancels.
///
/// ```swift
/// let dialog = try #require(host.presentedFileDialogs.first)
/// #expect(dialog.kind == .importer && dialog.allowedContentTypes == [.plainText])
/// dialog.complete(with: [URL(filePath: "/tmp/notes.txt")])  // runs onCompletion, resets isPresented
/// ```
///
/// Completing or cancelling a dialog runs the modifier's callback and sets its `isPresented`
/// binding to false, as dismissing the system's dialog does; the dialog then leaves the list.
/// Completing does what the system does with the chosen locations: an exporter writes each item
/// (its first representation of one of the content types) to its URL, a mover moves each file
/// into the chosen folder; the callback gets the new URLs, or the error that stopped the work.
@MainActor
public final class FileDialogPresentation {
    /// Which modifier presents the dialog.
    public enum Kind: Hashable, Sendable {
        /// `fileImporter`: the user picks files to open.
        case importer
        /// `fileExporter`: the user picks where to write items.
        case exporter
        /// `fileMover`: the user picks a folder to move files into.
        case mover
    }

    /// Which modifier presents the dialog.
    public let kind: Kind
    /// The content types the dialog accepts (an importer's files, an exporter's items).
    public let allowedContentTypes: [UTType]
    /// Whether several files may be chosen (an importer) or several items are written (an exporter, a mover).
    public let allowsMultipleSelection: Bool
    /// The file name an exporter proposes, if any.
    public let defaultFilename: String?
    /// The files a mover moves.
    public let files: [URL]
    /// The message (`fileDialogMessage(_:)`).
    public let message: String?
    /// The confirmation button's label (`fileDialogConfirmationLabel(_:)`).
    public let confirmationLabel: String?
    /// The exporter's file name field's label (`fileExporterFilenameLabel(_:)`).
    public let filenameLabel: String?
    /// The folder the dialog opens in (`fileDialogDefaultDirectory(_:)`).
    public let defaultDirectory: URL?
    /// The dialog's name (`fileDialogCustomizationID(_:)`).
    public let customizationID: String?
    /// What the browser shows besides the files (`fileDialogBrowserOptions(_:)`).
    public let browserOptions: FileDialogBrowserOptions
    /// Whether an importer returns aliases it cannot resolve (`fileDialogImportsUnresolvedAliases(_:)`).
    public let importsUnresolvedAliases: Bool

    private let urlEnabled: Predicate<URL>?
    private let request: FileDialogRequest
    private let isPresented: Binding<Bool>
    /// Whether the dialog was completed or cancelled.
    public private(set) var isFinished = false

    init(_ request: FileDialogRequest, customization: FileDialogCustomization, isPresented: Binding<Bool>) {
        kind = request.kind
        allowedContentTypes = request.allowedContentTypes
        allowsMultipleSelection = request.allowsMultipleSelection
        defaultFilename = request.defaultFilename
        files = request.files
        message = customization.message
        confirmationLabel = customization.confirmationLabel
        filenameLabel = customization.filenameLabel
        defaultDirectory = customization.defaultDirectory
        customizationID = customization.customizationID
        browserOptions = customization.browserOptions
        importsUnresolvedAliases = customization.importsUnresolvedAliases
        urlEnabled = customization.urlEnabled
        self.request = request
        self.isPresented = isPresented
    }

    /// Whether the dialog lets `url` be chosen (`fileDialogURLEnabled(_:)`; every URL without one).
    public func isEnabled(_ url: URL) -> Bool {
        guard let urlEnabled else { return true }
        return (try? urlEnabled.evaluate(url)) ?? false
    }

    /// Chooses `urls` and confirms: an importer's files (only the first without multiple
    /// selection), an exporter's destinations (one per item), or a mover's destination folder.
    /// URLs the dialog does not enable are left out. Runs the completion callback with the result
    /// and dismisses the dialog; does nothing once the dialog is finished.
    public func complete(with urls: [URL]) {
        guard !isFinished else { return }
        var chosen = urls.filter(isEnabled)
        if kind == .importer && !allowsMultipleSelection { chosen = Array(chosen.prefix(1)) }
        end(request.perform(chosen))
    }

    /// Ends the dialog with `error`: the completion callback gets it, and the dialog is dismissed.
    public func fail(with error: any Error) {
        guard !isFinished else { return }
        end(.failure(error))
    }

    /// Cancels the dialog: the cancellation callback runs (when the modifier has one) and the
    /// dialog is dismissed.
    public func cancel() {
        guard !isFinished else { return }
        end(nil)
    }

    private func end(_ result: Result<[URL], any Error>?) {
        isFinished = true
        isPresented.wrappedValue = false
        request.finish(result)
    }
}

/// The file dialogs presented in one graph, by the identity of the modifier that presents each.
@MainActor
final class FileDialogPresentations: GraphFeature {
    var dialogs: [(identity: ViewIdentity, dialog: FileDialogPresentation)] = []

    init() {}

    /// Records `make()`'s dialog for `identity`, unless one is already presented there.
    func present(at identity: ViewIdentity, _ make: () -> FileDialogPresentation) {
        dialogs.removeAll { $0.dialog.isFinished }
        guard !dialogs.contains(where: { $0.identity == identity }) else { return }
        dialogs.append((identity, make()))
    }

    /// Forgets the dialog presented at `identity`.
    func dismiss(at identity: ViewIdentity) {
        dialogs.removeAll { $0.identity == identity }
    }
}

extension ViewHost {
    /// The file dialogs presented now (`fileImporter`, `fileExporter`, `fileMover` whose
    /// `isPresented` is true, in views still in the hierarchy), in the order they were presented.
    /// Complete or cancel one with ``FileDialogPresentation/complete(with:)`` and
    /// ``FileDialogPresentation/cancel()``.
    public var presentedFileDialogs: [FileDialogPresentation] {
        let live = liveIdentities
        return graph.feature(FileDialogPresentations.self).dialogs
            .filter { !$0.dialog.isFinished && live.contains($0.identity) }.map(\.dialog)
    }
}

/// What a file dialog modifier asks for: the dialog's kind and contents, the work its
/// completion does with the chosen URLs, and the callback that gets the outcome (`nil`: cancelled).
struct FileDialogRequest {
    var kind: FileDialogPresentation.Kind
    var allowedContentTypes: [UTType]
    var allowsMultipleSelection: Bool
    var defaultFilename: String? = nil
    var files: [URL] = []
    var perform: ([URL]) -> Result<[URL], any Error> = { .success($0) }
    var finish: (Result<[URL], any Error>?) -> Void
}

/// The modifier behind the file dialogs: records the dialog while `isPresented` is true (a mover
/// with no file or an exporter with no item presents nothing).
struct FileDialogModifier: NodeModifier {
    let isPresented: Binding<Bool>
    nonisolated(unsafe) let request: FileDialogRequest
    /// Whether there is nothing to export.
    var isEmpty = false

    func nodeContent(_ inputs: ResolveInputs) -> any NodeContent {
        let dialogs = inputs.graph.feature(FileDialogPresentations.self)
        let hasNothing = isEmpty || (request.kind == .mover && request.files.isEmpty)
        if isPresented.wrappedValue && !hasNothing {
            let customization = inputs.environment.fileDialogCustomization
            dialogs.present(at: inputs.identity) {
                FileDialogPresentation(request, customization: customization, isPresented: isPresented)
            }
        } else {
            dialogs.dismiss(at: inputs.identity)
        }
        return FileDialogAnchorContent()
    }
}

/// The node of a view that presents a file dialog: its content, unchanged.
struct FileDialogAnchorContent: NodeContent {
    var kindName: String { "fileDialog" }
    var isLayoutNeutral: Bool { true }
}
