import Foundation
import Tactile
import TactileExamples

/// One live variant of a scene: the same view with other environment values on its root
/// (`colorScheme`, `dynamicTypeSize`, `layoutDirection`) and, perhaps, another window size. The page
/// asks for one with `/ws?scene=ID&variant=TOKENS` (Docs/Playground.md, "Variants"); each variant is
/// a session of its own, as interactive as the scene itself.
///
/// `TOKENS` is a comma-separated list, each token setting one thing (a later token wins):
///
/// | Token | Sets |
/// |---|---|
/// | `light`, `dark` | `colorScheme` |
/// | `type-xSmall` … `type-accessibility5` | `dynamicTypeSize` (the case names of `DynamicTypeSize`) |
/// | `ltr`, `rtl` | `layoutDirection` |
/// | `small-phone`, `large-phone`, `tablet` | the window: 375 × 667, 430 × 932, 820 × 1180 |
/// | `landscape` | the window turned: the scene's own width and height exchanged |
/// | `size-WxH` | the window, `W` × `H` points |
public struct SceneVariant: Sendable, Hashable {
    /// The colour scheme set on the root view, if any.
    public var colorScheme: ColorScheme?
    /// The Dynamic Type size set on the root view, if any.
    public var dynamicTypeSize: DynamicTypeSize?
    /// The layout direction set on the root view, if any.
    public var layoutDirection: LayoutDirection?
    /// A named window size, if any.
    public var windowSize: CGSize?
    /// Whether the window is turned (width and height exchanged), after `windowSize`.
    public var landscape = false

    /// The variant that changes nothing.
    public init() {}

    /// Why a variant could not be read.
    public struct Problem: Error, CustomStringConvertible, Sendable {
        /// What is wrong, for people.
        public var description: String
    }

    /// The devices a variant may name, with their windows in points (the portrait sizes of a small
    /// phone, an iPhone SE; a large phone, an iPhone Pro Max; a tablet, an iPad Air).
    public static let devices: [(token: String, size: CGSize)] = [
        ("small-phone", CGSize(width: 375, height: 667)),
        ("large-phone", CGSize(width: 430, height: 932)),
        ("tablet", CGSize(width: 820, height: 1180)),
    ]

    /// The largest window side a `size-WxH` token may ask for, in points: beyond any screen, small
    /// enough that a frame's SVG and layout stay cheap.
    public static let maxWindowSide: Double = 4096

    /// The most tokens one variant may have: more than the kinds of thing a variant sets.
    public static let maxTokens = 8

    /// The variant `tokens` describe (see the table above).
    ///
    /// - Throws: `Problem` naming the first token that is not understood, with the ones that are.
    public init(tokens text: String) throws {
        self.init()
        let tokens = text.split(separator: ",", omittingEmptySubsequences: true).map(String.init)
        guard tokens.count <= Self.maxTokens else {
            throw Problem(description: "a variant has at most \(Self.maxTokens) tokens, this one \(tokens.count)")
        }
        for token in tokens { try apply(token) }
    }

    private mutating func apply(_ token: String) throws {
        switch token {
        case "light": colorScheme = .light
        case "dark": colorScheme = .dark
        case "ltr": layoutDirection = .leftToRight
        case "rtl": layoutDirection = .rightToLeft
        case "landscape": landscape = true
        default:
            if let device = Self.devices.first(where: { $0.token == token }) {
                windowSize = device.size
            } else if token.hasPrefix("type-"),
                let size = DynamicTypeSize.allCases.first(where: { "type-\($0)" == token })
            {
                dynamicTypeSize = size
            } else if token.hasPrefix("size-") {
                windowSize = try Self.size(token)
            } else {
                let known =
                    ["light", "dark", "ltr", "rtl", "landscape"] + Self.devices.map(\.token)
                    + ["type-xSmall … type-accessibility5", "size-WxH"]
                throw Problem(
                    description:
                        "unknown variant \(PlaygroundSession.quoted(token)); known: \(known.joined(separator: ", "))")
            }
        }
    }

    /// The window of a `size-WxH` token.
    private static func size(_ token: String) throws -> CGSize {
        let parts = token.dropFirst("size-".count).split(separator: "x")
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
            width >= 1, height >= 1, width <= maxWindowSide, height <= maxWindowSide
        else {
            throw Problem(
                description:
                    "\(PlaygroundSession.quoted(token)) is not a window size: size-WIDTHxHEIGHT, each from 1 to \(Int(maxWindowSide)) points"
            )
        }
        return CGSize(width: width, height: height)
    }

    /// `example` in this variant: its view inside the variant's environment values, in the
    /// variant's window. The id and title stay the scene's.
    public func apply(to example: Example) -> Example {
        guard self != SceneVariant() else { return example }
        var size = windowSize ?? example.windowSize
        if landscape { size = CGSize(width: size.height, height: size.width) }
        let variant = self
        let make = example.makeView
        return Example(id: example.id, title: example.title, source: example.source, windowSize: size) {
            variant.wrap(make())
        }
    }

    /// The window settings the variant sets, as a downloaded test gives them to its
    /// `TouchSimulator`: `nil` when it sets none of them (a window size alone needs none).
    public var windowEnvironment: WindowEnvironment? {
        guard colorScheme != nil || dynamicTypeSize != nil || layoutDirection != nil else { return nil }
        var environment = WindowEnvironment()
        if let colorScheme { environment.colorScheme = colorScheme }
        if let dynamicTypeSize { environment.dynamicTypeSize = dynamicTypeSize }
        if let layoutDirection { environment.layoutDirection = layoutDirection }
        return environment
    }

    /// `view` with the variant's environment values set on it.
    @MainActor
    func wrap(_ view: AnyView) -> AnyView {
        var view = view
        if let colorScheme { view = AnyView(view.environment(\.colorScheme, colorScheme)) }
        if let dynamicTypeSize { view = AnyView(view.environment(\.dynamicTypeSize, dynamicTypeSize)) }
        if let layoutDirection { view = AnyView(view.environment(\.layoutDirection, layoutDirection)) }
        return view
    }
}
