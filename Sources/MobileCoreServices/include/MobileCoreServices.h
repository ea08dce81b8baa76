// `import MobileCoreServices` for SwiftUI code on platforms without Apple's framework (Linux,
// Windows).
//
// This module is empty on purpose: the type identifier constants older code uses (`kUTTypePlainText`
// and the rest) come from Tactile as strings (Sources/Tactile/Platform/UTTypeConstants.swift). A C
// module, for the reason Combine's is. Docs/ViewLayer.md, "Modules apps import".
