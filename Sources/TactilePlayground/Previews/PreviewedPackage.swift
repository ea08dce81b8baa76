import Foundation

/// What `tactile-playground --package` needs to know of the package it previews, read from
/// `swift package dump-package`: its library modules and how it depends on Tactile.
public struct PreviewedPackage: Sendable, Hashable {
    /// How the package names Tactile among its dependencies.
    public enum TactileDependency: Sendable, Hashable {
        /// `.package(path:)`; `name` when the manifest gave one.
        case path(identity: String, name: String?, path: String)
        /// `.package(url:…)` with `requirement` written as the manifest's argument (`from:`, a
        /// range, `exact:`, `branch:` or `revision:`), as Swift source.
        case sourceControl(identity: String, url: String, requirement: String)
    }

    /// Why a package cannot be previewed.
    public struct Problem: Error, CustomStringConvertible, Sendable {
        /// What is wrong, for people.
        public var description: String
    }

    /// The package's name.
    public var name: String
    /// The package's directory, absolute.
    public var path: String
    /// Its library products, in manifest order.
    public var libraryProducts: [String]
    /// The Swift modules of those products (regular targets), in manifest order, each once.
    public var modules: [String]
    /// Each module's source directory, absolute.
    public var sourceDirectories: [String: String]
    /// The dependency that provides Tactile.
    public var tactile: TactileDependency
    /// Its executable targets that depend on Tactile: the apps the playground runs beside the
    /// previews.
    public var apps: [PackageApp]

    /// The package at `path` (absolute) as `swift package dump-package` describes it in `json`.
    public init(dumpPackage json: Data, path: String) throws {
        guard let manifest = try? JSONSerialization.jsonObject(with: json) as? [String: Any] else {
            throw Problem(description: "`swift package dump-package` did not print a package description")
        }
        self.path = path
        name = manifest["name"] as? String ?? (path as NSString).lastPathComponent
        let products = manifest["products"] as? [[String: Any]] ?? []
        let targets = manifest["targets"] as? [[String: Any]] ?? []
        var libraryProducts: [String] = []
        var modules: [String] = []
        for product in products {
            guard let type = product["type"] as? [String: Any], type["library"] != nil,
                let productName = product["name"] as? String
            else { continue }
            libraryProducts.append(productName)
            for target in product["targets"] as? [String] ?? [] where !modules.contains(target) {
                let kind = targets.first { $0["name"] as? String == target }?["type"] as? String
                if kind == "regular" { modules.append(target) }
            }
        }
        self.libraryProducts = libraryProducts
        self.modules = modules
        var directories: [String: String] = [:]
        for target in targets {
            guard let targetName = target["name"] as? String, modules.contains(targetName) else { continue }
            let relative = target["path"] as? String ?? "Sources/\(targetName)"
            directories[targetName] =
                relative.hasPrefix("/") ? relative : (path as NSString).appendingPathComponent(relative)
        }
        sourceDirectories = directories
        apps = Self.apps(targets: targets, modules: modules, libraryProducts: libraryProducts, path: path)
        guard !libraryProducts.isEmpty || !apps.isEmpty else {
            throw Problem(
                description:
                    "\(name) has no library product and no app: previews are served from a library's modules (add `.library(name:targets:)` to products), an app from an executable target that depends on Tactile"
            )
        }
        tactile = try Self.tactileDependency(manifest: manifest, targets: targets, packageName: name)
    }

