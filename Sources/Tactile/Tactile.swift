@_exported import Foundation
@_exported import Observation
@_exported import OpenCombine
// `Tactile` is what apps import in place of SwiftUI. It re-exports the gesture engine, Foundation,
// Observation (`@Observable`) and OpenCombine (`ObservableObject`, `@Published`); the view layer
// lives beside this file.
@_exported import TactileGestures
