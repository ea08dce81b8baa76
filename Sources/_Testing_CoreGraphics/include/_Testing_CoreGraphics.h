// The cross-import overlay Swift Testing names for a file that imports both Testing and CoreGraphics,
// empty on platforms without Apple's Core Graphics (Linux, Windows).
//
// The toolchain's Testing declares `_Testing_CoreGraphics` as its overlay for CoreGraphics (in
// Testing.swiftcrossimport) but ships it only where Core Graphics exists, so a test file with
// `import Testing` and `import CoreGraphics` (Tactile's empty CoreGraphics module) failed with "no such module
// '_Testing_CoreGraphics'". On Apple platforms the overlay adds attachments of Core Graphics images; Linux has no
// Core Graphics images to attach. Docs/ViewLayer.md, "Modules apps import".
