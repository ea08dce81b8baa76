import Foundation

/// The object told what the user picked, UIKit's `UIImagePickerControllerDelegate`. Every method
/// has a default (UIKit's are optional): nothing.
///
/// On Linux no picker ever picks or cancels (see `UIImagePickerController`), so Tactile calls
/// neither method; code and tests may call them (with an info dictionary of their own) to run the
/// app's handling of a pick.
@preconcurrency @MainActor
public protocol UIImagePickerControllerDelegate: AnyObject {
    /// The user picked an image or movie, described by `info`; nothing by default.
    func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any])
    /// The user cancelled; nothing by default.
    func imagePickerControllerDidCancel(_ picker: UIImagePickerController)
}

extension UIImagePickerControllerDelegate {
    /// Nothing.
    public func imagePickerController(
        _ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]
    ) {}
    /// Nothing.
    public func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {}
}

/// The system's photo and camera picker, UIKit's `UIImagePickerController`, as SwiftUI code wraps
/// one in a `UIViewControllerRepresentable` (an `ImagePicker` shown in a sheet).
///
/// On Linux there is no camera and no photo library, so `isSourceTypeAvailable(_:)` answers
/// `false` for every source, as UIKit does for a source the device lacks. A picker can still be
/// made, configured, hosted by a representable and presented (recorded; see `UIViewController`):
/// it shows nothing and never picks or cancels, so its delegate hears nothing from Tactile. Where
/// UIKit raises an exception for an unavailable `sourceType`, the setting is kept.
///
/// Its `delegate` is the navigation controller's, typed `UINavigationControllerDelegate` (Swift
/// cannot narrow an inherited property's type); a coordinator that adopts both protocols, as
/// UIKit requires, is assigned as usual.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where a picker takes media from, UIKit's `UIImagePickerController.SourceType`.
    public enum SourceType: Int, Sendable {
        /// The photo library.
        case photoLibrary
        /// The camera.
        case camera
        /// The Camera Roll album.
        case savedPhotosAlbum
    }

    /// Which camera a picker uses, UIKit's `UIImagePickerController.CameraDevice`.
    public enum CameraDevice: Int, Sendable {
        /// The back camera.
        case rear
        /// The front camera.
        case front
    }

    /// A key of the info dictionary of a pick, UIKit's `UIImagePickerController.InfoKey`.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The type identifier of the picked media (`"public.image"`, `"public.movie"`).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The picked image, unedited: a `UIImage`.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// The image after the user's edit: a `UIImage`.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The crop of the edited image: a `CGRect` in an `NSValue`.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// The file URL of a picked movie.
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The library URL of the picked media (deprecated by UIKit for `phAsset`).
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        /// The metadata of a photo just taken.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// The picked Live Photo.
        public static let livePhoto = InfoKey(rawValue: "UIImagePickerControllerLivePhoto")
        /// The picked asset of the photo library.
        public static let phAsset = InfoKey(rawValue: "UIImagePickerControllerPHAsset")
        /// The file URL of a picked image.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// Whether `sourceType` exists on this device: `false` on Linux, which has no camera or photo
    /// library.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool { false }

    /// The media types `sourceType` offers: `nil`, as none is available on Linux.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? { nil }

    /// Whether `cameraDevice` exists: `false` on Linux.
    open class func isCameraDeviceAvailable(_ cameraDevice: CameraDevice) -> Bool { false }

    /// Where media would be taken from: the photo library by default (kept only).
    open var sourceType: SourceType = .photoLibrary
    /// The type identifiers offered: images by default (kept only).
    open var mediaTypes: [String] = ["public.image"]
    /// Whether the user may edit the pick (kept only).
    open var allowsEditing = false
    /// The camera used (kept only).
    open var cameraDevice: CameraDevice = .rear

    /// A picker of the photo library.
    public override init() { super.init() }

    /// Not supported on Linux (no storyboards): answers `nil`.
    public required init?(coder: NSCoder) { nil }
}
