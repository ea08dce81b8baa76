/// Every preview in the process: each `#Preview`, and each view of each ``PreviewProvider``,
/// found without any registration call.
///
/// ```swift
/// for preview in PreviewRegistry.previews(inModule: "MyApp") {
///     print(preview.source?.fileID ?? "", preview.name)
/// }
/// let host = PreviewRegistry.preview(id: "MyApp/Card.swift:12:1")?.makeHost()
/// ```
///
/// `#Preview` leaves a record in the binary's test content section and ``PreviewProvider``
/// conformances are in the runtime's conformance table; the registry reads both from every image
/// loaded at the time of the call (Docs/ViewLayer.md, "How previews are found").
@MainActor
public enum PreviewRegistry {
    /// All previews, `#Preview`s first (by file, then line), then providers' views (by type name, then
    /// position).
    public static func all() -> [RegisteredPreview] {
        macroPreviews().sorted(by: sourceOrder) + providerPreviews()
    }

    /// The previews declared in the module named `moduleName`.
    public static func previews(inModule moduleName: String) -> [RegisteredPreview] {
        all().filter { $0.moduleName == moduleName }
    }

    /// The preview with this ``RegisteredPreview/id``.
    public static func preview(id: String) -> RegisteredPreview? {
        all().first { $0.id == id }
    }

    /// The `#Preview` records of every loaded image.
    static func macroPreviews() -> [RegisteredPreview] {
        var found: [RegisteredPreview] = []
        for buffer in MetadataSection.testContent.buffers {
            let records = buffer.bindMemory(to: PreviewContentRecordLayout.self)
            for record in records where record.kind == previewContentKind {
                guard let accessor = record.accessor else { continue }
                withUnsafeTemporaryAllocation(of: RegisteredPreview.self, capacity: 1) { slot in
                    let made = withUnsafePointer(to: RegisteredPreview.self) { type in
                        accessor(slot.baseAddress!, type, nil)
                    }
                    if made { found.append(slot.baseAddress!.move()) }
                }
            }
        }
        return found
    }

    /// One preview per top-level view of each provider's `previews`.
    static func providerPreviews() -> [RegisteredPreview] {
        let providers = ConformanceRecords.previewProviderTypes()
            .map { (type: $0, name: String(reflecting: $0)) }
            .sorted { $0.name < $1.name }
        var found: [RegisteredPreview] = []
        for provider in providers {
            let parts = PreviewParts.split(AnyView(provider.type.previews))
            for (index, part) in parts.enumerated() {
                var settings = PreviewParts.settings(of: part)
                settings.platform = provider.type.platform
                let type = provider.type
                found.append(
                    RegisteredPreview(
                        origin: .provider(typeName: provider.name, index: index), source: nil, settings: settings,
                        make: {
                            let parts = PreviewParts.split(AnyView(type.previews))
                            return parts.indices.contains(index) ? AnyView(parts[index]) : AnyView(EmptyView())
                        }))
            }
        }
        return found
    }

    private static func sourceOrder(_ a: RegisteredPreview, _ b: RegisteredPreview) -> Bool {
        let (x, y) = (a.source, b.source)
        return (x?.fileID ?? "", x?.line ?? 0, x?.column ?? 0) < (y?.fileID ?? "", y?.line ?? 0, y?.column ?? 0)
    }
}
