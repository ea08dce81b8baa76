import Foundation

/// What a gesture is and how it is configured, as plain values: read from an attachment
/// (``GestureAttachment/summary``) so that tests can ask which gestures a view has without
/// performing them.
///
/// Modifiers that add callbacks or change the value (`onChanged`, `onEnded`, `map`, `updating`,
/// `onFailed`) describe the gesture they wrap; a combinator describes its two parts. A gesture
/// of a type the engine does not know (one a client wrote from scratch) is ``Kind-swift.enum/other``
/// with its type's name.
public struct GestureSummary: Sendable, Hashable, CustomStringConvertible {
    /// The kind of a gesture.
    public enum Kind: String, Sendable, Hashable, CaseIterable {
        /// `TapGesture`.
        case tap
        /// `SpatialTapGesture`.
        case spatialTap
        /// `LongPressGesture`.
        case longPress
        /// `DragGesture`.
        case drag
        /// `MagnifyGesture` or `MagnificationGesture`.
        case magnify
        /// `RotateGesture` or `RotationGesture`.
        case rotate
        /// `SpatialEventGesture`.
        case spatialEvent
        /// A scroll view's `ScrollGesture`.
        case scroll
        /// `simultaneously(with:)`: ``GestureSummary/parts`` are the two gestures.
        case simultaneous
        /// `sequenced(before:)`: ``GestureSummary/parts`` are the first and the second.
        case sequenced
        /// `exclusively(before:)`: ``GestureSummary/parts`` are the preferred one and the other.
        case exclusive
        /// A gesture of a type the engine does not describe; ``GestureSummary/typeName`` names it.
        case other
    }

    /// What kind of gesture this is.
    public var kind: Kind
    /// The taps a tap or spatial tap needs.
    public var count: Int?
    /// How far a drag moves before it is recognized.
    public var minimumDistance: CGFloat?
    /// How long a long press is held before it is recognized.
    public var minimumDuration: TimeInterval?
    /// How far a long press may move and still be recognized.
    public var maximumDistance: CGFloat?
    /// The change of scale a magnify waits for.
    public var minimumScaleDelta: CGFloat?
    /// The turn a rotate waits for.
    public var minimumAngleDelta: Angle?
    /// The space a drag, spatial tap or spatial event gesture reports locations in.
    public var coordinateSpace: CoordinateSpace?
    /// The two gestures of a combinator, in the order it names them; empty for the others.
    public var parts: [GestureSummary]
    /// The name of the gesture's type, for ``Kind-swift.enum/other`` (`nil` for known kinds).
    public var typeName: String?

    /// A summary of `kind` with the parameters that apply to it.
    public init(
        kind: Kind, count: Int? = nil, minimumDistance: CGFloat? = nil, minimumDuration: TimeInterval? = nil,
        maximumDistance: CGFloat? = nil, minimumScaleDelta: CGFloat? = nil, minimumAngleDelta: Angle? = nil,
        coordinateSpace: CoordinateSpace? = nil, parts: [GestureSummary] = [], typeName: String? = nil
    ) {
        self.kind = kind
        self.count = count
        self.minimumDistance = minimumDistance
        self.minimumDuration = minimumDuration
        self.maximumDistance = maximumDistance
        self.minimumScaleDelta = minimumScaleDelta
        self.minimumAngleDelta = minimumAngleDelta
        self.coordinateSpace = coordinateSpace
        self.parts = parts
        self.typeName = typeName
    }

    /// The kind and its parameters, one line: `drag(minimumDistance: 10, coordinateSpace: local)`,
    /// `simultaneous(longPress(minimumDuration: 0.5, maximumDistance: 10), drag(…))`.
    public var description: String {
        if !parts.isEmpty { return "\(kind.rawValue)(\(parts.map(\.description).joined(separator: ", ")))" }
        var fields: [String] = []
        if let count { fields.append("count: \(count)") }
        if let minimumDistance { fields.append("minimumDistance: \(number(minimumDistance))") }
        if let minimumDuration { fields.append("minimumDuration: \(number(minimumDuration))") }
        if let maximumDistance { fields.append("maximumDistance: \(number(maximumDistance))") }
        if let minimumScaleDelta { fields.append("minimumScaleDelta: \(number(minimumScaleDelta))") }
        if let minimumAngleDelta { fields.append("minimumAngleDelta: \(number(minimumAngleDelta.degrees))°") }
        if let coordinateSpace { fields.append("coordinateSpace: \(Self.name(of: coordinateSpace))") }
        if let typeName { fields.append(typeName) }
        return fields.isEmpty ? kind.rawValue : "\(kind.rawValue)(\(fields.joined(separator: ", ")))"
    }

    private static func name(of space: CoordinateSpace) -> String {
        switch space {
        case .global: "global"
        case .local: "local"
        case .named(let name): "named(\(name))"
        }
    }
}

private func number(_ value: some BinaryFloatingPoint) -> String { String(format: "%g", Double(value)) }

/// A gesture that can say what it is: the primitives. Read by the recognizer node built from it.
protocol SummarizedGesture {
    /// The gesture's kind and parameters.
    var summary: GestureSummary { get }
}

extension GestureAttachment {
    /// The attached gesture's kind and configuration, read from the recognizer tree the engine
    /// would build for it (built here and thrown away: this costs what a touch-down on the view
    /// does, and is meant for tests, not for every event).
    public var summary: GestureSummary {
        let node = makeNode(self, configuration ?? .standard, 0)
        return node.summary()
    }
}
