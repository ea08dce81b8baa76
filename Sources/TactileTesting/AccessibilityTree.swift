import Foundation
import Tactile

/// What an assistive technology such as VoiceOver would find in the window: its accessibility
/// elements in reading order (`TouchSimulator/accessibilityTree()`).
///
/// Its `description` is one line per element, stable from run to run, so a test can keep it as
/// a golden:
///
/// ```swift
/// #expect(sim.accessibilityTree().description == """
///     header "Settings" (16, 60, 104 × 41)
///     toggle "Wi-Fi" value: "1" (16, 117, 361 × 31) actions: activate
///     button "Done" (171, 164, 51 × 22) actions: activate
///     """)
/// ```
///
/// How elements are formed and ordered (as SwiftUI forms them on iOS): Docs/Decisions.md,
/// "Accessibility tree".
public struct AccessibilityTree: Sendable, CustomStringConvertible {
    /// The elements, in the order VoiceOver reads them.
    public var elements: [AccessibilityElement]
    /// The custom rotors the views offer (`accessibilityRotor`), in tree order, with their
    /// entries as the views' state gives them now.
    public var rotors: [AccessibilityRotorDescription] = []

    /// The rotor labelled `label` (a system rotor's name, such as `headings`), if a view offers one.
    public func rotor(labelled label: String) -> AccessibilityRotorDescription? {
        rotors.first { $0.label == label }
    }

    /// One line per element, in reading order (`AccessibilityElement/description`).
    public var description: String { elements.map(\.description).joined(separator: "\n") }

    /// The elements whose label is `label`.
    public func elements(labelled label: String) -> [AccessibilityElement] {
        elements.filter { $0.label == label }
    }
}

/// One element of an `AccessibilityTree`: what VoiceOver says and offers for it.
public struct AccessibilityElement: Sendable, CustomStringConvertible {
    /// What the element is to a person, from its view and traits.
    public enum Role: String, Sendable, CaseIterable {
        /// A button (`Button`, or the `isButton` trait).
        case button
        /// A link (`Link`, or the `isLink` trait).
        case link
        /// A toggle (`Toggle`, or the `isToggle` trait).
        case toggle
        /// An adjustable control (`Slider`, or a view with `accessibilityAdjustableAction`).
        case adjustable
        /// A picker.
        case picker
        /// A header (the `isHeader` trait).
        case header
        /// An image (`Image`, or the `isImage` trait).
        case image
        /// Static text (`Text`) and any other element.
        case text

        /// The trait the role stands for, left out of `AccessibilityElement/description`.
        var impliedTraits: AccessibilityTraits {
            switch self {
            case .button: .isButton
            case .link: .isLink
            case .toggle: .isToggle
            case .header: .isHeader
            case .image: .isImage
            case .text: .isStaticText
            case .adjustable, .picker: []
            }
        }
    }

    /// What the element is (`Role`).
    public var role: Role
    /// The traits modifiers gave it (the one its role stands for is not printed).
    public var traits: AccessibilityTraits
    /// What VoiceOver reads first: the accessibility label, or the text shown.
    public var label: String?
    /// The value (a slider's `"50%"`, a toggle's `"1"` or `"0"`).
    public var value: String?
    /// The hint.
    public var hint: String?
    /// The accessibility identifier (for tests; not read aloud).
    public var identifier: String?
    /// The element's frame in window space.
    public var frame: CGRect
    /// What can be done with it: `Action/activate`, `Action/increment`,
    /// `Action/decrement` and the named actions, in that order.
    public var actions: [Action]
    /// Its `accessibilitySortPriority` (0 unless set).
    public var sortPriority: Double
    /// The system symbol an image shows (`Image(systemName:)`), which iOS does not read as a label.
    public var symbolName: String?
    /// Its heading level (`accessibilityHeading`).
    public var headingLevel: AccessibilityHeadingLevel?
    /// Its custom content (`accessibilityCustomContent`), in the order given.
    public var customContent: [AccessibilityCustomContentEntry] = []
    /// The kind of text it holds (`accessibilityTextContentType`).
    public var textContentType: AccessibilityTextContentType?
    /// Other names Voice Control users may say for it (`accessibilityInputLabels`).
    public var inputLabels: [String] = []
    /// The options of a direct-touch area (`accessibilityDirectTouch`; the element also has the
    /// `allowsDirectInteraction` trait); `nil` when it is not one.
    public var directTouchOptions: AccessibilityDirectTouchOptions?
    /// Whether it takes part in user interaction, when a modifier says
    /// (`accessibilityRespondsToUserInteraction`).
    public var respondsToUserInteraction: Bool?
    /// Whether the `@AccessibilityFocusState` it is bound to says it has the focus.
    public var isAccessibilityFocused = false
    /// The category of each named action given one other than the default
    /// (`accessibilityActions(category:_:)`), by action name.
    public var actionCategories: [String: String] = [:]

