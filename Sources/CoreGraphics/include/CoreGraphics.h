// `import CoreGraphics` for SwiftUI code on platforms without Apple's Core Graphics (Linux, Windows).
//
// This module is empty on purpose: the names such code uses from Core Graphics come from Foundation
// (`CGFloat`, `CGPoint`, `CGSize`, `CGRect`) and from TactileCore (`CGVector`, `CGAffineTransform`,
// `applying(_:)`), which `import Tactile` re-exports. It is a C module, not a Swift one, because
// SwiftPM shows a C module only to the targets that depend on it: a Swift module named CoreGraphics
// would sit in the build's shared module directory and make `canImport(CoreGraphics)` true in every
// package of the graph, turning on their Apple-only code (swift-property-based's `CGColor`
// generator, TactileCore's own fallbacks). Docs/ViewLayer.md, "Modules apps import".
