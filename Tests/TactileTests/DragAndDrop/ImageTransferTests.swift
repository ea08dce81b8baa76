import Foundation
import Tactile
import TactileTesting
import Testing

/// `Image`'s `Transferable` conformance: its picture's bytes out, received bytes drawn.
@MainActor
@Suite("Image transfer", .serialized)
struct ImageTransferTests {
    /// The first bytes of a PNG of `width` × `height` pixels: enough for its size.
    private static func pngHeader(_ width: Int, _ height: Int) -> Data {
        var bytes: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0, 0, 0, 13, 0x49, 0x48, 0x44, 0x52]
        for v in [width, height] {
            bytes += [UInt8(v >> 24 & 0xFF), UInt8(v >> 16 & 0xFF), UInt8(v >> 8 & 0xFF), UInt8(v & 0xFF)]
        }
        bytes += [8, 6, 0, 0, 0]
        return Data(bytes)
    }

    /// What loading an image from `provider` gives: the name of the picture it draws, or `nil`.
    private func load(from provider: NSItemProvider) async -> String? {
        await withCheckedContinuation { (done: CheckedContinuation<String?, Never>) in
            provider.loadTransferable(type: Image.self) { result in
                done.resume(returning: (try? result.get())?.pictureName)
            }
        }
    }

    @Test("A picture's bytes go across and the received image draws them at their size")
    func roundTrip() async throws {
        let png = Self.pngHeader(30, 20)
        #expect(ImageAssets.register("transfer-source-photo", data: png))
        defer { ImageAssets.unregister("transfer-source-photo") }
        let provider = NSItemProvider()
        provider.register(Image("transfer-source-photo"))
        #expect(provider.registeredTypeIdentifiers.contains("public.png"))
        let name = try #require(await load(from: provider))
        #expect(name != "transfer-source-photo")
        #expect(ImageAssets.asset(named: name)?.data == png)
        let host = ViewHost(Image(name), size: CGSize(width: 100, height: 100))
        #expect(host.displayList.images(named: name).first?.frame.size == CGSize(width: 30, height: 20))
        ImageAssets.unregister(name)
    }

    @Test("A symbol has no bytes to give")
    func symbolHasNoBytes() async {
        let provider = NSItemProvider()
        provider.register(Image(systemName: "star"))
        #expect(await load(from: provider) == nil)
    }
}
