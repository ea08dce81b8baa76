import Foundation

#if !canImport(Darwin)
/// Who may see a representation an item provider holds (Apple's categories; on Linux every
/// representation is seen by everyone, as there is only the app's own window).
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every process.
    case all = 0
    /// Processes of the same team.
    case team = 1
    /// The app itself.
    case ownProcess = 3
}

/// A class whose instances an item provider can hold (Foundation's `NSItemProviderWriting`): the
/// type identifiers it can be written as, preferred first, and the bytes of each.
public protocol NSItemProviderWriting: AnyObject {
    /// The type identifiers instances can be written as, preferred first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Hands `completionHandler` the bytes of this instance as `typeIdentifier`.
    func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress?
}

/// A class an item provider can make instances of (Foundation's `NSItemProviderReading`): the
/// type identifiers it reads, preferred first, and how it is made from the bytes of one.
public protocol NSItemProviderReading: AnyObject {
    /// The type identifiers instances can be read from, preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An instance made from `data` of type `typeIdentifier`.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}

/// Foundation's `NSItemProvider`, which swift-corelibs-foundation lacks: the items a drag carries,
/// each as one or more typed representations that a drop target loads.
///
/// On Linux it is what drag and drop inside a window needs, and no more: providers made from
/// strings (`NSItemProvider(object: id as NSString)`), URLs, data registered per type identifier
/// and `Transferable` values (``register(_:)``); the questions a drop target asks
/// (``registeredTypeIdentifiers``, ``hasItemConformingToTypeIdentifier(_:)``); and the loads it
/// makes (`loadObject(ofClass:completionHandler:)`,
/// ``loadItem(forTypeIdentifier:options:completionHandler:)``,
/// ``loadDataRepresentation(forTypeIdentifier:completionHandler:)``,
/// ``loadTransferable(type:completionHandler:)``).
///
/// **Loading is immediate.** Apple calls completion handlers later, on a queue of its own; here
/// every item lives in the same process, so a handler runs before the load call returns, on the
/// caller's thread, with the returned `Progress` already complete (Docs/Decisions.md,
/// "drag-and-drop-loading"). Code that hops to the main queue in its handler works either way. A
/// representation whose loader is asynchronous (a `DataRepresentation` with an `async` closure)
/// calls back when its task finishes. There is no file promise, no other process, no pasteboard.
/// Built only where Apple's frameworks are missing (not on Darwin).
open class NSItemProvider: NSObject, @unchecked Sendable {
    /// One typed representation: its type identifier and what produces its bytes.
    struct Representation {
        let typeIdentifier: String
        let load: (@escaping (Data?, (any Error)?) -> Void) -> Void
    }

    /// The representations, in the order they were registered (preferred first).
    private var representations: [Representation] = []

    /// A file name to suggest to a receiver that saves the item.
    open var suggestedName: String?

    /// An item provider with nothing registered yet.
    public override init() {}

    /// An item provider holding `object` in each type it can be written as.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// An item provider holding `item` (a string, URL or data) as `typeIdentifier`.
    public convenience init(item: NSSecureCoding?, typeIdentifier: String?) {
        self.init()
        guard let item, let typeIdentifier else { return }
        let data: Data? =
            if let string = item as? NSString {
                Data((string as String).utf8)
            } else if let url = item as? NSURL {
                Self.text(of: url).map { Data($0.utf8) }
            } else {
                (item as? NSData).map { Data(referencing: $0) }
            }
        guard let data else { return }
        registerDataRepresentation(forTypeIdentifier: typeIdentifier, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
    }

    /// An item provider for the file at `fileURL`: its URL, and its bytes as the type of its
    /// extension; `nil` when the file cannot be read.
    public convenience init?(contentsOf fileURL: URL) {
        guard let data = try? Data(contentsOf: fileURL) else { return nil }
        self.init()
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        let type = UTType(filenameExtension: fileURL.pathExtension)?.identifier ?? UTType.data.identifier
        registerDataRepresentation(forTypeIdentifier: type, visibility: .all) { completion in
            completion(data, nil)
            return nil
        }
    }

    /// Registers every type `object` can be written as.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        for identifier in type(of: object).writableTypeIdentifiersForItemProvider {
            representations.append(
                Representation(typeIdentifier: identifier) { completion in
                    let completion = UncheckedHandler(call: completion)
                    _ = object.loadData(withTypeIdentifier: identifier) { completion.call($0, $1) }
                })
        }
    }

    /// Registers a representation of type `typeIdentifier` whose bytes `loadHandler` produces
    /// (calling the handler it is given, now or later).
    open func registerDataRepresentation(
        forTypeIdentifier typeIdentifier: String, visibility: NSItemProviderRepresentationVisibility,
        loadHandler: @escaping (@escaping (Data?, (any Error)?) -> Void) -> Progress?
    ) {
        representations.append(Representation(typeIdentifier: typeIdentifier) { _ = loadHandler($0) })
    }

    /// The type identifiers registered, in the order they were (preferred first).
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// Whether a representation's type is `typeIdentifier` or conforms to it.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// Whether a representation's type is `typeIdentifier` or conforms to it.
    open func hasRepresentationConforming(toTypeIdentifier typeIdentifier: String) -> Bool {
        hasItemConformingToTypeIdentifier(typeIdentifier)
    }

