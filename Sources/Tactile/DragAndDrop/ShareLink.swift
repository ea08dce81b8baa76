import Foundation

/// A button that shares items through the system's share sheet: SwiftUI's `ShareLink`.
///
/// ```swift
/// ShareLink(item: URL(string: "https://example.com")!)
/// ShareLink("Share", item: photo, preview: SharePreview("Photo", image: photo))
/// ```
///
/// Drawn as iOS draws it, a `Button` with its label (by default "Share" after the
/// `square.and.arrow.up` symbol). *No effect on Linux*: there is no share sheet; a tap hands the
/// items to the window's record instead, `ViewHost/sharedItems` (a string as it is, a URL as its
/// absolute string, another item as its description), so that a test can check what was shared.
public struct ShareLink<
    Data: RandomAccessCollection, PreviewImage: Transferable, PreviewIcon: Transferable, Label: View
>:
    View
where Data.Element: Transferable {
    nonisolated(unsafe) let data: Data
    nonisolated(unsafe) let label: Label
    @Environment(\.systemShare) private var systemShare

    nonisolated init(data: Data, label: Label) {
        self.data = data
        self.label = label
    }

    /// The button: a tap shares the items (records them, on Linux).
    public var body: some View {
        let texts = data.map(ShareLinkItemText.text(of:))
        let share = systemShare
        Button {
            share?(texts)
        } label: {
            label
        }
    }
}

/// How a shared item is recorded.
enum ShareLinkItemText {
    static func text(of item: Any) -> String {
        switch item {
        case let string as String: string
        case let url as URL: url.absoluteString
        default: String(describing: item)
        }
    }
}

/// A share link's default label: "Share" (or the link's title) after the share symbol.
public struct DefaultShareLinkLabel: View {
    let title: Text?

    /// The title with the `square.and.arrow.up` symbol.
    public var body: some View {
        Label {
            title ?? Text("Share")
        } icon: {
            Image(systemName: "square.and.arrow.up")
        }
    }
}

/// How an item is shown in the share sheet: a title, and optionally an image and an icon.
///
/// *No effect on Linux*: there is no share sheet to show it in.
public struct SharePreview<Image: Transferable, Icon: Transferable> {
    /// The preview's title.
    let title: Text

    /// A preview titled `titleKey` with an image and an icon.
    public init(_ titleKey: LocalizedStringKey, image: Image, icon: Icon) { title = Text(titleKey) }
    /// A preview titled `title` with an image and an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image, icon: Icon) { self.title = Text(title) }
    /// A preview titled with `title`, an image and an icon.
    public init(_ title: Text, image: Image, icon: Icon) { self.title = title }
}

extension SharePreview where Image == Never {
    /// A preview titled `titleKey` with an icon.
    public init(_ titleKey: LocalizedStringKey, icon: Icon) { title = Text(titleKey) }
    /// A preview titled `title` with an icon.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, icon: Icon) { self.title = Text(title) }
    /// A preview titled with `title` and an icon.
    public init(_ title: Text, icon: Icon) { self.title = title }
}

extension SharePreview where Icon == Never {
    /// A preview titled `titleKey` with an image.
    public init(_ titleKey: LocalizedStringKey, image: Image) { title = Text(titleKey) }
    /// A preview titled `title` with an image.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S, image: Image) { self.title = Text(title) }
    /// A preview titled with `title` and an image.
    public init(_ title: Text, image: Image) { self.title = title }
}

extension SharePreview where Image == Never, Icon == Never {
    /// A preview titled `titleKey`.
    public init(_ titleKey: LocalizedStringKey) { title = Text(titleKey) }
    /// A preview titled `title`.
    @_disfavoredOverload
    public init<S: StringProtocol>(_ title: S) { self.title = Text(title) }
    /// A preview titled with `title`.
    public init(_ title: Text) { self.title = title }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == URL {
    /// A link sharing the URLs `items`, with a label of your own.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(data: items, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Data.Element == String {
    /// A link sharing the strings `items`, with a label of your own.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label) {
        self.init(data: items, label: label())
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never {
    /// A link sharing the URL `item`, with a label of your own.
    nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<URL> {
        self.init(data: CollectionOfOne(item), label: label())
    }

    /// A link sharing the string `item`, with a label of your own.
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil, @ViewBuilder label: () -> Label)
    where Data == CollectionOfOne<String> {
        self.init(data: CollectionOfOne(item), label: label())
    }
}

extension ShareLink {
    /// A link sharing `items`, each shown in the share sheet as `preview` describes, with a label of your own.
    nonisolated public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>, @ViewBuilder label: () -> Label
    ) {
        self.init(data: items, label: label())
    }

