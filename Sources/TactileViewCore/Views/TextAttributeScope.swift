import Foundation

/// SwiftUI's attributes for `AttributedString`, so that `s.foregroundColor = .red` and
/// `s[range].font = .headline` compile and `Text(_:)` of an attributed string reads them.
///
/// What each attribute changes when the string is shown in a `Text` is listed there.
extension AttributeScopes {
    /// SwiftUI's attribute scope.
    public var swiftUI: SwiftUIAttributes.Type { SwiftUIAttributes.self }

    /// The attributes a `Text` reads from an `AttributedString`, with Foundation's. The scope is
    /// never made: its properties name the attributes by key path. It is sendable unchecked as
    /// Foundation's scope, which it includes, is not marked sendable on Linux.
    public struct SwiftUIAttributes: AttributeScope, @unchecked Sendable {
        /// The font of a run.
        public let font: FontAttribute
        /// The text colour of a run.
        public let foregroundColor: ForegroundColorAttribute
        /// The colour behind a run.
        public let backgroundColor: BackgroundColorAttribute
        /// The line through a run.
        public let strikethroughStyle: StrikethroughStyleAttribute
        /// The line under a run.
        public let underlineStyle: UnderlineStyleAttribute
        /// Extra space after each character of a run (kerning).
        public let kern: KerningAttribute
        /// Extra space after each character of a run (tracking).
        public let tracking: TrackingAttribute
        /// How far a run is raised above the baseline.
        public let baselineOffset: BaselineOffsetAttribute
        /// The Markdown styles of a run (`InlinePresentationIntent`): Foundation's attribute,
        /// declared by Tactile on Linux and reached through this scope.
        public let inlinePresentationIntent: AttributeScopes.FoundationAttributes.InlinePresentationIntentAttribute
        /// Foundation's attributes (links, …).
        public let foundation: AttributeScopes.FoundationAttributes

        /// How an attributed string with this scope's attributes is decoded. *No effect on Linux*:
        /// Foundation's `AttributedString` is not `Codable` there, so nothing decodes with it.
        public typealias DecodingConfiguration = AttributeScopeCodableConfiguration
        /// How an attributed string with this scope's attributes is encoded. *No effect on
        /// Linux*: Foundation's `AttributedString` is not `Codable` there, so nothing encodes with it.
        public typealias EncodingConfiguration = AttributeScopeCodableConfiguration

        /// The font of a run.
        public enum FontAttribute: AttributedStringKey, Sendable {
            /// A font.
            public typealias Value = Font
            /// The attribute's name.
            public static let name = "SwiftUI.Font"
        }

        /// The text colour of a run.
        public enum ForegroundColorAttribute: AttributedStringKey, Sendable {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.ForegroundColor"
        }

        /// The colour behind a run.
        public enum BackgroundColorAttribute: AttributedStringKey, Sendable {
            /// A colour.
            public typealias Value = Color
            /// The attribute's name.
            public static let name = "SwiftUI.BackgroundColor"
        }

        /// The line through a run.
        public enum StrikethroughStyleAttribute: AttributedStringKey, Sendable {
            /// A line style.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.StrikethroughStyle"
        }

        /// The line under a run.
        public enum UnderlineStyleAttribute: AttributedStringKey, Sendable {
            /// A line style.
            public typealias Value = Text.LineStyle
            /// The attribute's name.
            public static let name = "SwiftUI.UnderlineStyle"
        }

        /// Kerning, in points.
        public enum KerningAttribute: AttributedStringKey, Sendable {
            /// Points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Kern"
        }

        /// Tracking, in points.
        public enum TrackingAttribute: AttributedStringKey, Sendable {
            /// Points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.Tracking"
        }

        /// Baseline offset, in points.
        public enum BaselineOffsetAttribute: AttributedStringKey, Sendable {
            /// Points.
            public typealias Value = CGFloat
            /// The attribute's name.
            public static let name = "SwiftUI.BaselineOffset"
        }
    }
}

extension AttributeDynamicLookup {
    /// SwiftUI's attributes by name on an attributed string, its runs and its slices
    /// (`string.foregroundColor`, `run.font`).
    public subscript<T: AttributedStringKey>(
        dynamicMember keyPath: KeyPath<AttributeScopes.SwiftUIAttributes, T>
    ) -> T {
        self[T.self]
    }
}
