import Foundation

extension NavigationPath {
    /// A navigation path in a form that can be encoded and decoded, SwiftUI's
    /// `NavigationPath.CodableRepresentation`: keep it with `@SceneStorage` or in a file to
    /// restore a stack.
    ///
    /// It encodes, top of the stack first, each value's type name then the value as JSON text;
    /// decoding finds each type by its name, so the types must be in the running program.
    public struct CodableRepresentation: Codable, Equatable, @unchecked Sendable {
        // The values are `Codable` and `Hashable`; `@unchecked` as SwiftUI's is `Sendable`.
        /// The values, bottom of the stack first.
        let elements: [AnyHashable]

        init(elements: [AnyHashable]) { self.elements = elements }

        /// Decodes a path encoded by `encode(to:)`.
        public init(from decoder: any Decoder) throws {
            var container = try decoder.unkeyedContainer()
            var values: [AnyHashable] = []
            while !container.isAtEnd {
                let typeName = try container.decode(String.self)
                let json = try container.decode(String.self)
                guard let type = _typeByName(typeName) as? any (Decodable & Hashable).Type else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "No Decodable and Hashable type named \(typeName)")
                }
                values.append(try Self.decode(type, from: Data(json.utf8)))
            }
            elements = values.reversed()
        }

        /// Encodes the path: for each value, top of the stack first, its type name and its JSON.
        public func encode(to encoder: any Encoder) throws {
            var container = encoder.unkeyedContainer()
            for element in elements.reversed() {
                guard let value = element.base as? any Encodable else {
                    throw EncodingError.invalidValue(
                        element.base, .init(codingPath: container.codingPath, debugDescription: "Not Encodable"))
                }
                try container.encode(_mangledTypeName(type(of: value)) ?? "")
                let data = try JSONEncoder().encode(value)
                try container.encode(String(decoding: data, as: UTF8.self))
            }
        }

        /// Whether the two paths hold equal values in the same order.
        public static func == (lhs: CodableRepresentation, rhs: CodableRepresentation) -> Bool {
            lhs.elements == rhs.elements
        }

        private static func decode<T: Decodable & Hashable>(_ type: T.Type, from data: Data) throws -> AnyHashable {
            AnyHashable(try JSONDecoder().decode(T.self, from: data))
        }
    }

    /// The path in its codable form, or `nil` when a value on it is not `Codable`.
    public var codable: CodableRepresentation? {
        guard elements.allSatisfy({ $0.base is any Codable }) else { return nil }
        return CodableRepresentation(elements: elements)
    }

    /// A path holding the values of a decoded `codable` path, bottom of the stack first.
    public init(_ codable: CodableRepresentation) {
        self.init()
        elements = codable.elements
    }
}