    /// A link sharing `item`, shown in the share sheet as `preview` describes, with a label of your own.
    nonisolated public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>,
        @ViewBuilder label: () -> Label
    ) where Data == CollectionOfOne<I> {
        self.init(data: CollectionOfOne(item), label: label())
    }
}

extension ShareLink where Label == DefaultShareLinkLabel {
    /// A link sharing `items`, each shown in the share sheet as `preview` describes.
    nonisolated public init(
        items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(data: items, label: DefaultShareLinkLabel(title: nil))
    }

    /// A link sharing `item`, shown in the share sheet as `preview` describes.
    nonisolated public init<I: Transferable>(
        item: I, subject: Text? = nil, message: Text? = nil, preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(data: CollectionOfOne(item), label: DefaultShareLinkLabel(title: nil))
    }

    /// A link titled `titleKey` sharing `items`, each shown in the share sheet as `preview` describes.
    nonisolated public init(
        _ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(data: items, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link titled `titleKey` sharing `item`, shown in the share sheet as `preview` describes.
    nonisolated public init<I: Transferable>(
        _ titleKey: LocalizedStringKey, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(data: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link titled `title` sharing `items`, each shown in the share sheet as `preview` describes.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(
        _ title: S, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(data: items, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link titled `title` sharing `item`, shown in the share sheet as `preview` describes.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol, I: Transferable>(
        _ title: S, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(data: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link titled with `title` sharing `items`, each shown in the share sheet as `preview` describes.
    nonisolated public init(
        _ title: Text, items: Data, subject: Text? = nil, message: Text? = nil,
        preview: @escaping (Data.Element) -> SharePreview<PreviewImage, PreviewIcon>
    ) {
        self.init(data: items, label: DefaultShareLinkLabel(title: title))
    }

    /// A link titled with `title` sharing `item`, shown in the share sheet as `preview` describes.
    nonisolated public init<I: Transferable>(
        _ title: Text, item: I, subject: Text? = nil, message: Text? = nil,
        preview: SharePreview<PreviewImage, PreviewIcon>
    ) where Data == CollectionOfOne<I> {
        self.init(data: CollectionOfOne(item), label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == URL {
    /// A link sharing the URLs `items`.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(data: items, label: DefaultShareLinkLabel(title: nil))
    }

    /// A link titled `titleKey` sharing the URLs `items`.
    nonisolated public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(data: items, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link titled `title` sharing the URLs `items`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(data: items, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link titled with `title` sharing the URLs `items`.
    nonisolated public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(data: items, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink
where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel, Data.Element == String {
    /// A link sharing the strings `items`.
    nonisolated public init(items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(data: items, label: DefaultShareLinkLabel(title: nil))
    }

    /// A link titled `titleKey` sharing the strings `items`.
    nonisolated public init(_ titleKey: LocalizedStringKey, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(data: items, label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link titled `title` sharing the strings `items`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(data: items, label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link titled with `title` sharing the strings `items`.
    nonisolated public init(_ title: Text, items: Data, subject: Text? = nil, message: Text? = nil) {
        self.init(data: items, label: DefaultShareLinkLabel(title: title))
    }
}

extension ShareLink where PreviewImage == Never, PreviewIcon == Never, Label == DefaultShareLinkLabel {
    /// A link sharing the url `item`.
    nonisolated public init(item: URL, subject: Text? = nil, message: Text? = nil) where Data == CollectionOfOne<URL> {
        self.init(data: CollectionOfOne(item), label: DefaultShareLinkLabel(title: nil))
    }

    /// A link sharing the string `item`.
    nonisolated public init(item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(data: CollectionOfOne(item), label: DefaultShareLinkLabel(title: nil))
    }

    /// A link titled `titleKey` sharing the url `item`.
    nonisolated public init(_ titleKey: LocalizedStringKey, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(data: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link titled `titleKey` sharing the string `item`.
    nonisolated public init(_ titleKey: LocalizedStringKey, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(data: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(titleKey)))
    }

    /// A link titled `title` sharing the url `item`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(data: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link titled `title` sharing the string `item`.
    @_disfavoredOverload
    nonisolated public init<S: StringProtocol>(_ title: S, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(data: CollectionOfOne(item), label: DefaultShareLinkLabel(title: Text(title)))
    }

    /// A link titled with `title` sharing the url `item`.
    nonisolated public init(_ title: Text, item: URL, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<URL> {
        self.init(data: CollectionOfOne(item), label: DefaultShareLinkLabel(title: title))
    }

    /// A link titled with `title` sharing the string `item`.
    nonisolated public init(_ title: Text, item: String, subject: Text? = nil, message: Text? = nil)
    where Data == CollectionOfOne<String> {
        self.init(data: CollectionOfOne(item), label: DefaultShareLinkLabel(title: title))
    }
}
