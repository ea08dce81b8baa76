import Foundation

/// The copy-and-paste board, UIKit's `UIPasteboard`: `UIPasteboard.general.string = …` and the
/// reads SwiftUI code makes of it.
///
/// On Linux it is in-process: what the app puts on a pasteboard stays in it until the app
/// changes it or quits, and no other process sees it (there is no system pasteboard Tactile
/// could reach portably). Items are dictionaries from type identifiers to values, as UIKit's:
/// a string is stored under `public.utf8-plain-text`, a URL under `public.url`, an image under
/// `public.image` and a colour under `com.apple.uikit.color`. Each change adds 1 to
/// `changeCount` and posts `changedNotification`. Safe to use from any thread.
open class UIPasteboard: NSObject, @unchecked Sendable {
    /// A pasteboard's name, UIKit's `UIPasteboard.Name`.
    public struct Name: Hashable, RawRepresentable, Sendable {
        /// The name.
        public let rawValue: String
        /// A name of `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The general pasteboard's name.
        public static let general = Name(rawValue: "com.apple.UIKit.pboard.general")
        /// The find pasteboard's name (the text last searched for).
        public static let find = Name(rawValue: "com.apple.UIKit.pboard.find")
    }

    /// Posted on a pasteboard's changes, with the pasteboard as its object.
    public static let changedNotification = Notification.Name("UIPasteboardChangedNotification")
    /// Posted when a named pasteboard is removed.
    public static let removedNotification = Notification.Name("UIPasteboardRemovedNotification")

    /// The type identifier of plain text.
    static let stringType = "public.utf8-plain-text"
    /// The type identifier of a URL.
    static let urlType = "public.url"
    /// The type identifier of an image.
    static let imageType = "public.image"
    /// The type identifier of a colour.
    static let colorType = "com.apple.uikit.color"

    /// The pasteboard everyone copies to and pastes from.
    public static let general = UIPasteboard(name: .general, storage: Storage(Contents()))

    /// The contents of the named pasteboards made with `init(name:create:)`, by name: every
    /// pasteboard of a name shares them.
    private static let named = Locked<[Name: Storage]>([:])

    /// The pasteboard's name.
    public let name: Name

    /// A pasteboard's items and change count, shared by the pasteboards of its name.
    private typealias Storage = Locked<Contents>
    private struct Contents {
        var items: [[String: Any]] = []
        var changeCount = 0
    }
    private let storage: Storage
    private var contents: Storage { storage }

    private init(name: Name, storage: Storage) {
        self.name = name
        self.storage = storage
        super.init()
    }

    /// The pasteboard named `pasteboardName` (every one of a name shares its items), made when
    /// `create` is `true` and there is none; else `nil` when there is none. `.general` is the
    /// general pasteboard's contents.
    public convenience init?(name pasteboardName: Name, create: Bool) {
        if pasteboardName == .general {
            self.init(name: .general, storage: UIPasteboard.general.storage)
            return
        }
        let storage: Storage? = Self.named.withLock { boards in
            if let storage = boards[pasteboardName] { return storage }
            guard create else { return nil }
            let storage = Storage(Contents())
            boards[pasteboardName] = storage
            return storage
        }
        guard let storage else { return nil }
        self.init(name: pasteboardName, storage: storage)
    }

    /// A new pasteboard with a name no other has.
    public static func withUniqueName() -> UIPasteboard {
        let name = Name(rawValue: "tactile.pasteboard.\(UUID().uuidString)")
        return UIPasteboard(name: name, create: true) ?? UIPasteboard(name: name, storage: Storage(Contents()))
    }

    /// Forgets the items of the pasteboard named `pasteboardName` (the general one cannot be
    /// removed); posts `removedNotification`.
    public static func remove(withName pasteboardName: Name) {
        guard pasteboardName != .general else { return }
        let removed = named.withLock { $0.removeValue(forKey: pasteboardName) }
        if removed != nil { NotificationCenter.default.post(name: removedNotification, object: nil) }
    }

    // MARK: Items

    /// How many times the contents changed.
    open var changeCount: Int { contents.withLock { $0.changeCount } }

    /// The items, each a dictionary from type identifiers to values; setting replaces them.
    open var items: [[String: Any]] {
        get { contents.withLock { $0.items } }
        set { replaceItems(newValue) }
    }

