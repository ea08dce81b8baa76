import Foundation

/// Why an image could not be handed over.
enum ImageTransferError: Error {
    /// The image has no picture bytes: a symbol, a drawn image, or a name with no registered picture.
    case noPicture(String)
    /// The bytes are not a PNG, JPEG or SVG Tactile reads.
    case unreadable
}

extension Image: Transferable {
    /// The image's picture as PNG, JPEG or SVG bytes (its registered file's own); received bytes
    /// are registered in `ImageAssets` under a name made from their contents, and the image
    /// draws them. Symbols and drawn images have no bytes to export.
    nonisolated public static var transferRepresentation: some TransferRepresentation {
        _TransferRepresentationGroup<Image>(entries: ImageFormat.allFormats.map(entry(for:)))
    }

    nonisolated private static func entry(for format: ImageFormat) -> _TransferEntry<Image> {
        _TransferEntry(
            contentType: format.contentType,
            exporting: .asynchronous { image in
                let name = image.pictureName
                let data = await MainActor.run { name.flatMap { ImageAssets.asset(named: $0) } }
                guard let data, data.format == format else { throw ImageTransferError.noPicture(name ?? "") }
                return data.data
            },
            importing: .asynchronous { data in
                let name = "transferred-\(data.count)-\(data.hashValue)"
                let registered = await MainActor.run { ImageAssets.register(name, data: data) }
                guard registered else { throw ImageTransferError.unreadable }
                return Image(name)
            })
    }
}

extension ImageFormat {
    /// Every format, in the order an image offers them.
    static let allFormats: [ImageFormat] = [.png, .jpeg, .svg]

    /// The uniform type of the format.
    var contentType: UTType {
        switch self {
        case .png: .png
        case .jpeg: .jpeg
        case .svg: .svg
        }
    }
}
