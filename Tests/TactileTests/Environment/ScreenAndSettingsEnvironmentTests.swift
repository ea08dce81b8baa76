import Foundation
import Tactile
import TactileTestSupport
import Testing

/// Environment values about the screen, the user's settings and text input: their defaults, the
/// values modifiers set, and how the older names map onto the newer ones.
@MainActor
@Suite("Screen, settings and text-input environment")
struct ScreenAndSettingsEnvironmentTests {
    /// Shows one environment value as text.
    struct Shows<Value>: View {
        @Environment var value: Value
        init(_ keyPath: KeyPath<EnvironmentValues, Value>) { _value = Environment(keyPath) }
        var body: some View { Text(verbatim: "\(value)") }
    }

    @Test("displayScale is 1 unless set; pixelLength is its inverse")
    func displayScale() {
        #expect(host(Shows(\.displayScale)).texts() == ["1.0"])
        #expect(host(Shows(\.pixelLength)).texts() == ["1.0"])
        #expect(host(Shows(\.pixelLength).environment(\.displayScale, 2)).texts() == ["0.5"])
        #expect(host(Shows(\.pixelLength).environment(\.displayScale, 3)).texts() == ["\(1.0 / 3)"])
    }

    /// Boolean settings and what each reads when nothing sets it.
    nonisolated(unsafe) static let booleanDefaults:
        [(name: String, keyPath: WritableKeyPath<EnvironmentValues, Bool>, value: Bool)] = [
            ("accessibilityEnabled", \.accessibilityEnabled, false),
            ("accessibilitySwitchControlEnabled", \.accessibilitySwitchControlEnabled, false),
            ("accessibilityShowButtonShapes", \.accessibilityShowButtonShapes, false),
            ("accessibilityDimFlashingLights", \.accessibilityDimFlashingLights, false),
            ("accessibilityPlayAnimatedImages", \.accessibilityPlayAnimatedImages, true),
            ("accessibilityAssistiveAccessEnabled", \.accessibilityAssistiveAccessEnabled, false),
            ("accessibilityLargeContentViewerEnabled", \.accessibilityLargeContentViewerEnabled, false),
            ("accessibilityQuickActionsEnabled", \.accessibilityQuickActionsEnabled, false),
            ("isLuminanceReduced", \.isLuminanceReduced, false),
            ("appearsActive", \.appearsActive, true),
            ("isSceneCaptured", \.isSceneCaptured, false),
            ("supportsMultipleWindows", \.supportsMultipleWindows, false),
            ("autocorrectionDisabled", \.autocorrectionDisabled, false),
            ("isFocusEffectEnabled", \.isFocusEffectEnabled, true),
            ("isHoverEffectEnabled", \.isHoverEffectEnabled, true),
        ]

    @Test("Each setting has its default and reads what a parent sets", arguments: booleanDefaults.indices)
    func booleanSetting(index: Int) {
        let (name, keyPath, value) = Self.booleanDefaults[index]
        #expect(host(Shows(keyPath)).texts() == ["\(value)"], "\(name)")
        #expect(host(Shows(keyPath).environment(keyPath, !value)).texts() == ["\(!value)"], "\(name)")
    }

