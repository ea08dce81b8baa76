import Foundation

private struct ScrollDismissesKeyboardModeKey: EnvironmentKey {
    static let defaultValue = ScrollDismissesKeyboardMode.automatic
}

extension EnvironmentValues {
    /// How scrolling here dismisses the keyboard (automatic unless set). There is no keyboard on
    /// Linux; views read the value.
    public var scrollDismissesKeyboardMode: ScrollDismissesKeyboardMode {
        get { self[ScrollDismissesKeyboardModeKey.self] }
        set { self[ScrollDismissesKeyboardModeKey.self] = newValue }
    }
}