    /// Whether an instance of `aClass` can be loaded: a representation conforms to a type it reads.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Loads the bytes of the first representation conforming to `typeIdentifier`.
    @discardableResult
    open func loadDataRepresentation(
        forTypeIdentifier typeIdentifier: String,
        completionHandler: @escaping (Data?, (any Error)?) -> Void
    ) -> Progress {
        guard let representation = representation(conformingTo: typeIdentifier) else {
            completionHandler(nil, Self.notFound(typeIdentifier))
            return Self.finished()
        }
        representation.load(completionHandler)
        return Self.finished()
    }

    /// Loads an instance of `aClass` from the first representation of a type it reads.
    @discardableResult
    open func loadObject(
        ofClass aClass: any NSItemProviderReading.Type,
        completionHandler: @escaping ((any NSItemProviderReading)?, (any Error)?) -> Void
    ) -> Progress {
        let readable = aClass.readableTypeIdentifiersForItemProvider
        guard let identifier = readable.first(where: { hasItemConformingToTypeIdentifier($0) }) else {
            completionHandler(nil, Self.notFound(readable.first ?? ""))
            return Self.finished()
        }
        return loadDataRepresentation(forTypeIdentifier: identifier) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: identifier), nil)
            } catch {
                completionHandler(nil, error)
            }
        }
    }

    /// Loads a `String` from the first text representation (`loadObject(ofClass: String.self)`).
    @discardableResult
    open func loadObject(
        ofClass aClass: String.Type, completionHandler: @escaping (String?, (any Error)?) -> Void
    ) -> Progress {
        loadObject(ofClass: NSString.self) { object, error in
            completionHandler((object as? NSString).map { $0 as String }, error)
        }
    }

    /// Loads a `URL` from the first URL representation (`loadObject(ofClass: URL.self)`).
    @discardableResult
    open func loadObject(
        ofClass aClass: URL.Type, completionHandler: @escaping (URL?, (any Error)?) -> Void
    ) -> Progress {
        loadDataRepresentation(forTypeIdentifier: UTType.url.identifier) { data, error in
            completionHandler(data.flatMap { URL(string: String(decoding: $0, as: UTF8.self)) }, error)
        }
    }

    /// Loads the first representation conforming to `typeIdentifier` as the item it was
    /// registered from: an `NSString` for text, an `NSURL` for a URL, `Data` otherwise.
    open func loadItem(
        forTypeIdentifier typeIdentifier: String, options: [AnyHashable: Any]? = nil,
        completionHandler: ((NSSecureCoding?, (any Error)?) -> Void)? = nil
    ) {
        guard let representation = representation(conformingTo: typeIdentifier) else {
            completionHandler?(nil, Self.notFound(typeIdentifier))
            return
        }
        let type = UTType(importedAs: representation.typeIdentifier)
        representation.load { data, error in
            guard let data else { return completionHandler?(nil, error) ?? () }
            let text = String(decoding: data, as: UTF8.self)
            if type.conforms(to: .url), let url = NSURL(string: text) {
                completionHandler?(url, nil)
            } else if type.conforms(to: .text) {
                completionHandler?(NSString(string: text), nil)
            } else {
                completionHandler?(NSData(data: data), nil)
            }
        }
    }

    /// The first representation whose type conforms to `typeIdentifier`.
    func representation(conformingTo typeIdentifier: String) -> Representation? {
        let wanted = UTType(importedAs: typeIdentifier)
        return representations.first { UTType(importedAs: $0.typeIdentifier).conforms(to: wanted) }
    }

    /// A progress that is already complete: every load here finishes before it returns.
    static func finished() -> Progress {
        let progress = Progress(totalUnitCount: 1)
        progress.completedUnitCount = 1
        return progress
    }

    /// The absolute string of `url` (optional on Apple's platforms, not in swift-corelibs-foundation).
    static func text(of url: NSURL) -> String? {
        let text: String? = url.absoluteString
        return text
    }

    /// The error of a load of a type the provider does not hold.
    static func notFound(_ typeIdentifier: String) -> any Error {
        CocoaError(.fileReadUnknown, userInfo: ["typeIdentifier": typeIdentifier])
    }
}

/// A completion handler handed to a writer's loader, which Apple's protocol asks to be `Sendable`:
/// the loads here run on the caller's thread, or call back once from the writer's own task.
private struct UncheckedHandler: @unchecked Sendable {
    let call: (Data?, (any Error)?) -> Void
}

// MARK: Strings and URLs in item providers

extension NSString: NSItemProviderWriting, NSItemProviderReading {
    /// UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }
    /// Any text.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.text.identifier] }

    /// The string's UTF-8 bytes.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(Data((self as String).utf8), nil)
        return nil
    }

    /// The string of UTF-8 `data`.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        Self(string: String(decoding: data, as: UTF8.self))
    }
}

extension NSURL: NSItemProviderWriting {
    /// A URL.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    /// The URL's absolute string in UTF-8.
    public func loadData(
        withTypeIdentifier typeIdentifier: String,
        forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void
    ) -> Progress? {
        completionHandler(NSItemProvider.text(of: self).map { Data($0.utf8) }, nil)
        return nil
    }
}
#endif
