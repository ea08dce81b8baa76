// `import UniformTypeIdentifiers` for SwiftUI code on platforms without Apple's framework (Linux,
// Windows).
//
// This module is empty on purpose: `UTType` comes from Tactile (Sources/Tactile/Platform/UTType.swift),
// as SwiftUI's drag-and-drop and file APIs take it. A C module, for the reason Combine's is.
// Docs/ViewLayer.md, "Modules apps import".
