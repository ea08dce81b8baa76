@_exported import Foundation
@_exported import Observation
@_exported import OpenCombine
// `Tactile` is what apps import in place of SwiftUI. It re-exports the gesture engine, Foundation,
// Observation (`@Observable`), OpenCombine (`ObservableObject`, `@Published`) and the view layer's
// core (TactileViewCore: views, layout, state, drawing, the hosts), as SwiftUI re-exports
// SwiftUICore; the SwiftUI surface built on that core lives beside this file.
@_exported import TactileGestures
@_exported import TactileViewCore

// On Apple platforms `URLSession`, `URLRequest` and `URLResponse` are part of Foundation; on Linux
// they live in FoundationNetworking, so SwiftUI code that loads data (`URLSession.shared.data(from:)`)
// would not find them through `import Tactile` alone (Docs/Decisions.md#foundation-networking).
#if canImport(FoundationNetworking)
@_exported import FoundationNetworking
#endif
