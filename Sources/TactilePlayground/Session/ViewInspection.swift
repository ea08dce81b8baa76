import Foundation
import Tactile

/// What the inspector shows for a point of the stage (an Alt-click on the page): the views under
/// it, innermost first, each with its type, frame, modifiers and accessibility properties, and the
/// gestures attached along that path with their configuration and current phase.
///
/// It is read from the session's host as the engine would see a pointer landing there: the hit
/// path (`ViewHost/hitTest(_:)`), the gesture attachments of that path
/// (`ViewHost/gestureAttachments(at:)`), the accessibility tree (`ViewHost/inspectedViews()`).
public struct ViewInspection: Codable, Sendable, Hashable {
    /// One view of the hit path with the modifiers written on it.
    public struct InspectedViewInfo: Codable, Sendable, Hashable {
        /// The view's type (`Text`, `Circle`, `LikeButton`) or built-in name.
        public var type: String
        /// Its frame in window points, with offsets, scales and rotations applied: x, y, width, height.
        public var frame: [Double]
        /// The modifiers applied to it, innermost first (`padding`, `onTapGesture`, `frame`).
        public var modifiers: [String]
        /// What assistive technologies read of it, from the view and its modifiers.
        public var accessibility: AccessibilityInfo
    }

    /// A view's accessibility properties, as text.
    public struct AccessibilityInfo: Codable, Sendable, Hashable {
        /// `accessibilityLabel`, or what the view says by itself.
        public var label: String?
        /// `accessibilityValue`.
        public var value: String?
        /// `accessibilityHint`.
        public var hint: String?
        /// The traits, by name (`isButton`, `isHeader`).
        public var traits: [String]
        /// `accessibilityIdentifier`, from the nearest one on the path.
        public var identifier: String?
        /// Whether it is hidden from assistive technologies.
        public var isHidden: Bool
    }

    /// One gesture attached on the path.
    public struct GestureInfo: Codable, Sendable, Hashable {
        /// The gesture's type, as traces name it.
        public var type: String
        /// What the gesture is with its own parameters, one line
        /// (`longPress(minimumDuration: 0.5, maximumDistance: 10)`), as `GestureSummary` writes it.
        public var summary: String
        /// The view or modifier it is attached to.
        public var attachedTo: String
        /// How it competes with the gestures below it: `normal`, `high` or `simultaneous`.
        public var priority: String
        /// Which of it and the gestures below take part (`all`, `gesture`, `subviews`, `none`).
        public var mask: String
        /// Its last phase in this session (`possible`, `active`, `ended`, `failed`), or `idle`.
        public var phase: String
        /// The timing configuration it runs with: its own, or the engine's.
        public var configuration: [String: Double]
    }

    /// The point inspected, window points.
    public var x: Double, y: Double
    /// The views under the point, innermost first; empty when nothing there can be hit.
    public var views: [InspectedViewInfo]
    /// The gestures along the path, innermost first.
    public var gestures: [GestureInfo]
}

