#if canImport(Darwin)
import Darwin
import MachO
#elseif os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Android)
import SwiftShims
#endif

/// The Swift metadata sections Tactile reads to find previews, in every image loaded in the process.
enum MetadataSection {
    /// Records written by `@section` constants (Swift Testing's tests, `#Preview`).
    case testContent
    /// The runtime's protocol conformance records (for `PreviewProvider`).
    case protocolConformances

    /// The bounds of this section in each loaded image that has it.
    var buffers: [UnsafeRawBufferPointer] { loadedSectionBuffers(self) }
}

#if canImport(Darwin)

extension MetadataSection {
    fileprivate var segmentAndSection: (segment: String, section: String) {
        switch self {
        case .testContent: ("__DATA_CONST", "__swift5_tests")
        case .protocolConformances: ("__TEXT", "__swift5_proto")
        }
    }
}

private func loadedSectionBuffers(_ section: MetadataSection) -> [UnsafeRawBufferPointer] {
    let (segment, name) = section.segmentAndSection
    var buffers: [UnsafeRawBufferPointer] = []
    for index in 0..<_dyld_image_count() {
        guard let header = _dyld_get_image_header(index) else { continue }
        var size: UInt = 0
        let start = header.withMemoryRebound(to: mach_header_64.self, capacity: 1) {
            getsectiondata($0, segment, name, &size)
        }
        if let start, size > 0 {
            buffers.append(UnsafeRawBufferPointer(start: start, count: Int(size)))
        }
    }
    return buffers
}

#elseif os(Linux) || os(FreeBSD) || os(OpenBSD) || os(Android)

/// The runtime's list of loaded images and their metadata sections (ELF images register theirs
/// when loaded).
@_silgen_name("swift_enumerateAllMetadataSections")
private func enumerateAllMetadataSections(
    _ body: @convention(c) (_ sections: UnsafeRawPointer, _ context: UnsafeMutableRawPointer?) -> Bool,
    _ context: UnsafeMutableRawPointer?
)

/// The first version of the runtime's `MetadataSections` that has the `swift5_tests` range.
private let firstVersionWithTestContent: UInt = 4

private func loadedSectionBuffers(_ section: MetadataSection) -> [UnsafeRawBufferPointer] {
    struct Search {
        var section: MetadataSection
        var buffers: [UnsafeRawBufferPointer] = []
    }
    var search = Search(section: section)
    withUnsafeMutablePointer(to: &search) { search in
        enumerateAllMetadataSections(
            { sections, context in
                let search = context!.assumingMemoryBound(to: Search.self)
                let version = sections.load(as: UInt.self)
                let all = sections.load(as: MetadataSections.self)
                let range: MetadataSectionRange
                switch search.pointee.section {
                case .testContent:
                    guard version >= firstVersionWithTestContent else { return true }
                    range = all.swift5_tests
                case .protocolConformances:
                    range = all.swift5_protocol_conformances
                }
                if let start = UnsafeRawPointer(bitPattern: range.start), range.length > 0 {
                    search.pointee.buffers.append(UnsafeRawBufferPointer(start: start, count: Int(range.length)))
                }
                return true
            }, search)
    }
    return search.buffers
}

#else

/// No image inspection on this platform yet: no previews are found.
private func loadedSectionBuffers(_ section: MetadataSection) -> [UnsafeRawBufferPointer] { [] }

#endif