    /// The package's executable targets that depend on the `Tactile` product: its apps, each with
    /// the dependencies the preview host cannot give it (anything but Tactile's products and the
    /// package's library modules and products).
    private static func apps(targets: [[String: Any]], modules: [String], libraryProducts: [String], path: String)
        -> [PackageApp]
    {
        var apps: [PackageApp] = []
        for target in targets where target["type"] as? String == "executable" {
            guard let targetName = target["name"] as? String else { continue }
            var usesTactile = false
            var unsupported: [String] = []
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                if let product = dependency["product"] as? [Any], let productName = product.first as? String {
                    let package = product.count > 1 ? (product[1] as? String ?? "") : ""
                    if productName == "Tactile" {
                        usesTactile = true
                    } else if !productName.hasPrefix("Tactile") || package.lowercased() != "tactile" {
                        unsupported.append("\(productName) (\(package))")
                    }
                } else if let named = (dependency["byName"] ?? dependency["target"]) as? [Any],
                    let dependencyName = named.first as? String
                {
                    if !modules.contains(dependencyName) && !libraryProducts.contains(dependencyName) {
                        unsupported.append(dependencyName)
                    }
                }
            }
            guard usesTactile else { continue }
            let relative = target["path"] as? String ?? "Sources/\(targetName)"
            let directory = relative.hasPrefix("/") ? relative : (path as NSString).appendingPathComponent(relative)
            apps.append(PackageApp(module: targetName, sourceDirectory: directory, unsupported: unsupported))
        }
        return apps
    }

    /// The dependency that the package's targets take the `Tactile` product from.
    private static func tactileDependency(
        manifest: [String: Any], targets: [[String: Any]], packageName: String
    ) throws -> TactileDependency {
        // The package name that `.product(name: "Tactile", package: …)` uses.
        var referenced: Set<String> = ["tactile"]
        for target in targets {
            for dependency in target["dependencies"] as? [[String: Any]] ?? [] {
                if let product = dependency["product"] as? [Any], product.first as? String == "Tactile",
                    product.count > 1, let package = product[1] as? String
                {
                    referenced.insert(package.lowercased())
                }
            }
        }
        for dependency in manifest["dependencies"] as? [[String: Any]] ?? [] {
            if let entry = (dependency["fileSystem"] as? [[String: Any]])?.first,
                let identity = entry["identity"] as? String, let path = entry["path"] as? String
            {
                let name = entry["nameForTargetDependencyResolutionOnly"] as? String
                if referenced.contains(identity.lowercased()) || referenced.contains(name?.lowercased() ?? "") {
                    return .path(identity: identity, name: name, path: path)
                }
            }
            if let entry = (dependency["sourceControl"] as? [[String: Any]])?.first,
                let identity = entry["identity"] as? String, referenced.contains(identity.lowercased())
            {
                guard let location = entry["location"] as? [String: Any],
                    let remote = (location["remote"] as? [[String: Any]])?.first?["urlString"] as? String
                        ?? (location["remote"] as? [String])?.first
                else {
                    throw Problem(
                        description:
                            "\(packageName) depends on Tactile by a local repository, which is not supported; use `.package(path:)` or a URL"
                    )
                }
                guard let requirement = requirementSource(entry["requirement"] as? [String: Any] ?? [:]) else {
                    throw Problem(description: "\(packageName)'s requirement on Tactile's version is not understood")
                }
                return .sourceControl(identity: identity, url: remote, requirement: requirement)
            }
        }
        throw Problem(
            description:
                "\(packageName) does not depend on Tactile: previews need `.product(name: \"Tactile\", package: …)`")
    }

    /// A requirement from the manifest's JSON as the argument of `.package(url:…)`.
    static func requirementSource(_ requirement: [String: Any]) -> String? {
        if let range = (requirement["range"] as? [[String: Any]])?.first,
            let lower = range["lowerBound"] as? String, let upper = range["upperBound"] as? String
        {
            return "\(SwiftLiteral.string(lower))..<\(SwiftLiteral.string(upper))"
        }
        if let exact = (requirement["exact"] as? [String])?.first { return "exact: \(SwiftLiteral.string(exact))" }
        if let branch = (requirement["branch"] as? [String])?.first { return "branch: \(SwiftLiteral.string(branch))" }
        if let revision = (requirement["revision"] as? [String])?.first {
            return "revision: \(SwiftLiteral.string(revision))"
        }
        return nil
    }

}
