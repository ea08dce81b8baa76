import Foundation

/// Where a `#Preview` is written.
public struct PreviewSource: Sendable, Hashable {
    /// `Module/File.swift`, as `#fileID` gives it.
    public var fileID: String
    /// The file's full path when it was compiled, as `#filePath` gives it.
    public var filePath: String
    /// The line of the `#Preview`, from 1.
    public var line: Int
    /// The column of the `#` of `#Preview`, from 1.
    public var column: Int

    /// The module part of ``fileID``.
    public var moduleName: String { String(fileID.prefix { $0 != "/" }) }
    /// The file name part of ``fileID``.
    public var fileName: String { String(fileID.split(separator: "/").last ?? "") }
}

/// One preview found in the process: a `#Preview`, or one of the views of a ``PreviewProvider``.
public struct RegisteredPreview: Identifiable, Sendable {
    /// What declared the preview.
    public enum Origin: Sendable, Hashable {
        /// A `#Preview` declaration.
        case macro
        /// The view at `index` (from 0) of `previews` in the provider type named `typeName` (fully
        /// qualified: `Module.Type`).
        case provider(typeName: String, index: Int)
    }

    /// What declared the preview.
    public var origin: Origin
    /// Where a `#Preview` is written; `nil` for a ``PreviewProvider`` (the runtime keeps no source
    /// location for a conformance: use ``Origin/provider(typeName:index:)``'s type name).
    public var source: PreviewSource?
    /// The preview's name, layout, device and orientation.
    public var settings: PreviewSettings
    let make: @MainActor @Sendable () -> AnyView

    init(
        origin: Origin, source: PreviewSource?, settings: PreviewSettings,
        make: @escaping @MainActor @Sendable () -> AnyView
    ) {
        self.origin = origin
        self.source = source
        self.settings = settings
        self.make = make
    }

    /// A stable identifier: `Module/File.swift:line:column` for a `#Preview`, `Module.Type[index]` for
    /// a provider's view.
    public var id: String {
        switch origin {
        case .macro:
            let source = source ?? PreviewSource(fileID: "", filePath: "", line: 0, column: 0)
            return "\(source.fileID):\(source.line):\(source.column)"
        case .provider(let typeName, let index):
            return "\(typeName)[\(index)]"
        }
    }

    /// The name to show: the preview's own name, else `Preview` for a `#Preview` (as Xcode shows it)
    /// and the type's name for a provider's view.
    public var name: String {
        if let displayName = settings.displayName { return displayName }
        switch origin {
        case .macro: return "Preview"
        case .provider(let typeName, _): return String(typeName.split(separator: ".").last ?? "")
        }
    }

    /// The module that declared the preview.
    public var moduleName: String {
        switch origin {
        case .macro: return source?.moduleName ?? ""
        case .provider(let typeName, _): return String(typeName.prefix { $0 != "." })
        }
    }

    /// A new instance of the previewed view (a `@Previewable` state starts afresh).
    @MainActor
    public func makeView() -> AnyView { make() }

    /// A host showing a new instance of the previewed view, its window sized by the preview's layout
    /// (see ``PreviewStage``) and set up as `environment` says (colour scheme, text size, layout
    /// direction, locale: a variant of the preview).
    @MainActor
    public func makeHost(environment: WindowEnvironment = WindowEnvironment()) -> ViewHost {
        let stage = PreviewStage(settings)
        let host = ViewHost(makeView(), size: stage.windowSize, environment: environment)
        if stage.fitsContent { host.sizeToFitRoot() }
        return host
    }
}
