import Foundation

/// What building a node tree from a gesture value needs: the configuration in force and the
/// geometry of the view the gesture is attached to.
public struct _GestureBuildContext {
    /// The constants for this gesture tree.
    var configuration: GestureConfiguration
    /// Where the gesture is attached: converts host locations into coordinate spaces.
    var geometry: GestureGeometryBox
    /// The prefix of trace names, identifying the attachment.
    var tracePrefix: String

    init(configuration: GestureConfiguration, geometry: GestureGeometryBox, tracePrefix: String) {
        self.configuration = configuration
        self.geometry = geometry
        self.tracePrefix = tracePrefix
    }

    /// The trace name of a node called `name` at this point of the tree.
    func traceName(_ name: String) -> String {
        tracePrefix.isEmpty ? name : tracePrefix + "/" + name
    }

    /// A context for a child, whose trace names get `component` appended.
    func child(_ component: String) -> _GestureBuildContext {
        var copy = self
        copy.tracePrefix = traceName(component)
        return copy
    }
}
