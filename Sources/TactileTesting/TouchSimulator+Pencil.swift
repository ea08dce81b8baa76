import Foundation
import Tactile

extension TouchSimulator {
    /// Double-taps the Apple Pencil (`ViewHost.sendPencilDoubleTap(hoverLocation:zDistance:altitude:azimuth:roll:)`),
    /// hovering at `hoverLocation` (window points) or away from the screen (`nil`): every
    /// `onPencilDoubleTap` view runs its action.
    public func pencilDoubleTap(hoverAt hoverLocation: CGPoint? = nil, zDistance: CGFloat = 0.5) {
        host.viewHost.sendPencilDoubleTap(hoverLocation: hoverLocation, zDistance: zDistance)
        host.update()
    }

    /// Squeezes the Apple Pencil and lets go, hovering at `hoverLocation` or away from the
    /// screen: every `onPencilSqueeze` view sees `.active`, then `.ended`.
    public func pencilSqueeze(hoverAt hoverLocation: CGPoint? = nil, zDistance: CGFloat = 0.5) {
        host.viewHost.sendPencilSqueeze(.active, hoverLocation: hoverLocation, zDistance: zDistance)
        host.update()
        host.viewHost.sendPencilSqueeze(.ended, hoverLocation: hoverLocation, zDistance: zDistance)
        host.update()
    }
}
