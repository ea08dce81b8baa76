import Foundation

private struct HeaderProminenceKey: EnvironmentKey { static let defaultValue = Prominence.standard }

extension EnvironmentValues {
    /// How prominent section headers here are (`View/headerProminence(_:)`; standard unless set).
    public var headerProminence: Prominence {
        get { self[HeaderProminenceKey.self] }
        set { self[HeaderProminenceKey.self] = newValue }
    }
}
