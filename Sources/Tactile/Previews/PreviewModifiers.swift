/// The preview modifiers: they change nothing on screen and record a setting that
/// ``PreviewRegistry`` reads when the view is a preview's top-level view.
extension View {
    /// The name to show for this preview.
    public func previewDisplayName(_ value: String?) -> some View {
        PreviewSettingsView(content: self) { $0.displayName = value }
    }

    /// How to size this preview's stage.
    public func previewLayout(_ value: PreviewLayout) -> some View {
        PreviewSettingsView(content: self) { $0.layout = value }
    }

    /// The device to preview on (reported only: Tactile keeps its stage size).
    public func previewDevice(_ value: PreviewDevice?) -> some View {
        PreviewSettingsView(content: self) { $0.device = value }
    }

    /// The interface orientation of this preview.
    public func previewInterfaceOrientation(_ value: InterfaceOrientation) -> some View {
        PreviewSettingsView(content: self) { $0.orientation = value }
    }
}

/// A view that shows `content` unchanged and carries one preview setting.
struct PreviewSettingsView<Content: View>: View {
    var content: Content
    var apply: (inout PreviewSettings) -> Void

    var body: Content { content }
}

/// Views that carry preview settings, seen through their type-erased value.
@MainActor
protocol PreviewSettingsCarrier {
    /// The wrapped view.
    var wrappedPreviewContent: any View { get }
    /// Applies this view's setting.
    func applyPreviewSetting(to settings: inout PreviewSettings)
}

extension PreviewSettingsView: PreviewSettingsCarrier {
    var wrappedPreviewContent: any View { content }
    func applyPreviewSetting(to settings: inout PreviewSettings) { apply(&settings) }
}
