import Foundation
import Tactile
import UniformTypeIdentifiers

// Drag and drop code as SwiftUI apps write it, with `import UniformTypeIdentifiers` beside the
// SwiftUI import: `NSItemProvider`, `UTType`, `DropDelegate` and `Transferable` must all resolve.
// The checks are in ModuleImportTests.swift.

/// A tile of a grid an app reorders by dragging.
struct ReorderTile: Identifiable, Equatable {
    let id: String
}

/// Moves the dragged tile to the place of the one the drag enters.
struct ReorderTileDelegate: DropDelegate {
    let tile: ReorderTile
    @Binding var tiles: [ReorderTile]
    @Binding var dragged: ReorderTile?

    func dropEntered(info: DropInfo) {
        guard let dragged, dragged != tile, let from = tiles.firstIndex(of: dragged),
            let to = tiles.firstIndex(of: tile)
        else { return }
        withAnimation { tiles.move(fromOffsets: IndexSet(integer: from), toOffset: to > from ? to + 1 : to) }
    }

    func dropUpdated(info: DropInfo) -> DropProposal? { DropProposal(operation: .move) }

    func performDrop(info: DropInfo) -> Bool {
        dragged = nil
        return true
    }
}

/// A reorderable grid with a drop zone for text and one for URLs.
struct ReorderableTileGrid: View {
    @State var tiles = ["a", "b", "c"].map(ReorderTile.init)
    @State var dragged: ReorderTile?
    @State var isTargeted = false
    @State var received: [String] = []

    var body: some View {
        VStack {
            LazyVGrid(columns: [GridItem(.adaptive(minimum: 80))]) {
                ForEach(tiles) { tile in
                    Text(tile.id)
                        .onDrag {
                            dragged = tile
                            return NSItemProvider(object: tile.id as NSString)
                        }
                        .onDrop(
                            of: [.text], delegate: ReorderTileDelegate(tile: tile, tiles: $tiles, dragged: $dragged))
                }
            }
            Color.gray
                .onDrop(of: [UTType.plainText], isTargeted: $isTargeted) { providers in
                    for provider in providers {
                        _ = provider.loadObject(ofClass: String.self) { string, _ in
                            if let string { DispatchQueue.main.async { received.append(string) } }
                        }
                    }
                    return true
                }
            Color.blue
                .onDrop(of: [.url], isTargeted: nil) { providers, location in
                    providers.first?.loadItem(forTypeIdentifier: UTType.url.identifier, options: nil) { item, _ in
                        _ = item
                    }
                    return location.x >= 0
                }
            Text("Drag me").draggable(URL(string: "https://example.com")!)
            Color.green.dropDestination(for: URL.self) { urls, _ in
                !urls.isEmpty
            } isTargeted: { _ in
            }
        }
    }
}

/// What an item provider made the way apps make one holds and loads: its types, its text, and a
/// URL provider's URL.
func itemProviderRoundTrip() -> (types: [String], text: String?, url: URL?) {
    let text = NSItemProvider(object: "tile-7" as NSString)
    var loadedText: String?
    _ = text.loadObject(ofClass: NSString.self) { object, _ in loadedText = (object as? NSString).map { $0 as String } }
    let link = NSItemProvider(object: URL(string: "https://example.com/a")! as NSURL)
    var loadedURL: URL?
    _ = link.loadObject(ofClass: URL.self) { url, _ in loadedURL = url }
    return (text.registeredTypeIdentifiers, loadedText, loadedURL)
}
