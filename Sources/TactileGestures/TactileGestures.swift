// The engine re-exports `TactileCore` (geometry, `Angle`, `UnitPoint`, `Transaction`, `Animation`,
// `withAnimation`), so `import TactileGestures` and `import Tactile` see those types as before they
// moved below the engine.
@_exported import TactileCore
