import Foundation
import TactileTestSupport
import TactileViewCore
import Testing

/// `Image("name")` draws PNG, JPEG and SVG pictures.
@MainActor
@Suite("Picture images", .serialized)
struct PictureImageTests {
    /// The first bytes of a PNG of `width` × `height` pixels: enough for its size.
    nonisolated static func pngHeader(_ width: Int, _ height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for v in [width, height] {
            bytes += [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        bytes += [8, 6, 0, 0, 0]
        return Data(bytes)
    }

    /// A JPEG's first segments: APP0, then a baseline start-of-frame with the size.
    nonisolated static func jpegHeader(_ width: Int, _ height: Int) -> Data {
        var bytes: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 0, 16] + Array(repeating: 0, count: 14)
        bytes += [
            0xFF, 0xC0, 0, 17, 8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF),
        ]
        bytes += Array(repeating: 0, count: 12)
        return Data(bytes)
    }

    @Test(
        "Sizes come from the files' headers",
        arguments: [
            (Self.pngHeader(640, 480), 1.0, CGSize(width: 640, height: 480)),
            (Self.pngHeader(640, 480), 2.0, CGSize(width: 320, height: 240)),
            (Self.jpegHeader(1024, 768), 1.0, CGSize(width: 1024, height: 768)),
            (
                Data(#"<svg xmlns="http://www.w3.org/2000/svg" width="120" height="80"></svg>"#.utf8), 1.0,
                CGSize(width: 120, height: 80)
            ),
            (
                Data(#"<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 48 24"></svg>"#.utf8), 1.0,
                CGSize(width: 48, height: 24)
            ),
        ])
    func sizes(data: Data, scale: Double, size: CGSize) throws {
        let asset = try #require(ImageAsset(name: "x", data: data, scale: CGFloat(scale)))
        #expect(asset.size == size)
    }

    @Test(
        "Bytes that are not a picture with a readable size are refused",
        arguments: [
            Data(), Data("hello".utf8), Self.pngHeader(0, 10), Data(Self.pngHeader(10, 10).prefix(20)),
            Data([0xFF, 0xD8, 0xFF]),
        ])
    func refused(data: Data) {
        #expect(ImageAsset(name: "x", data: data) == nil)
        #expect(!ImageAssets.register("x", data: data))
    }

    @Test("A registered picture has its size and is drawn as an <image>; an unregistered name is a placeholder")
    func drawn() throws {
        ImageAssets.register("photo", data: Self.pngHeader(300, 200), scale: 2)
        let host = ViewHost(
            VStack {
                Image("photo"); Image("missing")
            }, size: CGSize(width: 400, height: 400))
        let photo = try #require(host.displayList.images(named: "photo").first)
        #expect(photo.frame.size == CGSize(width: 150, height: 100))
        let svg = host.svg()
        #expect(svg.contains("<image id=\"image"))
        #expect(svg.contains("href=\"data:image/png;base64,"))
        #expect(svg.contains(">missing</text>"))
    }

    @Test("resizable and aspectRatio size a picture; the bytes are written once for two uses")
    func resizable() throws {
        ImageAssets.register("wide", data: Self.pngHeader(200, 100))
        let host = ViewHost(
            VStack(spacing: 0) {
                Image("wide").resizable().aspectRatio(contentMode: .fit).frame(width: 100, height: 100)
                Image("wide").resizable().frame(width: 30, height: 90)
            }, size: CGSize(width: 400, height: 400))
        let items = host.displayList.images(named: "wide")
        #expect(items.map(\.frame.size) == [CGSize(width: 100, height: 50), CGSize(width: 30, height: 90)])
        #expect(host.svg().components(separatedBy: "base64,").count == 2)
    }

    @Test("Template rendering paints the foreground style through the picture; .interpolation(.none) is pixelated")
    func paint() throws {
        ImageAssets.register("icon", data: Self.pngHeader(16, 16))
        let host = ViewHost(
            VStack {
                Image("icon").renderingMode(.template).foregroundStyle(.red)
                Image("icon").interpolation(.none).resizable().frame(width: 64, height: 64)
            }, size: CGSize(width: 400, height: 400))
        let svg = host.svg()
        #expect(svg.contains("mask-type=\"alpha\""))
        #expect(svg.contains("fill=\"#ff3b30\""))
        #expect(svg.contains("image-rendering:pixelated"))
    }

    @Test("unregister forgets one name's picture, size and bundle lookup; every other name keeps its own")
    func unregisterOneName() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-bundle-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.pngHeader(70, 50).write(to: folder.appendingPathComponent("unregister-bundled.png"))
        let bundle = try #require(Bundle(url: folder))
        ImageAssets.register("unregister-gone", data: Self.pngHeader(30, 20))
        ImageAssets.register("unregister-gone", size: CGSize(width: 90, height: 10))
        ImageAssets.register("unregister-kept", data: Self.pngHeader(40, 10))
        ImageAssets.register("unregister-kept-size", size: CGSize(width: 12, height: 34))
        #expect(ImageAssets.size(of: "unregister-bundled", bundle: bundle) == CGSize(width: 70, height: 50))
        try Self.pngHeader(80, 60).write(to: folder.appendingPathComponent("unregister-bundled.png"))

        ImageAssets.unregister("unregister-gone")
        #expect(ImageAssets.asset(named: "unregister-gone") == nil)
        #expect(ImageAssets.size(of: "unregister-gone") == ImageAssets.defaultSize)
        #expect(ImageAssets.size(of: "unregister-kept") == CGSize(width: 40, height: 10))
        #expect(ImageAssets.size(of: "unregister-kept-size") == CGSize(width: 12, height: 34))
        // The bundle's answer is kept until its name is unregistered; then the bundle is read again.
        #expect(ImageAssets.size(of: "unregister-bundled", bundle: bundle) == CGSize(width: 70, height: 50))
        ImageAssets.unregister("unregister-bundled")
        #expect(ImageAssets.size(of: "unregister-bundled", bundle: bundle) == CGSize(width: 80, height: 60))
        #expect(ImageAssets.size(of: "unregister-kept") == CGSize(width: 40, height: 10))
        ImageAssets.unregister("unregister-kept")
        ImageAssets.unregister("unregister-kept-size")
        ImageAssets.unregister("unregister-bundled")
    }

    @Test("addFolder registers pictures by name, the sharpest file of each, and image sets of a catalogue")
    func folder() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("tactile-images-\(UUID())")
        let set = folder.appendingPathComponent("Assets.xcassets/badge.imageset")
        try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Self.pngHeader(40, 40).write(to: folder.appendingPathComponent("dot.png"))
        try Self.pngHeader(40, 40).write(to: folder.appendingPathComponent("dot@2x.png"))
        try Self.jpegHeader(64, 32).write(to: folder.appendingPathComponent("banner.jpeg"))
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("notes.png"))
        try Self.pngHeader(90, 30).write(to: set.appendingPathComponent("badge@3x.png"))
        try Data(#"{"images":[{"filename":"badge@3x.png","scale":"3x"}],"info":{"version":1}}"#.utf8)
            .write(to: set.appendingPathComponent("Contents.json"))
        #expect(try ImageAssets.addFolder(folder) == 3)
        #expect(ImageAssets.size(of: "dot") == CGSize(width: 20, height: 20))
        #expect(ImageAssets.size(of: "banner") == CGSize(width: 64, height: 32))
        #expect(ImageAssets.size(of: "badge") == CGSize(width: 30, height: 10))
        #expect(ImageAssets.asset(named: "notes") == nil)
        #expect(throws: ImageAssetError.self) { try ImageAssets.addFolder(folder.appendingPathComponent("nowhere")) }
        #expect(throws: ImageAssetError.self) {
            try ImageAssets.register("notes", contentsOf: folder.appendingPathComponent("notes.png"))
        }
    }
}
