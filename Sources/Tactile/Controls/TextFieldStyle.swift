import Foundation

/// How text fields are drawn, SwiftUI's `TextFieldStyle` (`View/textFieldStyle(_:)`): use the
/// built-in styles (`.automatic`, `.plain`, `.roundedBorder`); as in SwiftUI, you cannot write
/// your own.
public protocol TextFieldStyle: Sendable {}

/// The platform's style: on iOS, plain.
public struct DefaultTextFieldStyle: TextFieldStyle {
    /// The default style.
    public init() {}
}

/// No decoration: the text alone.
public struct PlainTextFieldStyle: TextFieldStyle {
    /// The plain style.
    public init() {}
}

/// A rounded border around the text, inset 7 pt across and 6 pt down (iOS's metrics).
public struct RoundedBorderTextFieldStyle: TextFieldStyle {
    /// The rounded-border style.
    public init() {}

    static let horizontalInset: CGFloat = 7
    static let verticalInset: CGFloat = 6
    static let cornerRadius: CGFloat = 5
    static let borderWidth: CGFloat = 0.5
    /// iOS's separator grey.
    static let borderColor = Color(red: 0.78, green: 0.78, blue: 0.8)
}

extension TextFieldStyle where Self == DefaultTextFieldStyle {
    /// The platform's style.
    public static var automatic: DefaultTextFieldStyle { DefaultTextFieldStyle() }
}

extension TextFieldStyle where Self == PlainTextFieldStyle {
    /// No decoration.
    public static var plain: PlainTextFieldStyle { PlainTextFieldStyle() }
}

extension TextFieldStyle where Self == RoundedBorderTextFieldStyle {
    /// A rounded border.
    public static var roundedBorder: RoundedBorderTextFieldStyle { RoundedBorderTextFieldStyle() }
}

private struct TextFieldHasRoundedBorderKey: EnvironmentKey { static let defaultValue = false }

extension EnvironmentValues {
    /// Whether text fields here draw a rounded border.
    var textFieldHasRoundedBorder: Bool {
        get { self[TextFieldHasRoundedBorderKey.self] }
        set { self[TextFieldHasRoundedBorderKey.self] = newValue }
    }
}

extension View {
    /// Draws the text fields in this subtree in `style`.
    nonisolated public func textFieldStyle<S: TextFieldStyle>(_ style: S) -> some View {
        environment(\.textFieldHasRoundedBorder, style is RoundedBorderTextFieldStyle)
    }
}
