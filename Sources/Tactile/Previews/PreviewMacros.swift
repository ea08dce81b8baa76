/// Declares a preview of a view, as SwiftUI's `#Preview` does.
///
/// ```swift
/// #Preview { Card() }
/// #Preview("Dark card") {
///     let model = CardModel(title: "Hello")
///     return Card(model: model)
/// }
/// ```
///
/// The preview is recorded in the binary and listed by ``PreviewRegistry`` with its name, file and
/// line; nothing else has to register it.
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TactileMacros", type: "PreviewMacro")

/// Declares a preview of a view with traits: a layout (`.sizeThatFitsLayout`,
/// `.fixedLayout(width:height:)`, `.defaultLayout`) and an orientation (`.portrait`,
/// `.landscapeLeft`, …).
///
/// ```swift
/// #Preview("Row", traits: .sizeThatFitsLayout, .landscapeLeft) { Row() }
/// ```
@freestanding(declaration)
public macro Preview(
    _ name: String? = nil,
    traits: PreviewTrait<Preview.ViewTraits>,
    _ additionalTraits: PreviewTrait<Preview.ViewTraits>...,
    @ViewBuilder body: @escaping @MainActor () -> any View
) = #externalMacro(module: "TactileMacros", type: "PreviewMacro")

/// Marks a variable at the top of a `#Preview` body as state the preview owns:
///
/// ```swift
/// #Preview {
///     @Previewable @State var isOn = false
///     Toggle("Wi-Fi", isOn: $isOn)
/// }
/// ```
///
/// `#Preview` makes each marked variable a stored property of a small view whose body is the rest
/// of the closure, so the state survives body runs as it would in a view of your own.
@attached(peer)
public macro Previewable() = #externalMacro(module: "TactileMacros", type: "PreviewableMacro")
