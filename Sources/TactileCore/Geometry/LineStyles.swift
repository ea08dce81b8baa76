// Core Graphics' line-end and corner types, for platforms without Core Graphics. TactileCore never
// depends on the empty `CoreGraphics` C module that `import CoreGraphics` finds on Linux (see
// Package.swift), so here `canImport(CoreGraphics)` is true only where Apple's module exists.
#if !canImport(CoreGraphics)
/// How the ends of an open line are drawn (Core Graphics' type, for platforms without it).
public enum CGLineCap: Int32, Hashable, Sendable {
    /// The line stops square at its end point.
    case butt
    /// A half circle around the end point.
    case round
    /// A half square around the end point.
    case square
}

/// How the corners of a line are drawn (Core Graphics' type, for platforms without it).
public enum CGLineJoin: Int32, Hashable, Sendable {
    /// A sharp corner, cut off beyond the miter limit.
    case miter
    /// A rounded corner.
    case round
    /// A corner cut flat.
    case bevel
}
#endif