    @Test("colorSchemeContrast is standard unless set")
    func contrast() {
        #expect(host(Shows(\.colorSchemeContrast)).texts() == ["standard"])
        #expect(
            host(Shows(\.colorSchemeContrast).environment(\.colorSchemeContrast, .increased)).texts() == ["increased"])
        #expect(ColorSchemeContrast.allCases == [.standard, .increased])
    }

    /// Each content size category and the Dynamic Type size it is.
    nonisolated static let categories: [(ContentSizeCategory, DynamicTypeSize)] = [
        (.extraSmall, .xSmall), (.small, .small), (.medium, .medium), (.large, .large), (.extraLarge, .xLarge),
        (.extraExtraLarge, .xxLarge), (.extraExtraExtraLarge, .xxxLarge), (.accessibilityMedium, .accessibility1),
        (.accessibilityLarge, .accessibility2), (.accessibilityExtraLarge, .accessibility3),
        (.accessibilityExtraExtraLarge, .accessibility4), (.accessibilityExtraExtraExtraLarge, .accessibility5),
    ]

    @Test("sizeCategory reads and writes the Dynamic Type size", arguments: categories)
    func sizeCategory(category: ContentSizeCategory, size: DynamicTypeSize) {
        #expect(host(Shows(\.dynamicTypeSize).environment(\.sizeCategory, category)).texts() == ["\(size)"])
        // Accessibility sizes wrap the long names: compare the text without its line breaks.
        let shown = host(Shows(\.sizeCategory).dynamicTypeSize(size)).texts().map {
            $0.replacingOccurrences(of: "\n", with: "")
        }
        #expect(shown == ["\(category)"])
        #expect(category.isAccessibilityCategory == size.isAccessibilitySize)
    }

    @Test("Content size categories order from smallest to largest")
    func categoryOrder() {
        #expect(ContentSizeCategory.small < .large)
        #expect(ContentSizeCategory.accessibilityMedium > .extraExtraExtraLarge)
        #expect(ContentSizeCategory.large <= .large && ContentSizeCategory.large >= .large)
        #expect(ContentSizeCategory.allCases.count == 12)
    }

    @Test("A larger size category draws body text larger, as the Dynamic Type size does")
    func sizeCategoryScalesText() throws {
        let item = try #require(
            host(Text("a").environment(\.sizeCategory, .accessibilityMedium)).displayList.items.first { $0.text != nil }
        )
        guard case .text(_, let font, _) = item.kind else { Issue.record("not text"); return }
        #expect(font.size == 28)
    }

    @Test("autocorrectionDisabled() and disableAutocorrection(_:) set the environment")
    func autocorrection() {
        #expect(host(Shows(\.autocorrectionDisabled).autocorrectionDisabled()).texts() == ["true"])
        #expect(host(Shows(\.autocorrectionDisabled).autocorrectionDisabled(false)).texts() == ["false"])
        #expect(host(Shows(\.disableAutocorrection)).texts() == ["nil"])
        #expect(host(Shows(\.disableAutocorrection).disableAutocorrection(true)).texts() == ["Optional(true)"])
    }

    @Test("backgroundStyle(_:) sets what .background draws")
    func backgroundStyle() {
        let square = Rectangle().fill(.background).frame(width: 10, height: 10)
        let red = host(Rectangle().fill(Color.red).frame(width: 10, height: 10)).svg()
        #expect(host(square.backgroundStyle(Color.red)).svg() == red)
        #expect(host(square).svg() != red)
        // The background style set to itself draws the system background rather than looping.
        #expect(host(square.backgroundStyle(.background)).svg() == host(square).svg())
        #expect(
            host(Shows(\.backgroundProminence)).texts()
                != host(Shows(\.backgroundProminence).environment(\.backgroundProminence, .increased)).texts())
    }

    @Test("focusEffectDisabled(_:) and hoverEffectDisabled(_:) turn the effects off for the views below")
    func effectSwitches() {
        #expect(host(Shows(\.isFocusEffectEnabled).focusEffectDisabled()).texts() == ["false"])
        #expect(host(Shows(\.isHoverEffectEnabled).hoverEffectDisabled()).texts() == ["false"])
        #expect(host(Shows(\.isHoverEffectEnabled).hoverEffectDisabled(false)).texts() == ["true"])
        #expect(
            host(Shows(\.scrollDismissesKeyboardMode)).texts()
                == host(Shows(\.scrollDismissesKeyboardMode).environment(\.scrollDismissesKeyboardMode, .automatic))
                .texts())
    }

    @Test("allowedDynamicRange is stored for the views below")
    func dynamicRange() {
        #expect(host(Shows(\.allowedDynamicRange)).texts() == ["nil"])
        let set = host(Shows(\.allowedDynamicRange).allowedDynamicRange(.high))
        #expect(set.texts() != ["nil"])
    }
}

extension EnvironmentValues {
    /// A value declared with the macro, with a default.
    @Entry var testAccentName: String = "blue"
    /// An optional value declared with the macro, without one.
    @Entry var testBadgeCount: Int?
}

/// `@Entry` declares environment values as SwiftUI's macro does.
@MainActor
@Suite("@Entry environment values")
struct EntryMacroTests {
    struct Reader: View {
        @Environment(\.testAccentName) var accent
        @Environment(\.testBadgeCount) var count
        var body: some View { Text(verbatim: "\(accent) \(count.map(String.init) ?? "none")") }
    }

    @Test("An @Entry value has its default and reads what a parent sets")
    func entry() {
        #expect(host(Reader()).texts() == ["blue none"])
        #expect(
            host(Reader().environment(\.testAccentName, "red").environment(\.testBadgeCount, 3)).texts() == ["red 3"])
    }

    /// Padding chosen from the environment.
    struct Roomy: EnvironmentalModifier {
        func resolve(in environment: EnvironmentValues) -> some ViewModifier {
            Padded(amount: environment.testAccentName == "red" ? 20 : 5)
        }
    }

    struct Padded: ViewModifier {
        let amount: CGFloat
        func body(content: Content) -> some View { content.padding(amount) }
    }

    @Test("An EnvironmentalModifier applies the modifier it resolves in the view's environment")
    func environmental() {
        let plain = host(Color.red.frame(width: 10, height: 10).modifier(Roomy()).accessibilityIdentifier("x"))
        #expect(plain.rect("x").size == CGSize(width: 20, height: 20))
        let red = host(
            Color.red.frame(width: 10, height: 10).modifier(Roomy()).accessibilityIdentifier("x")
                .environment(\.testAccentName, "red"))
        #expect(red.rect("x").size == CGSize(width: 50, height: 50))
    }
}
