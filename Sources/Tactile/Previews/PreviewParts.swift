/// How a ``PreviewProvider``'s `previews` divides into previews, as in SwiftUI's canvas: each
/// statement of its builder is one preview, and a `Group` there contributes each of its own.
enum PreviewParts {
    /// The top-level views of `view`.
    @MainActor
    static func split(_ view: any View) -> [any View] {
        if let erased = view as? AnyView { return split(erased.view) }
        if let container = view as? any PreviewPartsContainer { return container.previewParts.flatMap(split) }
        return [view]
    }

    /// The settings of the preview modifiers wrapped around `view` (the outermost wins).
    @MainActor
    static func settings(of view: any View) -> PreviewSettings {
        var layers: [any PreviewSettingsCarrier] = []
        var current: any View = view
        while true {
            if let erased = current as? AnyView {
                current = erased.view
            } else if let carrier = current as? any PreviewSettingsCarrier {
                layers.append(carrier)
                current = carrier.wrappedPreviewContent
            } else {
                break
            }
        }
        var settings = PreviewSettings()
        for layer in layers.reversed() { layer.applyPreviewSetting(to: &settings) }
        return settings
    }
}

/// Views whose children are separate previews at the top of `previews`.
@MainActor
protocol PreviewPartsContainer {
    /// The child views.
    var previewParts: [any View] { get }
}

extension TupleView: PreviewPartsContainer {
    var previewParts: [any View] { Mirror(reflecting: value).children.compactMap { $0.value as? any View } }
}

extension Group: PreviewPartsContainer {
    var previewParts: [any View] { Mirror(reflecting: self).children.compactMap { $0.value as? any View } }
}
