/// A stored property of a view that the view graph updates before each evaluation of the body.
///
/// `@State`, `@Binding`, `@StateObject`, `@ObservedObject`, `@EnvironmentObject`, `@Environment` and
/// `@AppStorage` are dynamic properties. Your own structs that group such properties can conform too:
/// the graph looks inside them.
public protocol DynamicProperty {
    /// Called before the body of the view that holds the property runs.
    mutating func update()
}

extension DynamicProperty {
    /// Does nothing by default.
    public mutating func update() {}
}
