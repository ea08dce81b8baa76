import Foundation

/// What building a node tree from a gesture value needs: the configuration in force and the
/// geometry of the view the gesture is attached to.
public struct _GestureBuildContext {
    /// The constants for this gesture tree.
    var configuration: GestureConfiguration
    /// Where the gesture is attached: converts host locations into coordinate spaces.
    var geometry: GestureGeometryBox
}

extension _GestureBuildContext {
    /// This context with `configuration` in force (what a ``_ConfiguredGesture`` builds with).
    @usableFromInline
    func configured(_ configuration: GestureConfiguration) -> _GestureBuildContext {
        var context = self
        context.configuration = configuration
        return context
    }
}
