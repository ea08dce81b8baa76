// The view layer's core: what `Tactile` is built on and re-exports, as SwiftUICore is to SwiftUI.
// Apps import `Tactile`; the names below reach them through it.
@_exported import Foundation
@_exported import Observation
@_exported import OpenCombine
@_exported import TactileGestures
