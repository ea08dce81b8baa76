// `import Combine` for SwiftUI code on platforms without Apple's Combine (Linux, Windows).
//
// This module is empty on purpose: the names such code uses from Combine (`ObservableObject`,
// `@Published`, `AnyCancellable`, `PassthroughSubject`, `Just`, `Timer.publish(every:on:in:)`) come
// from OpenCombine, which `import Tactile` re-exports. It is a C module, not a Swift one, because
// SwiftPM shows a C module only to the targets that depend on it: a Swift module named Combine would
// sit in the build's shared module directory and make `canImport(Combine)` true in every package of
// the graph, turning on their Apple-only code. Docs/ViewLayer.md, "Modules apps import".
