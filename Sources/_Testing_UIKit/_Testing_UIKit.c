// A C target needs one source file; the module's purpose is its name (include/_Testing_UIKit.h).
