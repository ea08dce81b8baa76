import Foundation

/// One value of `View/scrollIndicatorsFlash(trigger:)`, compared by its own equality.
struct ScrollIndicatorFlashTrigger: Equatable {
    let value: Any
    let equals: (Any) -> Bool

    init<V: Equatable>(_ value: V) {
        self.value = value
        self.equals = { ($0 as? V) == value }
    }

    static func == (lhs: ScrollIndicatorFlashTrigger, rhs: ScrollIndicatorFlashTrigger) -> Bool {
        lhs.equals(rhs.value)
    }
}

private struct ScrollIndicatorsFlashOnAppearKey: EnvironmentKey { static let defaultValue = false }
private struct ScrollIndicatorFlashTriggersKey: EnvironmentKey {
    static var defaultValue: [ScrollIndicatorFlashTrigger] { [] }
}

extension EnvironmentValues {
    /// Whether scroll views in this subtree flash their indicators when they appear.
    var scrollIndicatorsFlashOnAppear: Bool {
        get { self[ScrollIndicatorsFlashOnAppearKey.self] }
        set { self[ScrollIndicatorsFlashOnAppearKey.self] = newValue }
    }

    /// The values whose changes flash the indicators of the scroll views in this subtree,
    /// outermost first.
    var scrollIndicatorFlashTriggers: [ScrollIndicatorFlashTrigger] {
        get { self[ScrollIndicatorFlashTriggersKey.self] }
        set { self[ScrollIndicatorFlashTriggersKey.self] = newValue }
    }
}

extension View {
    /// Flashes the indicators of the scroll views in this view when they appear, if `onAppear`:
    /// they are drawn, then fade as after a scroll (``ScrollIndicatorTiming``).
    nonisolated public func scrollIndicatorsFlash(onAppear: Bool) -> some View {
        modifier(EnvironmentWritingModifier { $0.scrollIndicatorsFlashOnAppear = onAppear })
    }

    /// Flashes the indicators of the scroll views in this view whenever `value` changes: they are
    /// drawn, then fade as after a scroll (``ScrollIndicatorTiming``).
    nonisolated public func scrollIndicatorsFlash(trigger value: some Equatable) -> some View {
        modifier(
            EnvironmentWritingModifier { $0.scrollIndicatorFlashTriggers.append(ScrollIndicatorFlashTrigger(value)) })
    }
}
