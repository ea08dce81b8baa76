import Foundation

/// What a file browser shows besides the files, SwiftUI's `FileDialogBrowserOptions`
/// (`View/fileDialogBrowserOptions(_:)`).
public struct FileDialogBrowserOptions: OptionSet, Sendable {
    /// The options' bits.
    public let rawValue: Int
    /// Options from their bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Packages (bundles) are browsed as folders.
    public static let enumeratePackages = FileDialogBrowserOptions(rawValue: 1 << 0)
    /// Hidden files are listed.
    public static let includeHiddenFiles = FileDialogBrowserOptions(rawValue: 1 << 1)
    /// File name extensions are shown.
    public static let displayFileExtensions = FileDialogBrowserOptions(rawValue: 1 << 2)
}

/// The settings the `fileDialog…` modifiers give the file dialogs presented inside them.
struct FileDialogCustomization: Sendable {
    var message: String?
    var confirmationLabel: String?
    var filenameLabel: String?
    var defaultDirectory: URL?
    var customizationID: String?
    var browserOptions: FileDialogBrowserOptions = []
    var importsUnresolvedAliases = false
    var urlEnabled: Predicate<URL>?
}

private struct FileDialogCustomizationKey: EnvironmentKey {
    static var defaultValue: FileDialogCustomization { FileDialogCustomization() }
}

extension EnvironmentValues {
    /// The `fileDialog…` settings in force here.
    var fileDialogCustomization: FileDialogCustomization {
        get { self[FileDialogCustomizationKey.self] }
        set { self[FileDialogCustomizationKey.self] = newValue }
    }
}

extension View {
    /// Sets `transform`'s change of the file dialog settings for the dialogs presented inside.
    nonisolated private func fileDialog(_ transform: @escaping (inout FileDialogCustomization) -> Void) -> some View {
        transformEnvironment(\.fileDialogCustomization, transform: transform)
    }

    /// Opens the file dialogs presented inside this view in `defaultDirectory` (read by tests as
    /// `FileDialogPresentation.defaultDirectory`).
    nonisolated public func fileDialogDefaultDirectory(_ defaultDirectory: URL?) -> some View {
        fileDialog { $0.defaultDirectory = defaultDirectory }
    }

    /// Names the file dialogs presented inside this view, so that the system remembers their
    /// state (`FileDialogPresentation.customizationID`).
    nonisolated public func fileDialogCustomizationID(_ id: String) -> some View {
        fileDialog { $0.customizationID = id }
    }

    /// Shows `message` in the file dialogs presented inside this view.
    nonisolated public func fileDialogMessage(_ message: Text?) -> some View {
        let string = message?.string
        return fileDialog { $0.message = string }
    }

    /// Shows the message `messageKey` in the file dialogs presented inside this view.
    nonisolated public func fileDialogMessage(_ messageKey: LocalizedStringKey) -> some View {
        fileDialogMessage(Text(messageKey))
    }

    /// Shows `message` in the file dialogs presented inside this view.
    @_disfavoredOverload
    nonisolated public func fileDialogMessage<S: StringProtocol>(_ message: S) -> some View {
        fileDialogMessage(Text(message))
    }

    /// Labels the button that confirms the file dialogs presented inside this view with `label`.
    @_disfavoredOverload
    nonisolated public func fileDialogConfirmationLabel<S: StringProtocol>(_ label: S) -> some View {
        fileDialogConfirmationLabel(Text(label))
    }

    /// Labels the button that confirms the file dialogs presented inside this view with `label`
    /// (`nil`: the system's label).
    nonisolated public func fileDialogConfirmationLabel(_ label: Text?) -> some View {
        let string = label?.string
        return fileDialog { $0.confirmationLabel = string }
    }

    /// Labels the button that confirms the file dialogs presented inside this view with
    /// `labelKey`.
    nonisolated public func fileDialogConfirmationLabel(_ labelKey: LocalizedStringKey) -> some View {
        fileDialogConfirmationLabel(Text(labelKey))
    }

    /// Labels the file name field of the file exporters presented inside this view with `label`.
    nonisolated public func fileExporterFilenameLabel(_ label: Text?) -> some View {
        let string = label?.string
        return fileDialog { $0.filenameLabel = string }
    }

    /// Labels the file name field of the file exporters presented inside this view with
    /// `labelKey`.
    nonisolated public func fileExporterFilenameLabel(_ labelKey: LocalizedStringKey) -> some View {
        fileExporterFilenameLabel(Text(labelKey))
    }

    /// Labels the file name field of the file exporters presented inside this view with `label`.
    @_disfavoredOverload
    nonisolated public func fileExporterFilenameLabel<S: StringProtocol>(_ label: S) -> some View {
        fileExporterFilenameLabel(Text(label))
    }

    /// Lets the file dialogs presented inside this view select only the URLs `predicate` accepts:
    /// `FileDialogPresentation.complete(with:)` leaves out the others.
    nonisolated public func fileDialogURLEnabled(_ predicate: Predicate<URL>) -> some View {
        fileDialog { $0.urlEnabled = predicate }
    }

    /// Whether the file importers presented inside this view return an alias they cannot resolve
    /// as it is (`FileDialogPresentation.importsUnresolvedAliases`).
    nonisolated public func fileDialogImportsUnresolvedAliases(_ imports: Bool) -> some View {
        fileDialog { $0.importsUnresolvedAliases = imports }
    }

    /// What the file dialogs presented inside this view show besides the files
    /// (`FileDialogPresentation.browserOptions`).
    nonisolated public func fileDialogBrowserOptions(_ options: FileDialogBrowserOptions) -> some View {
        fileDialog { $0.browserOptions = options }
    }
}