    /// The view the element starts at.
    var identity: ViewIdentity
    /// Where a tap activates it, when activating is a tap.
    var activationPoint: CGPoint
    /// Which node of the tree carries each action given by a modifier (by the name the view layer
    /// knows it under: `"default"`, `"Increment"`, a custom name).
    var actionNodes: [String: ViewIdentity]
    /// The view's kind (`Button`, `Text`), for audit reports.
    var kindName: String
    /// The element's side of a labelled pair, linked after all elements are formed.
    var labeledPair: AccessibilityLabeledPairDescription?
    /// The node whose focus state moving the accessibility focus here sets.
    var focusNode: ViewIdentity?

    /// An action an assistive technology can perform on an element.
    public enum Action: Sendable, Hashable, CustomStringConvertible {
        /// Activating it (VoiceOver's double tap): a control's own action, an
        /// `accessibilityAction` of the default kind, or a tap at the element.
        case activate
        /// Moving an adjustable element up (VoiceOver's swipe up).
        case increment
        /// Moving an adjustable element down.
        case decrement
        /// An action with a name: `accessibilityAction(named:)`, or a kind such as `escape`.
        case named(String)

        /// `activate`, `increment`, `decrement`, or the name quoted.
        public var description: String {
            switch self {
            case .activate: "activate"
            case .increment: "increment"
            case .decrement: "decrement"
            case .named(let name): "\"\(name)\""
            }
        }
    }

    /// One line: role, label, value, hint, identifier, heading level, text content type, traits,
    /// frame (whole points) and actions; then custom content, input labels and focus when given.
    /// `button "Save" hint: "Saves the note" id: save (20, 100, 80 × 44) actions: activate`
    public var description: String {
        var parts = [role.rawValue]
        if let label { parts.append(quoted(label)) }
        if let value { parts.append("value: \(quoted(value))") }
        if let hint { parts.append("hint: \(quoted(hint))") }
        if let identifier { parts.append("id: \(identifier)") }
        if let headingLevel { parts.append("level: \(headingLevel)") }
        if let textContentType { parts.append("contentType: \(textContentType)") }
        if let symbolName { parts.append("symbol: \(symbolName)") }
        let traitNames = AccessibilityTraitNames.names(of: traits.subtracting(role.impliedTraits))
        if !traitNames.isEmpty { parts.append("traits: \(traitNames.joined(separator: ", "))") }
        if sortPriority != 0 { parts.append("priority: \(String(format: "%g", sortPriority))") }
        parts.append(roundedFrame(frame))
        if !actions.isEmpty { parts.append("actions: \(actions.map(\.description).joined(separator: ", "))") }
        if !customContent.isEmpty {
            let pieces = customContent.map {
                "\(quoted($0.label)): \(quoted($0.value))\($0.isImportant ? " (high)" : "")"
            }
            parts.append("content: \(pieces.joined(separator: ", "))")
        }
        if !inputLabels.isEmpty { parts.append("inputLabels: \(inputLabels.map(quoted).joined(separator: ", "))") }
        if isAccessibilityFocused { parts.append("focused") }
        return parts.joined(separator: " ")
    }
}

/// `(x, y, w × h)` in whole points: a golden does not change when layout moves a view by a
/// fraction of a point.
func roundedFrame(_ frame: CGRect) -> String {
    let numbers = [frame.minX, frame.minY, frame.width, frame.height].map { String(format: "%g", Double($0.rounded())) }
    return "(\(numbers[0]), \(numbers[1]), \(numbers[2]) × \(numbers[3]))"
}

func quoted(_ string: String) -> String { "\"\(string)\"" }

/// The names traits are printed with, in a fixed order.
enum AccessibilityTraitNames {
    static let all: [(AccessibilityTraits, String)] = [
        (.isButton, "button"), (.isLink, "link"), (.isToggle, "toggle"), (.isHeader, "header"),
        (.isSelected, "selected"), (.isImage, "image"), (.isStaticText, "staticText"),
        (.isSearchField, "searchField"), (.playsSound, "playsSound"), (.isKeyboardKey, "keyboardKey"),
        (.isSummaryElement, "summaryElement"), (.updatesFrequently, "updatesFrequently"),
        (.startsMediaSession, "startsMediaSession"), (.allowsDirectInteraction, "allowsDirectInteraction"),
        (.causesPageTurn, "causesPageTurn"), (.isModal, "isModal"), (.isTabBar, "tabBar"),
    ]

    static func names(of traits: AccessibilityTraits) -> [String] {
        all.filter { traits.contains($0.0) }.map(\.1)
    }
}
