// The six gestures of benchmark 8, as a surface in an app puts them on one view:
// `.gesture(DragGesture())`, `.onTapGesture(count: 2)`, `.onTapGesture`,
// `.simultaneousGesture(LongPressGesture())` and
// `.simultaneousGesture(MagnifyGesture().simultaneously(with: RotateGesture()))`, each with the
// callbacks its value allows (`onChanged` needs an `Equatable` value; a tap's is `Void`).

import Foundation
import Tactile
import TactileGestures

/// What the six gestures' callbacks saw: counts and the last values, so that every callback has
/// an effect the optimiser must keep and the fixtures can check the stream reaches them all.
///
/// Not observed state: the host benchmark's view never re-renders because of it, so that
/// benchmark measures event handling through `GestureHost`, not frames.
public final class SixGestureActivity {
    public var dragChanges = 0, dragEnds = 0
    public var doubleTaps = 0, taps = 0
    public var longPressChanges = 0, longPressEnds = 0
    public var pinchChanges = 0, pinchEnds = 0
    public var lastTranslation = CGSize.zero
    public var lastMagnification: CGFloat = 1
    public var lastRotation = Angle.zero

    public init() {}

    /// Whether the stream reached every gesture: each ran its callbacks at least once.
    public var reachedEveryGesture: Bool {
        [dragChanges, dragEnds, doubleTaps, taps, longPressChanges, longPressEnds, pinchChanges, pinchEnds]
            .allSatisfy { $0 > 0 }
    }

    public var summary: String {
        "drag \(dragChanges) changes \(dragEnds) ends, double taps \(doubleTaps), taps \(taps), long press "
            + "\(longPressChanges) changes \(longPressEnds) ends, pinch \(pinchChanges) changes \(pinchEnds) ends"
    }
}

/// The six gestures, built around one ``SixGestureActivity``.
@MainActor
public struct SixGestures {
    public let activity: SixGestureActivity

    public init(activity: SixGestureActivity) {
        self.activity = activity
    }

    public var drag: some Gesture {
        let activity = activity
        return DragGesture()
            .onChanged { value in
                activity.lastTranslation = value.translation
                activity.dragChanges += 1
            }
            .onEnded { _ in activity.dragEnds += 1 }
    }

    public var doubleTap: some Gesture {
        let activity = activity
        return TapGesture(count: 2).onEnded { activity.doubleTaps += 1 }
    }

    public var tap: some Gesture {
        let activity = activity
        return TapGesture().onEnded { activity.taps += 1 }
    }

    public var longPress: some Gesture {
        let activity = activity
        return LongPressGesture()
            .onChanged { _ in activity.longPressChanges += 1 }
            .onEnded { _ in activity.longPressEnds += 1 }
    }

    public var pinch: some Gesture {
        let activity = activity
        return MagnifyGesture().simultaneously(with: RotateGesture())
            .onChanged { value in
                if let magnify = value.first { activity.lastMagnification = magnify.magnification }
                if let rotate = value.second { activity.lastRotation = rotate.rotation }
                activity.pinchChanges += 1
            }
            .onEnded { _ in activity.pinchEnds += 1 }
    }

    /// The five attachments the view modifiers make, innermost (first applied) first: what a
    /// host passes the engine on each down.
    public var attachments: [GestureAttachment] {
        [
            GestureAttachment(id: 0, gesture: drag),
            GestureAttachment(id: 1, gesture: doubleTap),
            GestureAttachment(id: 2, gesture: tap),
            GestureAttachment(id: 3, gesture: longPress, priority: .simultaneous),
            GestureAttachment(id: 4, gesture: pinch, priority: .simultaneous),
        ]
    }

    /// The same gestures as one gesture, composed the way the engine composes the five
    /// attachments (`gesture` after what is below: exclusively; `simultaneousGesture`:
    /// simultaneously).
    public var composed: some Gesture {
        drag.exclusively(before: doubleTap).exclusively(before: tap)
            .simultaneously(with: longPress)
            .simultaneously(with: pinch)
    }

    /// The composed gesture as the one attachment of a view.
    public var composedAttachment: [GestureAttachment] {
        [GestureAttachment(id: 0, gesture: composed)]
    }
}

/// A view filling the window with the six gestures on it, for `GestureHost`.
public struct SixGestureView: View {
    let gestures: SixGestures

    public init(activity: SixGestureActivity) {
        gestures = SixGestures(activity: activity)
    }

    public var body: some View {
        let activity = gestures.activity
        Rectangle()
            .fill(Color.blue)
            .frame(width: MixedStreamConstants.windowSize.width, height: MixedStreamConstants.windowSize.height)
            .gesture(gestures.drag)
            .onTapGesture(count: 2) { activity.doubleTaps += 1 }
            .onTapGesture { activity.taps += 1 }
            .simultaneousGesture(gestures.longPress)
            .simultaneousGesture(gestures.pinch)
    }
}
