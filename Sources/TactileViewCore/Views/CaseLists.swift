import Foundation

// The case lists of the view core's enumerations, written out so that the list is part of the
// public interface as SwiftUI's is (a synthesized list is not), in declaration order.

extension Visibility {
    /// Every visibility: automatic, visible, hidden.
    public static var allCases: [Visibility] { [.automatic, .visible, .hidden] }
}

extension ColorScheme {
    /// Both schemes: light, dark.
    public static var allCases: [ColorScheme] { [.light, .dark] }
}

extension ColorSchemeContrast {
    /// The list of every contrast.
    public typealias AllCases = [ColorSchemeContrast]
    /// Both contrasts: standard, increased.
    public static var allCases: [ColorSchemeContrast] { [.standard, .increased] }
}
