import Foundation

// The system and semantic palette: Apple's published light and dark values (the Human Interface
// Guidelines' colour tables; iOS 15 and later). UIKit declares these as class properties.
extension UIColor {
    /// Red. Light #FF3B30, dark #FF453A.
    public class var systemRed: UIColor { .system(0xFF3B30, 0xFF453A) }
    /// Orange. Light #FF9500, dark #FF9F0A.
    public class var systemOrange: UIColor { .system(0xFF9500, 0xFF9F0A) }
    /// Yellow. Light #FFCC00, dark #FFD60A.
    public class var systemYellow: UIColor { .system(0xFFCC00, 0xFFD60A) }
    /// Green. Light #34C759, dark #30D158.
    public class var systemGreen: UIColor { .system(0x34C759, 0x30D158) }
    /// Mint. Light #00C7BE, dark #63E6E2.
    public class var systemMint: UIColor { .system(0x00C7BE, 0x63E6E2) }
    /// Teal. Light #30B0C7, dark #40C8E0.
    public class var systemTeal: UIColor { .system(0x30B0C7, 0x40C8E0) }
    /// Cyan. Light #32ADE6, dark #64D2FF.
    public class var systemCyan: UIColor { .system(0x32ADE6, 0x64D2FF) }
    /// Blue. Light #007AFF, dark #0A84FF.
    public class var systemBlue: UIColor { .system(0x007AFF, 0x0A84FF) }
    /// Indigo. Light #5856D6, dark #5E5CE6.
    public class var systemIndigo: UIColor { .system(0x5856D6, 0x5E5CE6) }
    /// Purple. Light #AF52DE, dark #BF5AF2.
    public class var systemPurple: UIColor { .system(0xAF52DE, 0xBF5AF2) }
    /// Pink. Light #FF2D55, dark #FF375F.
    public class var systemPink: UIColor { .system(0xFF2D55, 0xFF375F) }
    /// Brown. Light #A2845E, dark #AC8E68.
    public class var systemBrown: UIColor { .system(0xA2845E, 0xAC8E68) }
    /// The base grey. Light #8E8E93, dark #8E8E93.
    public class var systemGray: UIColor { .system(0x8E8E93, 0x8E8E93) }
    /// A grey a step from the background. Light #AEAEB2, dark #636366.
    public class var systemGray2: UIColor { .system(0xAEAEB2, 0x636366) }
    /// A grey two steps from the background. Light #C7C7CC, dark #48484A.
    public class var systemGray3: UIColor { .system(0xC7C7CC, 0x48484A) }
    /// A grey three steps from the background. Light #D1D1D6, dark #3A3A3C.
    public class var systemGray4: UIColor { .system(0xD1D1D6, 0x3A3A3C) }
    /// A grey four steps from the background. Light #E5E5EA, dark #2C2C2E.
    public class var systemGray5: UIColor { .system(0xE5E5EA, 0x2C2C2E) }
    /// The grey nearest the background. Light #F2F2F7, dark #1C1C1E.
    public class var systemGray6: UIColor { .system(0xF2F2F7, 0x1C1C1E) }
    /// Primary text. Light #000000, dark #FFFFFF.
    public class var label: UIColor { .system(0x000000, 0xFFFFFF) }
    /// Secondary text. Light #3C3C43 at 60 %, dark #EBEBF5 at 60 %.
    public class var secondaryLabel: UIColor { .system(0x3C3C43, 0xEBEBF5, lightAlpha: 0.6, darkAlpha: 0.6) }
    /// Tertiary text. Light #3C3C43 at 30 %, dark #EBEBF5 at 30 %.
    public class var tertiaryLabel: UIColor { .system(0x3C3C43, 0xEBEBF5, lightAlpha: 0.3, darkAlpha: 0.3) }
    /// Quaternary text. Light #3C3C43 at 18 %, dark #EBEBF5 at 16 %.
    public class var quaternaryLabel: UIColor { .system(0x3C3C43, 0xEBEBF5, lightAlpha: 0.18, darkAlpha: 0.16) }
    /// Placeholder text in fields. Light #3C3C43 at 30 %, dark #EBEBF5 at 30 %.
    public class var placeholderText: UIColor { .system(0x3C3C43, 0xEBEBF5, lightAlpha: 0.3, darkAlpha: 0.3) }
    /// Links. Light #007AFF, dark #0984FF.
    public class var link: UIColor { .system(0x007AFF, 0x0984FF) }
    /// Fill of thin and small shapes. Light #787880 at 20 %, dark #787880 at 36 %.
    public class var systemFill: UIColor { .system(0x787880, 0x787880, lightAlpha: 0.2, darkAlpha: 0.36) }
    /// Fill of medium shapes. Light #787880 at 16 %, dark #787880 at 32 %.
    public class var secondarySystemFill: UIColor { .system(0x787880, 0x787880, lightAlpha: 0.16, darkAlpha: 0.32) }
    /// Fill of large shapes. Light #767680 at 12 %, dark #767680 at 24 %.
    public class var tertiarySystemFill: UIColor { .system(0x767680, 0x767680, lightAlpha: 0.12, darkAlpha: 0.24) }
    /// Fill of large areas with complex content. Light #747480 at 8 %, dark #767680 at 18 %.
    public class var quaternarySystemFill: UIColor { .system(0x747480, 0x767680, lightAlpha: 0.08, darkAlpha: 0.18) }
    /// The main background. Light #FFFFFF, dark #000000.
    public class var systemBackground: UIColor { .system(0xFFFFFF, 0x000000) }
    /// Content layered on the main background. Light #F2F2F7, dark #1C1C1E.
    public class var secondarySystemBackground: UIColor { .system(0xF2F2F7, 0x1C1C1E) }
    /// Content layered on secondary backgrounds. Light #FFFFFF, dark #2C2C2E.
    public class var tertiarySystemBackground: UIColor { .system(0xFFFFFF, 0x2C2C2E) }
    /// The background of grouped content. Light #F2F2F7, dark #000000.
    public class var systemGroupedBackground: UIColor { .system(0xF2F2F7, 0x000000) }
    /// Content layered on a grouped background. Light #FFFFFF, dark #1C1C1E.
    public class var secondarySystemGroupedBackground: UIColor { .system(0xFFFFFF, 0x1C1C1E) }
    /// Content layered on secondary grouped backgrounds. Light #F2F2F7, dark #2C2C2E.
    public class var tertiarySystemGroupedBackground: UIColor { .system(0xF2F2F7, 0x2C2C2E) }
    /// Thin separators that let content show through. Light #3C3C43 at 28 %, dark #545458 at 60 %.
    public class var separator: UIColor { .system(0x3C3C43, 0x545458, lightAlpha: 0.29, darkAlpha: 0.6) }
    /// Separators that hide what is behind them. Light #C6C6C8, dark #38383A.
    public class var opaqueSeparator: UIColor { .system(0xC6C6C8, 0x38383A) }
    /// Text on light backgrounds, in either mode. Light #000000, dark #000000.
    public class var darkText: UIColor { .system(0x000000, 0x000000) }
    /// Text on dark backgrounds, in either mode. Light #FFFFFF at 60 %, dark #FFFFFF at 60 %.
    public class var lightText: UIColor { .system(0xFFFFFF, 0xFFFFFF, lightAlpha: 0.6, darkAlpha: 0.6) }
    /// The tint of controls: `systemBlue`.
    public class var tintColor: UIColor { .systemBlue }
    /// Black.
    public class var black: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 1) }
    /// White.
    public class var white: UIColor { UIColor(red: 1, green: 1, blue: 1, alpha: 1) }
    /// Fully transparent.
    public class var clear: UIColor { UIColor(red: 0, green: 0, blue: 0, alpha: 0) }
    /// Grey at 50 %.
    public class var gray: UIColor { UIColor(red: 0.5, green: 0.5, blue: 0.5, alpha: 1) }
    /// Grey at 33 %.
    public class var darkGray: UIColor { UIColor(red: 0.3333, green: 0.3333, blue: 0.3333, alpha: 1) }
    /// Grey at 67 %.
    public class var lightGray: UIColor { UIColor(red: 0.6667, green: 0.6667, blue: 0.6667, alpha: 1) }
    /// Pure red.
    public class var red: UIColor { UIColor(red: 1, green: 0, blue: 0, alpha: 1) }
    /// Pure green.
    public class var green: UIColor { UIColor(red: 0, green: 1, blue: 0, alpha: 1) }
    /// Pure blue.
    public class var blue: UIColor { UIColor(red: 0, green: 0, blue: 1, alpha: 1) }
    /// Pure cyan.
    public class var cyan: UIColor { UIColor(red: 0, green: 1, blue: 1, alpha: 1) }
    /// Pure yellow.
    public class var yellow: UIColor { UIColor(red: 1, green: 1, blue: 0, alpha: 1) }
    /// Pure magenta.
    public class var magenta: UIColor { UIColor(red: 1, green: 0, blue: 1, alpha: 1) }
    /// Orange (1, 0.5, 0).
    public class var orange: UIColor { UIColor(red: 1, green: 0.5, blue: 0, alpha: 1) }
    /// Purple (0.5, 0, 0.5).
    public class var purple: UIColor { UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1) }
    /// Brown (0.6, 0.4, 0.2).
    public class var brown: UIColor { UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1) }
}