    /// The number of items.
    open var numberOfItems: Int { contents.withLock { $0.items.count } }

    /// Replaces the items.
    open func setItems(_ items: [[String: Any]], options: [String: Any] = [:]) { replaceItems(items) }

    /// Adds `items` after the current ones.
    open func addItems(_ items: [[String: Any]]) {
        contents.withLock {
            $0.items += items
            $0.changeCount += 1
        }
        NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }

    /// The first item's value of `pasteboardType`.
    open func value(forPasteboardType pasteboardType: String) -> Any? {
        contents.withLock { $0.items.first?[pasteboardType] }
    }

    /// Replaces the items with one holding `value` as `pasteboardType`.
    open func setValue(_ value: Any, forPasteboardType pasteboardType: String) {
        replaceItems([[pasteboardType: value]])
    }

    /// The first item's data of `pasteboardType` (a string's UTF-8 bytes for a text type).
    open func data(forPasteboardType pasteboardType: String) -> Data? {
        switch value(forPasteboardType: pasteboardType) {
        case let data as Data: data
        case let string as String: Data(string.utf8)
        default: nil
        }
    }

    /// Replaces the items with one holding `data` as `pasteboardType`.
    open func setData(_ data: Data, forPasteboardType pasteboardType: String) {
        replaceItems([[pasteboardType: data]])
    }

    /// Whether an item holds a value of one of `pasteboardTypes`.
    open func contains(pasteboardTypes: [String]) -> Bool {
        contents.withLock { state in state.items.contains { item in pasteboardTypes.contains { item[$0] != nil } } }
    }

    /// The type identifiers of the first item.
    open var types: [String] { contents.withLock { $0.items.first.map { Array($0.keys).sorted() } ?? [] } }

    // MARK: Typed values

    /// The first string; setting replaces the items with it (`nil` empties the pasteboard).
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }

    /// Every item's string; setting replaces the items, one per string.
    open var strings: [String]? {
        get { values(Self.stringType, as: String.self) }
        set { replaceItems((newValue ?? []).map { [Self.stringType: $0] }) }
    }

    /// The first URL; setting replaces the items with it.
    open var url: URL? {
        get { urls?.first }
        set { urls = newValue.map { [$0] } }
    }

    /// Every item's URL; setting replaces the items, one per URL.
    open var urls: [URL]? {
        get { values(Self.urlType, as: URL.self) }
        set { replaceItems((newValue ?? []).map { [Self.urlType: $0] }) }
    }

    /// The first image; setting replaces the items with it.
    open var image: UIImage? {
        get { images?.first }
        set { images = newValue.map { [$0] } }
    }

    /// Every item's image; setting replaces the items, one per image.
    open var images: [UIImage]? {
        get { values(Self.imageType, as: UIImage.self) }
        set { replaceItems((newValue ?? []).map { [Self.imageType: $0] }) }
    }

    /// The first colour; setting replaces the items with it.
    open var color: UIColor? {
        get { colors?.first }
        set { colors = newValue.map { [$0] } }
    }

    /// Every item's colour; setting replaces the items, one per colour.
    open var colors: [UIColor]? {
        get { values(Self.colorType, as: UIColor.self) }
        set { replaceItems((newValue ?? []).map { [Self.colorType: $0] }) }
    }

    /// Whether an item holds a string.
    open var hasStrings: Bool { contains(pasteboardTypes: [Self.stringType]) }
    /// Whether an item holds a URL.
    open var hasURLs: Bool { contains(pasteboardTypes: [Self.urlType]) }
    /// Whether an item holds an image.
    open var hasImages: Bool { contains(pasteboardTypes: [Self.imageType]) }
    /// Whether an item holds a colour.
    open var hasColors: Bool { contains(pasteboardTypes: [Self.colorType]) }

    // MARK: Storage

    /// The values of `type` in item order, `nil` when there are none (as UIKit answers).
    private func values<Value>(_ type: String, as _: Value.Type) -> [Value]? {
        let values = contents.withLock { $0.items.compactMap { $0[type] as? Value } }
        return values.isEmpty ? nil : values
    }

    private func replaceItems(_ items: [[String: Any]]) {
        contents.withLock {
            $0.items = items
            $0.changeCount += 1
        }
        NotificationCenter.default.post(name: Self.changedNotification, object: self)
    }
}
