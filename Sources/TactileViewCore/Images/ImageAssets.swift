import Foundation

/// The pictures `Image("name")` draws, and the sizes of those Tactile has no picture for.
///
/// SwiftUI reads an app's asset catalogue; Tactile reads files you point it at, or finds them in a
/// bundle's resources:
/// - ``register(_:data:scale:)`` and ``register(_:contentsOf:)``: one picture under a name;
/// - ``addFolder(_:)``: every `.png`, `.jpg`/`.jpeg` and `.svg` in a folder (named by the file
///   name without extension or `@2x`/`@3x`), and every image set of an `.xcassets` catalogue in it;
/// - `Image("name", bundle: .module)`: the same search in the bundle's resources, once per name.
///
/// PNG, JPEG and SVG are read by their headers only (their size); the renderer embeds the bytes.
/// A name with no picture draws a labelled placeholder of its registered size
/// (``register(_:size:)``) or ``defaultSize``.
///
/// Like an app's asset catalogue, there is one for the whole process, shared by every view host:
/// register pictures once, before the views that draw them are laid out. Tests that run in parallel
/// share it too, so each registers under names of its own; ``unregister(_:)`` forgets one name.
@MainActor
public enum ImageAssets {
    private static var sizes: [String: CGSize] = [:]
    private static var assets: [String: ImageAsset] = [:]
    /// Bundles already searched, with what each gave (`nil`: nothing under that name).
    private static var bundleLookups: [String: ImageAsset?] = [:]
    /// The size of images with no picture and no registered size.
    public static let defaultSize = CGSize(width: 100, height: 100)

    /// Records the intrinsic size of the image called `name` (drawn as a placeholder unless a
    /// picture is registered under the name too).
    public static func register(_ name: String, size: CGSize) { sizes[name] = size }

    /// Registers the picture in `data` under `name`; `scale` is its pixels per point. Returns `false`
    /// (and registers nothing) when the bytes are not a PNG, JPEG or SVG with a readable size.
    @discardableResult
    public static func register(_ name: String, data: Data, scale: CGFloat = 1) -> Bool {
        guard let asset = ImageAsset(name: name, data: data, scale: scale) else { return false }
        assets[name] = asset
        return true
    }

    /// Registers the picture in the file at `url` under `name`.
    ///
    /// - Throws: ``ImageAssetError`` when the file cannot be read or is not a picture Tactile reads.
    public static func register(_ name: String, contentsOf url: URL) throws {
        let data: Data
        do { data = try Data(contentsOf: url) } catch {
            throw ImageAssetError.unreadable(url, error.localizedDescription)
        }
        guard register(name, data: data, scale: scaleSuffix(of: url)) else { throw ImageAssetError.notAPicture(url) }
    }

    /// Registers every picture in the folder at `url` (not its subfolders, except `.xcassets`
    /// catalogues and their image sets), and returns how many it registered. A file that is not a
    /// picture is skipped.
    ///
    /// - Throws: ``ImageAssetError/unreadable(_:_:)`` when the folder cannot be listed.
    @discardableResult
    public static func addFolder(_ url: URL) throws -> Int {
        let found: [String: (URL, CGFloat)]
        do { found = try ImageFiles.pictures(inFolder: url) } catch {
            throw ImageAssetError.unreadable(url, error.localizedDescription)
        }
        var count = 0
        for (name, (file, scale)) in found.sorted(by: { $0.key < $1.key }) {
            if let data = try? Data(contentsOf: file), register(name, data: data, scale: scale) { count += 1 }
        }
        return count
    }

    /// The picture registered as `name`, found in `bundle`'s resources, or `nil`.
    public static func asset(named name: String, bundle: Bundle? = nil) -> ImageAsset? {
        if let asset = assets[name] { return asset }
        guard let bundle, let folder = bundle.resourceURL else { return nil }
        let key = folder.path + "\u{0}" + name
        if let cached = bundleLookups[key] { return cached }
        var asset: ImageAsset?
        if let (file, scale) = (try? ImageFiles.pictures(inFolder: folder, recursive: true))?[name],
            let data = try? Data(contentsOf: file)
        {
            asset = ImageAsset(name: name, data: data, scale: scale)
        }
        bundleLookups[key] = asset
        return asset
    }

    /// The intrinsic size of the image called `name`: its picture's, its registered size, or
    /// ``defaultSize``.
    public static func size(of name: String, bundle: Bundle? = nil) -> CGSize {
        asset(named: name, bundle: bundle)?.size ?? sizes[name] ?? defaultSize
    }

    /// Forgets the picture and the size registered as `name`, and what the bundles gave for it, so
    /// that the name draws a placeholder again (or is looked up in a bundle afresh). Every other name
    /// keeps its picture.
    ///
    /// The catalogue is the process's, so tests that run in parallel share it: a test undoes only
    /// the names it registered, never another test's (there is no way to forget every name).
    public static func unregister(_ name: String) {
        sizes[name] = nil
        assets[name] = nil
        bundleLookups = bundleLookups.filter { key, _ in
            key.firstIndex(of: "\u{0}").map { key[key.index(after: $0)...] != name } ?? true
        }
    }

    private static func scaleSuffix(of url: URL) -> CGFloat {
        let base = url.deletingPathExtension().lastPathComponent
        return base.hasSuffix("@3x") ? 3 : base.hasSuffix("@2x") ? 2 : 1
    }
}

/// Why a picture could not be registered.
public enum ImageAssetError: Error, CustomStringConvertible, Equatable {
    /// The file or folder could not be read (with the system's reason).
    case unreadable(URL, String)
    /// The file is not a PNG, JPEG or SVG whose size can be read.
    case notAPicture(URL)

    /// A sentence saying what went wrong and where.
    public var description: String {
        switch self {
        case .unreadable(let url, let reason): "cannot read \(url.path): \(reason)"
        case .notAPicture(let url): "\(url.path) is not a PNG, JPEG or SVG picture with a readable size"
        }
    }
}
