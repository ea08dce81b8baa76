import Tactile

// `@Query(…) var items: [Item]`: each form stores a `Query<Item, [Item]>` made with the same
// arguments in `_items` and makes `items` its results (the `Query` initialisers say what each
// argument does). The model type comes from the property's type, which must be an array of models.

/// Fetches every model of the property's element type, in insertion order.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query() = #externalMacro(module: "TactileMacros", type: "QueryMacro")

/// Fetches every model of the property's element type, animating changes with `animation`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query(animation: Animation) = #externalMacro(module: "TactileMacros", type: "QueryMacro")

/// Fetches every model of the property's element type, updating the view in `transaction`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query(transaction: Transaction) = #externalMacro(module: "TactileMacros", type: "QueryMacro")

/// Fetches what `descriptor` describes, animating changes with `animation`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, animation: Animation) =
    #externalMacro(module: "TactileMacros", type: "QueryMacro")

/// Fetches what `descriptor` describes.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(_ descriptor: FetchDescriptor<Element>, transaction: Transaction? = nil) =
    #externalMacro(module: "TactileMacros", type: "QueryMacro")

/// Fetches the models that match `filter`, sorted by `descriptors`, animating changes.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [], animation: Animation
) = #externalMacro(module: "TactileMacros", type: "QueryMacro")

/// Fetches the models that match `filter`, sorted by `descriptors`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort descriptors: [SortDescriptor<Element>] = [],
    transaction: Transaction? = nil
) = #externalMacro(module: "TactileMacros", type: "QueryMacro")

/// Fetches the models that match `filter`, sorted by the property at `keyPath`, animating changes.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
    animation: Animation
) = #externalMacro(module: "TactileMacros", type: "QueryMacro")

/// Fetches the models that match `filter`, sorted by the optional property at `keyPath`,
/// animating changes.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
    animation: Animation
) = #externalMacro(module: "TactileMacros", type: "QueryMacro")

/// Fetches the models that match `filter`, sorted by the property at `keyPath`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value>, order: SortOrder = .forward,
    transaction: Transaction? = nil
) = #externalMacro(module: "TactileMacros", type: "QueryMacro")

/// Fetches the models that match `filter`, sorted by the optional property at `keyPath`.
@attached(accessor) @attached(peer, names: prefixed(_))
public macro Query<Value: Comparable, Element: PersistentModel>(
    filter: Predicate<Element>? = nil, sort keyPath: KeyPath<Element, Value?>, order: SortOrder = .forward,
    transaction: Transaction? = nil
) = #externalMacro(module: "TactileMacros", type: "QueryMacro")
