import Foundation

// Metal shaders. There is no Metal on Linux, and the SVG the renderer writes cannot run a shader:
// the types exist so that code using them compiles, and the effects draw their view unchanged.

/// A library of Metal shader functions, looked up by name (`ShaderLibrary.default.wave`).
///
/// *No effect on Linux*: there is no Metal to load a library into; its functions are names only.
@dynamicMemberLookup
public struct ShaderLibrary: Equatable, @unchecked Sendable {
    // Unchecked: the source is a URL, data or bundle path, all values; the `@unchecked` matches
    // SwiftUI's declaration.

    private enum Source: Equatable {
        case main
        case bundle(String)
        case data(Data)
        case url(URL)
    }

    private let source: Source

    /// The main bundle's default library.
    ///
    /// *No effect on Linux*: there is no Metal library to load.
    public static let `default` = ShaderLibrary(source: .main)

    /// The default library of `bundle`.
    ///
    /// *No effect on Linux*: there is no Metal library to load.
    public static func bundle(_ bundle: Bundle) -> ShaderLibrary { ShaderLibrary(source: .bundle(bundle.bundlePath)) }

    /// A library from compiled Metal code.
    ///
    /// *No effect on Linux*: the data is kept, not loaded.
    public init(data: Data) { source = .data(data) }

    /// A library from the compiled Metal file at `url`.
    ///
    /// *No effect on Linux*: the location is kept, not loaded.
    public init(url: URL) { source = .url(url) }

    private init(source: Source) { self.source = source }

    /// The function `name` of the default library.
    ///
    /// *No effect on Linux*: a name, with no Metal function behind it.
    public static subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: .default, name: name)
    }

    /// The function `name` of this library.
    ///
    /// *No effect on Linux*: a name, with no Metal function behind it.
    public subscript(dynamicMember name: String) -> ShaderFunction {
        ShaderFunction(library: self, name: name)
    }
}

/// A shader function of a library, called with arguments to make a `Shader`.
///
/// *No effect on Linux*: there is no Metal to run it.
@dynamicCallable
public struct ShaderFunction: Equatable, Sendable {
    /// The library the function is in.
    public var library: ShaderLibrary
    /// The function's name.
    public var name: String

    /// The function `name` of `library`.
    public init(library: ShaderLibrary, name: String) {
        self.library = library
        self.name = name
    }

    /// A shader of this function with `args`.
    ///
    /// *No effect on Linux*: the shader is a value that draws nothing.
    public func dynamicallyCall(withArguments args: [Shader.Argument]) -> Shader {
        Shader(function: self, arguments: args)
    }
}

/// A shader function with its arguments: a shape style or a view effect on Apple platforms.
///
/// *No effect on Linux*: there is no Metal to run it. Used as a shape style it paints in the
/// primary colour (as any style Tactile does not know); as an effect (`colorEffect`, `distortionEffect`, `layerEffect`) it
/// leaves the view as drawn.
public struct Shader: Equatable, Sendable, ShapeStyle {
    /// A value handed to a shader function.
    public struct Argument: Equatable, Sendable {
        private enum Value: Equatable, Sendable {
            case floats([Float])
            case boundingRect
            case colors([Color])
            case image(ShaderImage)
            case data(Data)
        }

        private let value: Value

        /// One number.
        public static func float<T: BinaryFloatingPoint>(_ x: T) -> Argument { Argument(value: .floats([Float(x)])) }
        /// Two numbers.
        public static func float2<T: BinaryFloatingPoint>(_ x: T, _ y: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y)]))
        }
        /// Three numbers.
        public static func float3<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z)]))
        }
        /// Four numbers.
        public static func float4<T: BinaryFloatingPoint>(_ x: T, _ y: T, _ z: T, _ w: T) -> Argument {
            Argument(value: .floats([Float(x), Float(y), Float(z), Float(w)]))
        }
        /// A point's coordinates.
        public static func float2(_ point: CGPoint) -> Argument { float2(point.x, point.y) }
        /// A size's width and height.
        public static func float2(_ size: CGSize) -> Argument { float2(size.width, size.height) }
        /// A vector's components.
        public static func float2(_ vector: CGVector) -> Argument { float2(vector.dx, vector.dy) }
        /// An array of numbers.
        public static func floatArray(_ array: [Float]) -> Argument { Argument(value: .floats(array)) }
        /// The bounds of the view the shader draws.
        public static var boundingRect: Argument { Argument(value: .boundingRect) }
        /// A colour.
        public static func color(_ color: Color) -> Argument { Argument(value: .colors([color])) }
        /// An array of colours.
        public static func colorArray(_ array: [Color]) -> Argument { Argument(value: .colors(array)) }
        /// An image the shader samples.
        public static func image(_ image: Image) -> Argument { Argument(value: .image(ShaderImage(image: image))) }
        /// Raw bytes.
        public static func data(_ data: Data) -> Argument { Argument(value: .data(data)) }
    }

    /// What a shader is compiled for.
    public struct UsageType: Hashable, Sendable {
        private let name: String
        /// A shader that paints a shape.
        public static let shapeStyle = UsageType(name: "shapeStyle")
        /// A shader that changes each pixel's colour.
        public static let colorEffect = UsageType(name: "colorEffect")
        /// A shader that moves pixels.
        public static let distortionEffect = UsageType(name: "distortionEffect")
        /// A shader that samples the view's layer.
        public static let layerEffect = UsageType(name: "layerEffect")
    }

    /// The function.
    public var function: ShaderFunction
    /// The arguments, in order.
    public var arguments: [Argument]
    /// Whether the shader's colours are dithered.
    ///
    /// *No effect on Linux*: stored; nothing is drawn with it.
    public var dithersColor = false

    /// A shader of `function` with `arguments`.
    public init(function: ShaderFunction, arguments: [Argument]) {
        self.function = function
        self.arguments = arguments
    }

    /// Compiles the shader ahead of its first use.
    ///
    /// *No effect on Linux*: there is nothing to compile; returns at once.
    public func compile(as type: UsageType) async throws {}
}

/// An image handed to a shader, compared as images are.
private struct ShaderImage: Equatable, @unchecked Sendable {
    // Unchecked: an `Image` is a value describing a picture (a name, a file), never mutated here.
    let image: Image
}

extension View {
    /// Changes the colour of each pixel of the view with a Metal shader.
    ///
    /// *No effect on Linux*: there is no Metal; the view is drawn unchanged.
    nonisolated public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some View { self }

    /// Moves the pixels of the view with a Metal shader.
    ///
    /// *No effect on Linux*: there is no Metal; the view is drawn unchanged.
    nonisolated public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
        -> some View
    { self }

    /// Draws the view's layer through a Metal shader.
    ///
    /// *No effect on Linux*: there is no Metal; the view is drawn unchanged.
    nonisolated public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
        -> some View
    { self }
}

extension VisualEffect {
    /// Changes the colour of each pixel with a Metal shader.
    ///
    /// *No effect on Linux*: there is no Metal; the effect adds nothing.
    public func colorEffect(_ shader: Shader, isEnabled: Bool = true) -> some VisualEffect { self }

    /// Moves pixels with a Metal shader.
    ///
    /// *No effect on Linux*: there is no Metal; the effect adds nothing.
    public func distortionEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true)
        -> some VisualEffect
    { self }

    /// Draws the layer through a Metal shader.
    ///
    /// *No effect on Linux*: there is no Metal; the effect adds nothing.
    public func layerEffect(_ shader: Shader, maxSampleOffset: CGSize, isEnabled: Bool = true) -> some VisualEffect {
        self
    }
}
