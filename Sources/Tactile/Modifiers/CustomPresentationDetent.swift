import Foundation

/// A sheet height worked out in code, SwiftUI's `CustomPresentationDetent`: give it to
/// `presentationDetents(_:)` as `.custom(MyDetent.self)`.
///
/// ```swift
/// struct BarDetent: CustomPresentationDetent {
///     static func height(in context: Context) -> CGFloat? { max(44, context.maxDetentValue * 0.1) }
/// }
/// ```
public protocol CustomPresentationDetent {
    /// The sheet's height at this detent in `context`, or `nil` to make the detent inactive there.
    static func height(in context: Self.Context) -> CGFloat?
}

extension CustomPresentationDetent {
    /// What a custom detent's height is worked out from.
    public typealias Context = PresentationDetent.Context
}

extension PresentationDetent {
    /// What a ``CustomPresentationDetent`` works its height out from: the sheet's largest height
    /// and its environment (read as `context.dynamicTypeSize`, any `EnvironmentValues` member).
    @dynamicMemberLookup
    public struct Context {
        /// The tallest the sheet can be: the height of the `.large` detent.
        public var maxDetentValue: CGFloat
        let environment: EnvironmentValues

        /// The value of the sheet's environment at `keyPath`.
        public subscript<T>(dynamicMember keyPath: KeyPath<EnvironmentValues, T>) -> T {
            environment[keyPath: keyPath]
        }
    }
}

/// A custom detent's height, compared by the detent's type.
struct CustomDetentHeight: Hashable, @unchecked Sendable {
    // The closure only calls the detent type's static `height(in:)`, which holds no state.
    let type: ObjectIdentifier
    let height: (PresentationDetent.Context) -> CGFloat?

    init<D: CustomPresentationDetent>(_ detent: D.Type) {
        type = ObjectIdentifier(detent)
        height = { D.height(in: $0) }
    }

    static func == (a: CustomDetentHeight, b: CustomDetentHeight) -> Bool { a.type == b.type }
    func hash(into hasher: inout Hasher) { hasher.combine(type) }
}
