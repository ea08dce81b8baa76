// Finds the types that conform to `PreviewProvider` by reading the runtime's protocol conformance
// records (the table `as?` casts consult). Only the conformances' own types are instantiated.
// Layouts read here are the Swift ABI's (docs/ABI/TypeMetadata.rst in the compiler's repository):
// stable since Swift 5 on every platform.

/// Reads the descriptors that conformance records point at.
enum ConformanceRecords {
    /// Every non-generic type in the process that conforms to `PreviewProvider`.
    static func previewProviderTypes() -> [any PreviewProvider.Type] {
        var types: [any PreviewProvider.Type] = []
        for buffer in MetadataSection.protocolConformances.buffers {
            var record = buffer.baseAddress!
            let end = buffer.baseAddress! + buffer.count
            while record + recordSize <= end {
                defer { record += recordSize }
                guard let conformance = relativeTarget(at: record),
                    isPreviewProviderProtocol(conformance),
                    let type = conformingType(conformance) as? any PreviewProvider.Type
                else { continue }
                types.append(type)
            }
        }
        return types
    }

    /// A conformance record is one 32-bit relative pointer to a conformance descriptor.
    private static let recordSize = 4

    /// The address a 32-bit relative pointer at `address` points at, or `nil` for a null one.
    private static func relativeTarget(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.loadUnaligned(as: Int32.self)
        return offset == 0 ? nil : address + Int(offset)
    }

    /// A relative pointer whose low bit says whether it points at the target or at a pointer to it.
    private static func indirectableTarget(at address: UnsafeRawPointer) -> UnsafeRawPointer? {
        let offset = address.loadUnaligned(as: Int32.self)
        guard offset != 0 else { return nil }
        let target = address + Int(offset & ~1)
        return offset & 1 == 0 ? target : target.loadUnaligned(as: UnsafeRawPointer?.self)
    }

    /// The name a context descriptor (module, type, protocol) gives itself.
    private static func name(ofContext descriptor: UnsafeRawPointer) -> String? {
        // flags (4 bytes), parent (4), name (4)
        guard let name = relativeTarget(at: descriptor + 8) else { return nil }
        return String(cString: name.assumingMemoryBound(to: CChar.self))
    }

    /// Whether a conformance descriptor's protocol is Tactile's `PreviewProvider`.
    private static func isPreviewProviderProtocol(_ conformance: UnsafeRawPointer) -> Bool {
        guard let proto = indirectableTarget(at: conformance),
            name(ofContext: proto) == "PreviewProvider",
            let module = indirectableTarget(at: proto + 4)
        else { return false }
        return name(ofContext: module) == "Tactile"
    }

    /// The metatype of the type a conformance descriptor is for, if it is a non-generic Swift type.
    private static func conformingType(_ conformance: UnsafeRawPointer) -> Any.Type? {
        let flags = conformance.loadUnaligned(fromByteOffset: 12, as: UInt32.self)
        let typeReferenceKind = (flags >> 3) & 0x7
        let typeDescriptor: UnsafeRawPointer?
        switch typeReferenceKind {
        case 0: typeDescriptor = relativeTarget(at: conformance + 4)  // the descriptor itself
        case 1:  // a pointer to the descriptor
            typeDescriptor = relativeTarget(at: conformance + 4)?.loadUnaligned(as: UnsafeRawPointer?.self)
        default: typeDescriptor = nil  // Objective-C classes
        }
        guard let typeDescriptor else { return nil }
        let kindAndFlags = typeDescriptor.loadUnaligned(as: UInt32.self)
        let kind = kindAndFlags & 0x1F
        let isGeneric = kindAndFlags & 0x80 != 0
        // class 16, struct 17, enum 18; a generic type has no metadata without its arguments.
        guard (16...18).contains(kind), !isGeneric,
            let accessFunction = relativeTarget(at: typeDescriptor + 12)
        else { return nil }
        // The metadata access function takes a request (0: complete metadata) and returns the
        // metadata and its state, in Swift's calling convention.
        typealias MetadataAccessFunction = @convention(thin) (Int) -> (metadata: UnsafeRawPointer?, state: Int)
        let access = unsafeBitCast(accessFunction, to: MetadataAccessFunction.self)
        guard let metadata = access(0).metadata else { return nil }
        return unsafeBitCast(metadata, to: Any.Type.self)
    }
}