extension ViewInspection {
    /// Reads what lies under `point` in `host`'s window; `phases` is the last phase of each gesture
    /// by trace name (`GesturePhaseTransition/gesture`).
    @MainActor
    public static func inspect(_ host: GestureHost, at point: CGPoint, phases: [String: GesturePhaseKind])
        -> ViewInspection
    {
        let viewHost = host.viewHost
        let path = viewHost.hitTest(point)?.path ?? []
        let properties = Dictionary(
            viewHost.inspectedViews().map { ($0.identity, $0.accessibility) }, uniquingKeysWith: { first, _ in first })
        // Views, each with the modifiers just outside it (the path runs innermost first).
        var views: [InspectedViewInfo] = []
        var kinds: [ViewIdentity: String] = [:]
        var identifier: String?
        for (index, entry) in path.enumerated() {
            kinds[entry.identity] = entry.kind
            if identifier == nil, let found = entry.content.accessibilityIdentifier { identifier = found }
            guard !isModifier(entry.kind) else { continue }
            var modifiers: [HitTestEntry] = []
            for outer in path[(index + 1)...] {
                guard isModifier(outer.kind) else { break }
                modifiers.append(outer)
            }
            let frame = entry.bounds.applying(entry.transform)
            views.append(
                InspectedViewInfo(
                    type: entry.kind,
                    frame: [frame.minX, frame.minY, frame.width, frame.height].map { Double($0) },
                    modifiers: modifiers.map(\.kind),
                    accessibility: accessibility(
                        of: [entry] + modifiers, properties: properties,
                        identifier: modifiers.lazy.compactMap { $0.content.accessibilityIdentifier }.first ?? identifier
                    )))
        }
        let engineConfiguration = host.engine.configuration
        let gestures = viewHost.gestureAttachments(at: point).enumerated().map { index, attachment in
            let prefix = "\(index):\(attachment.gestureDescription)"
            // The outermost node of the attached gesture (the shortest trace name under its prefix).
            let phase = phases.filter { $0.key == prefix || $0.key.hasPrefix(prefix + "/") }
                .min { ($0.key.count, $0.key) < ($1.key.count, $1.key) }?.value
            return GestureInfo(
                type: attachment.gestureDescription, summary: attachment.summary.description,
                attachedTo: (attachment.id.base as? ViewIdentity).flatMap { kinds[$0] } ?? "\(attachment.id)",
                priority: "\(attachment.priority)", mask: "\(attachment.mask)",
                phase: phase.map { "\($0)" } ?? "idle",
                configuration: configurationValues(attachment.configuration ?? engineConfiguration))
        }
        return ViewInspection(x: Double(point.x), y: Double(point.y), views: views, gestures: gestures)
    }

    /// Whether a hit-path kind names a modifier (`padding`, `onTapGesture`) rather than a view
    /// (`Text`, `LikeButton`): built-in modifiers are named in lower camel case, views by their type.
    static func isModifier(_ kind: String) -> Bool {
        kind.first.map { $0.isLowercase } ?? false
    }

    /// The accessibility of a view read from it and its modifiers: the first of each property set
    /// along them, the traits of all of them.
    @MainActor
    static func accessibility(
        of entries: [HitTestEntry], properties: [ViewIdentity: AccessibilityProperties], identifier: String?
    ) -> AccessibilityInfo {
        let found = entries.compactMap { properties[$0.identity] }
        var traits: AccessibilityTraits = []
        for property in found { traits.formUnion(property.traits) }
        return AccessibilityInfo(
            label: found.lazy.compactMap(\.label).first, value: found.lazy.compactMap(\.value).first,
            hint: found.lazy.compactMap(\.hint).first,
            traits: traitNames.filter { traits.contains($0.trait) }.map(\.name),
            identifier: identifier, isHidden: found.contains(where: \.isHidden))
    }

    /// Every trait with its name, in declaration order.
    static let traitNames: [(trait: AccessibilityTraits, name: String)] = [
        (.isButton, "isButton"), (.isHeader, "isHeader"), (.isSelected, "isSelected"), (.isLink, "isLink"),
        (.isSearchField, "isSearchField"), (.isImage, "isImage"), (.playsSound, "playsSound"),
        (.isKeyboardKey, "isKeyboardKey"), (.isStaticText, "isStaticText"), (.isSummaryElement, "isSummaryElement"),
        (.updatesFrequently, "updatesFrequently"), (.startsMediaSession, "startsMediaSession"),
        (.allowsDirectInteraction, "allowsDirectInteraction"), (.causesPageTurn, "causesPageTurn"),
        (.isModal, "isModal"), (.isToggle, "isToggle"), (.isTabBar, "isTabBar"),
    ]

    /// The timing values of `configuration` that decide when gestures recognize, by name.
    static func configurationValues(_ configuration: GestureConfiguration) -> [String: Double] {
        [
            "tapMaximumMovement": Double(configuration.tapMaximumMovement),
            "tapMaximumDuration": configuration.tapMaximumDuration,
            "multiTapMaximumDelay": configuration.multiTapMaximumDelay,
            "predictionInterval": configuration.predictionInterval,
        ]
    }
}
