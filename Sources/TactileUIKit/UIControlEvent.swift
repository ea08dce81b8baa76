import Foundation

extension UIControl {
    /// What happened to a control, UIKit's `UIControl.Event`, with UIKit's bit values: the events
    /// `addAction(_:for:)` registers actions for and `sendActions(for:)` sends.
    ///
    /// On Linux no touch reaches a control, so the touch events are sent only by
    /// `sendActions(for:)`; the editing events are sent by `UITextField` as its editing API runs.
    public struct Event: OptionSet, Hashable, Sendable {
        /// The event's bits: UIKit's values.
        public let rawValue: UInt
        /// Events from their bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A finger went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A second (or later) finger went down in quick succession.
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger moved inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger moved outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger moved into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger moved out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The user changed the control's value.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The user triggered the control's primary action (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text field.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The user changed a text field's text.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended in a text field.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The return key ended editing in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// The range an app may use for its own events.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// The range UIKit keeps for itself.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }
}
