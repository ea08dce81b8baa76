import Foundation

/// The colours `Color("name")` draws: SwiftUI reads them from an app's asset catalogue; Tactile
/// reads the catalogues you point it at, or finds them in a bundle's resources:
/// - ``register(_:_:)``: one colour under a name;
/// - ``addFolder(_:)``: every colour set (`Name.colorset/Contents.json`) of every `.xcassets`
///   catalogue in a folder, at any depth;
/// - `Color("name", bundle: .module)`: the same search in the bundle's resources, once per name.
///
/// A colour set's light ("any appearance") value is used, as Tactile resolves every colour in its
/// light value. A name with no colour draws nothing (clear), as SwiftUI does, and is remembered in
/// ``missingNames`` so that a test can tell.
///
/// One catalogue for the whole process, safe to use from any thread (colours are often made in
/// `static let`s): register colours before the views that draw them are made.
public enum ColorAssets {
    private struct Store {
        var colors: [String: Color] = [:]
        var bundleLookups: [String: Color?] = [:]
        var missing: [String] = []
    }
    nonisolated(unsafe) private static var store = Store()
    private static let lock = PlainLock()

    /// Registers `color` under `name`.
    public static func register(_ name: String, _ color: Color) {
        lock.withLock { store.colors[name] = color }
    }

    /// Forgets the colour registered as `name` and what the bundles gave for it.
    public static func unregister(_ name: String) {
        lock.withLock {
            store.colors[name] = nil
            store.bundleLookups = store.bundleLookups.filter { key, _ in !key.hasSuffix("\u{0}" + name) }
        }
    }

    /// The names asked for that no catalogue had, oldest first, each once.
    public static var missingNames: [String] { lock.withLock { store.missing } }

    /// Registers every colour set of every `.xcassets` catalogue under `url`, and returns how many.
    ///
    /// - Throws: ``ImageAssetError/unreadable(_:_:)`` when the folder cannot be listed.
    @discardableResult
    public static func addFolder(_ url: URL) throws -> Int {
        let found: [String: Color]
        do { found = try colorSets(in: url) } catch {
            throw ImageAssetError.unreadable(url, error.localizedDescription)
        }
        lock.withLock { store.colors.merge(found) { _, new in new } }
        return found.count
    }

    /// The colour registered as `name`, or found in `bundle`'s resources; `nil` when there is none
    /// (the name is then remembered in ``missingNames``).
    public static func color(named name: String, bundle: Bundle? = nil) -> Color? {
        if let color = lock.withLock({ store.colors[name] }) { return color }
        var found: Color?
        if let folder = bundle?.resourceURL {
            let key = folder.path + "\u{0}" + name
            if let cached = lock.withLock({ store.bundleLookups[key] }) {
                found = cached
            } else {
                found = (try? colorSets(in: folder))?[name]
                lock.withLock { store.bundleLookups[key] = .some(found) }
            }
        }
        if found == nil {
            lock.withLock { if !store.missing.contains(name) { store.missing.append(name) } }
        }
        return found
    }

    /// The colour sets under `folder`, by name.
    static func colorSets(in folder: URL) throws -> [String: Color] {
        var sets: [String: Color] = [:]
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: folder.path, isDirectory: &isFolder), isFolder.boolValue,
            let walker = manager.enumerator(at: folder, includingPropertiesForKeys: nil)
        else {
            throw CocoaError(.fileReadNoSuchFile)
        }
        for case let url as URL in walker where url.pathExtension == "colorset" {
            let contents = url.appendingPathComponent("Contents.json")
            guard let data = try? Data(contentsOf: contents), let color = lightColor(inColorSet: data) else { continue }
            sets[url.deletingPathExtension().lastPathComponent] = color
        }
        return sets
    }

    /// The light ("any appearance") colour of a colour set's `Contents.json`, or `nil` when it has
    /// none that can be read.
    static func lightColor(inColorSet data: Data) -> Color? {
        guard let root = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
            let entries = root["colors"] as? [[String: Any]]
        else { return nil }
        let light = entries.first { entry in
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            return !appearances.contains { ($0["value"] as? String) == "dark" || ($0["value"] as? String) == "high" }
        }
        guard let color = light?["color"] as? [String: Any],
            let components = color["components"] as? [String: Any]
        else { return nil }
        func value(_ key: String) -> Double? {
            guard let raw = components[key] else { return nil }
            let text = "\(raw)".trimmingCharacters(in: .whitespaces)
            if text.lowercased().hasPrefix("0x") { return UInt8(text.dropFirst(2), radix: 16).map { Double($0) / 255 } }
            guard let number = Double(text), number.isFinite else { return nil }
            // Integers above 1 are 0…255 values, as Xcode writes "8-bit" components.
            return text.contains(".") || number <= 1 ? number : number / 255
        }
        let alpha = value("alpha") ?? 1
        if let white = value("white") { return Color(red: white, green: white, blue: white, alpha: alpha, name: nil) }
        guard let red = value("red"), let green = value("green"), let blue = value("blue") else { return nil }
        return Color(red: red, green: green, blue: blue, alpha: alpha, name: nil)
    }
}

extension Color {
    /// The colour named `name` in the app's asset catalogue (``ColorAssets``): registered, added
    /// with a folder, or found in `bundle`'s resources. A name no catalogue has draws nothing, as
    /// in SwiftUI.
    public init(_ name: String, bundle: Bundle? = nil) {
        self = ColorAssets.color(named: name, bundle: bundle) ?? Color(red: 0, green: 0, blue: 0, alpha: 0, name: name)
    }
}
