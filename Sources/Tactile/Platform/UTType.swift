import Foundation

#if !canImport(Darwin)
/// A type of data, Apple's `UTType` (UniformTypeIdentifiers), as SwiftUI's drag-and-drop and file
/// APIs take it: an identifier, the file extensions and MIME type it is known by, and the types it
/// conforms to.
///
/// On Linux the types known are the common system ones below (those SwiftUI code names); a type
/// made from an unknown identifier, extension or MIME type is dynamic and conforms only to
/// `public.data` (UTType's own rule). Built only where Apple's frameworks are missing (not on Darwin).
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The identifier, such as `public.png`.
    public let identifier: String
    /// The types this one conforms to directly.
    let parents: [String]
    /// The file extensions it is known by, preferred first.
    let extensions: [String]
    /// The MIME type it is known by.
    public let preferredMIMEType: String?
    /// Whether it was made from a tag no known type has.
    public let isDynamic: Bool

    init(_ identifier: String, parents: [String], extensions: [String] = [], mime: String? = nil, dynamic: Bool = false)
    {
        self.identifier = identifier
        self.parents = parents
        self.extensions = extensions
        preferredMIMEType = mime
        isDynamic = dynamic
    }

    /// The file extension preferred for the type, if it has one.
    public var preferredFilenameExtension: String? { extensions.first }

    /// Whether the type is `type` or conforms to it, directly or through the types it conforms to.
    public func conforms(to type: UTType) -> Bool {
        if identifier == type.identifier { return true }
        return parents.contains { parent in (UTType.known[parent] ?? UTType(parent, parents: [])).conforms(to: type) }
    }

    /// Whether `type` conforms to this type.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    /// The identifier.
    public var description: String { identifier }

    /// The known type with `identifier`, or `nil`.
    public init?(_ identifier: String) {
        guard let known = UTType.known[identifier] else { return nil }
        self = known
    }

    /// The known type with `identifier`, or a dynamic one (conforming to `public.data`) for an
    /// identifier no known type has.
    public init(importedAs identifier: String) {
        self = UTType.known[identifier] ?? UTType(identifier, parents: ["public.data"], dynamic: true)
    }

    /// The type exported by the app with `identifier` (conforming to `public.data`).
    public init(exportedAs identifier: String) { self.init(importedAs: identifier) }

    /// The known type of files with `filenameExtension` (letter case ignored), or a dynamic type
    /// for an extension no known type has.
    public init?(filenameExtension: String) {
        let lowered = filenameExtension.lowercased()
        guard !lowered.isEmpty else { return nil }
        self =
            UTType.all.first { $0.extensions.contains(lowered) }
            ?? UTType("dyn.ext." + lowered, parents: ["public.data"], extensions: [lowered], dynamic: true)
    }

    /// The known type of `mimeType` (letter case ignored), or a dynamic type for one no known type has.
    public init?(mimeType: String) {
        let lowered = mimeType.lowercased()
        guard lowered.contains("/") else { return nil }
        self =
            UTType.all.first { $0.preferredMIMEType == lowered }
            ?? UTType("dyn.mime." + lowered, parents: ["public.data"], mime: lowered, dynamic: true)
    }

    /// The base of every type. (`public.item`)
    public static let item = UTType("public.item", parents: [], extensions: [], mime: nil)
    /// Content: documents, media, text. (`public.content`)
    public static let content = UTType("public.content", parents: [], extensions: [], mime: nil)
    /// Bytes. (`public.data`)
    public static let data = UTType(
        "public.data", parents: ["public.item"], extensions: [], mime: "application/octet-stream")
    /// Text of any encoding. (`public.text`)
    public static let text = UTType(
        "public.text", parents: ["public.data", "public.content"], extensions: [], mime: nil)
    /// Text with no markup. (`public.plain-text`)
    public static let plainText = UTType(
        "public.plain-text", parents: ["public.text"], extensions: ["txt", "text"], mime: "text/plain")
    /// Plain text in UTF-8. (`public.utf8-plain-text`)
    public static let utf8PlainText = UTType(
        "public.utf8-plain-text", parents: ["public.plain-text"], extensions: [], mime: "text/plain;charset=utf-8")
    /// Plain text in UTF-16. (`public.utf16-plain-text`)
    public static let utf16PlainText = UTType(
        "public.utf16-plain-text", parents: ["public.plain-text"], extensions: [], mime: nil)
    /// HTML. (`public.html`)
    public static let html = UTType(
        "public.html", parents: ["public.text"], extensions: ["html", "htm"], mime: "text/html")
    /// XML. (`public.xml`)
    public static let xml = UTType("public.xml", parents: ["public.text"], extensions: ["xml"], mime: "application/xml")
    /// JSON. (`public.json`)
    public static let json = UTType(
        "public.json", parents: ["public.text"], extensions: ["json"], mime: "application/json")
    /// Comma-separated values. (`public.comma-separated-values-text`)
    public static let commaSeparatedText = UTType(
        "public.comma-separated-values-text", parents: ["public.text"], extensions: ["csv"], mime: "text/csv")
    /// Source code. (`public.source-code`)
    public static let sourceCode = UTType(
        "public.source-code", parents: ["public.plain-text"], extensions: [], mime: nil)
    /// Swift source. (`public.swift-source`)
    public static let swiftSource = UTType(
        "public.swift-source", parents: ["public.source-code"], extensions: ["swift"], mime: nil)
    /// A URL. (`public.url`)
    public static let url = UTType("public.url", parents: ["public.data"], extensions: [], mime: nil)
    /// A URL of a file. (`public.file-url`)
    public static let fileURL = UTType("public.file-url", parents: ["public.url"], extensions: [], mime: nil)
    /// An image of any format. (`public.image`)
    public static let image = UTType(
        "public.image", parents: ["public.data", "public.content"], extensions: [], mime: nil)
    /// PNG. (`public.png`)
    public static let png = UTType("public.png", parents: ["public.image"], extensions: ["png"], mime: "image/png")
    /// JPEG. (`public.jpeg`)
    public static let jpeg = UTType(
        "public.jpeg", parents: ["public.image"], extensions: ["jpeg", "jpg"], mime: "image/jpeg")
    /// GIF. (`com.compuserve.gif`)
    public static let gif = UTType(
        "com.compuserve.gif", parents: ["public.image"], extensions: ["gif"], mime: "image/gif")
    /// HEIC. (`public.heic`)
    public static let heic = UTType("public.heic", parents: ["public.image"], extensions: ["heic"], mime: "image/heic")
    /// SVG. (`public.svg-image`)
    public static let svg = UTType(
        "public.svg-image", parents: ["public.image"], extensions: ["svg"], mime: "image/svg+xml")
    /// PDF. (`com.adobe.pdf`)
    public static let pdf = UTType(
        "com.adobe.pdf", parents: ["public.data", "public.content"], extensions: ["pdf"], mime: "application/pdf")
    /// Audio or video. (`public.audiovisual-content`)
    public static let audiovisualContent = UTType(
        "public.audiovisual-content", parents: ["public.data", "public.content"], extensions: [], mime: nil)
    /// A movie. (`public.movie`)
    public static let movie = UTType("public.movie", parents: ["public.audiovisual-content"], extensions: [], mime: nil)
    /// Video without audio. (`public.video`)
    public static let video = UTType("public.video", parents: ["public.movie"], extensions: [], mime: nil)
    /// MPEG-4 movie. (`public.mpeg-4`)
    public static let mpeg4Movie = UTType(
        "public.mpeg-4", parents: ["public.movie"], extensions: ["mp4"], mime: "video/mp4")
    /// QuickTime movie. (`com.apple.quicktime-movie`)
    public static let quickTimeMovie = UTType(
        "com.apple.quicktime-movie", parents: ["public.movie"], extensions: ["mov"], mime: "video/quicktime")
    /// Audio. (`public.audio`)
    public static let audio = UTType("public.audio", parents: ["public.audiovisual-content"], extensions: [], mime: nil)
    /// MP3. (`public.mp3`)
    public static let mp3 = UTType("public.mp3", parents: ["public.audio"], extensions: ["mp3"], mime: "audio/mpeg")
    /// An archive. (`public.archive`)
    public static let archive = UTType("public.archive", parents: ["public.data"], extensions: [], mime: nil)
    /// ZIP. (`public.zip-archive`)
    public static let zip = UTType(
        "public.zip-archive", parents: ["public.archive"], extensions: ["zip"], mime: "application/zip")
    /// A folder. (`public.folder`)
    public static let folder = UTType("public.folder", parents: ["public.directory"], extensions: [], mime: nil)
    /// A directory. (`public.directory`)
    public static let directory = UTType("public.directory", parents: ["public.item"], extensions: [], mime: nil)
    /// A contact card. (`public.vcard`)
    public static let vCard = UTType("public.vcard", parents: ["public.text"], extensions: ["vcf"], mime: "text/vcard")
    /// Rich text. (`public.rtf`)
    public static let rtf = UTType("public.rtf", parents: ["public.text"], extensions: ["rtf"], mime: "text/rtf")

    /// Every known type.
    static let all: [UTType] = [
        item, content, data, text, plainText, utf8PlainText, utf16PlainText, html, xml, json, commaSeparatedText,
        sourceCode, swiftSource, url, fileURL, image, png, jpeg, gif, heic, svg, pdf, audiovisualContent, movie, video,
        mpeg4Movie, quickTimeMovie, audio, mp3, archive, zip, folder, directory, vCard, rtf,
    ]
    /// The known types by identifier.
    static let known: [String: UTType] = Dictionary(
        all.map { ($0.identifier, $0) }, uniquingKeysWith: { first, _ in first })
}
#endif
