import Foundation

/// An image in an asset catalogue, by name and bundle: DeveloperToolsSupport's `ImageResource`,
/// which Xcode generates for each image set (`ImageResource.avatar`). Tactile has no generator;
/// declare the resources by hand, `static let avatar = ImageResource(name: "avatar", bundle: .module)`.
public struct ImageResource: Hashable, @unchecked Sendable {
    // @unchecked: `Bundle` is a reference to an immutable description of a folder.
    /// The image set's name.
    let name: String
    /// The bundle holding the catalogue.
    let bundle: Bundle

    /// The image named `name` in `bundle`'s asset catalogue.
    public init(name: String, bundle: Bundle) {
        self.name = name
        self.bundle = bundle
    }
}

extension Image {
    /// The image of `resource` (`Image(_:bundle:)` with its name and bundle).
    nonisolated public init(_ resource: ImageResource) {
        self.init(resource.name, bundle: resource.bundle)
    }
}

extension Label where Title == Text, Icon == Image {
    /// A label titled `titleKey` with the image of `image`.
    nonisolated public init(_ titleKey: LocalizedStringKey, image resource: ImageResource) {
        self.init(title: { Text(titleKey) }, icon: { Image(resource) })
    }

    /// A label titled `title` with the image of `image`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, image resource: ImageResource) {
        self.init(title: { Text(title) }, icon: { Image(resource) })
    }
}
