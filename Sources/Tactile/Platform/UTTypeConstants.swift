import Foundation

#if !canImport(Darwin)
// The type identifier constants of MobileCoreServices that older SwiftUI code passes to item
// providers and pasteboards (`kUTTypePlainText as String`). Apple declares them as `CFString`;
// there is no `CFString` to bridge on Linux, so they are `String`s here, which `as String` leaves
// as they are. Built only where Apple's frameworks are missing (not on Darwin).

/// The identifier `public.item`.
public let kUTTypeItem = "public.item"
/// The identifier `public.content`.
public let kUTTypeContent = "public.content"
/// The identifier `public.data`.
public let kUTTypeData = "public.data"
/// The identifier `public.text`.
public let kUTTypeText = "public.text"
/// The identifier `public.plain-text`.
public let kUTTypePlainText = "public.plain-text"
/// The identifier `public.utf8-plain-text`.
public let kUTTypeUTF8PlainText = "public.utf8-plain-text"
/// The identifier `public.html`.
public let kUTTypeHTML = "public.html"
/// The identifier `public.url`.
public let kUTTypeURL = "public.url"
/// The identifier `public.file-url`.
public let kUTTypeFileURL = "public.file-url"
/// The identifier `public.image`.
public let kUTTypeImage = "public.image"
/// The identifier `public.png`.
public let kUTTypePNG = "public.png"
/// The identifier `public.jpeg`.
public let kUTTypeJPEG = "public.jpeg"
/// The identifier `com.compuserve.gif`.
public let kUTTypeGIF = "com.compuserve.gif"
/// The identifier `com.adobe.pdf`.
public let kUTTypePDF = "com.adobe.pdf"
/// The identifier `public.movie`.
public let kUTTypeMovie = "public.movie"
/// The identifier `public.video`.
public let kUTTypeVideo = "public.video"
/// The identifier `public.mpeg-4`.
public let kUTTypeMPEG4 = "public.mpeg-4"
/// The identifier `com.apple.quicktime-movie`.
public let kUTTypeQuickTimeMovie = "com.apple.quicktime-movie"
/// The identifier `public.audio`.
public let kUTTypeAudio = "public.audio"
/// The identifier `public.mp3`.
public let kUTTypeMP3 = "public.mp3"
/// The identifier `public.json`.
public let kUTTypeJSON = "public.json"
/// The identifier `public.zip-archive`.
public let kUTTypeZipArchive = "public.zip-archive"
/// The identifier `public.folder`.
public let kUTTypeFolder = "public.folder"
/// The identifier `public.vcard`.
public let kUTTypeVCard = "public.vcard"
/// The identifier `public.rtf`.
public let kUTTypeRTF = "public.rtf"
#endif
