@_exported import Foundation
@_exported import Observation
@_exported import OpenCombine
// `Tactile` is what apps import in place of SwiftUI. It re-exports the gesture engine, Foundation,
// Observation (`@Observable`), OpenCombine (`ObservableObject`, `@Published`) and the view layer's
// core (TactileViewCore: views, layout, state, drawing, the hosts), as SwiftUI re-exports
// SwiftUICore; the SwiftUI surface built on that core lives beside this file.
@_exported import TactileGestures
@_exported import TactileViewCore
