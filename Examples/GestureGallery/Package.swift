// swift-tools-version: 6.1
// A small app package of our own, written as a Tactile user writes one: a few views with gestures,
// their `#Preview`s and a `PreviewProvider`, and tests on the simulator. It lives outside the root
// package on purpose: the playground's package previews (`swift run tactile-playground --package
// Examples/GestureGallery`) and the tests it downloads are tried on it as on anyone's package.
import PackageDescription

let package = Package(
    name: "GestureGallery",
    platforms: [.macOS(.v14)],
    products: [
        .library(name: "GestureGallery", targets: ["GestureGallery"]),
        // The gallery as an app (`@main` with a `WindowGroup`): the playground runs it beside the previews.
        .executable(name: "GalleryApp", targets: ["GalleryApp"]),
    ],
    dependencies: [
        // An app outside this repository writes `.package(url: "…/Tactile", from: "…", traits: [])`.
        .package(name: "Tactile", path: "../..", traits: [])
    ],
    targets: [
        .target(
            name: "GestureGallery",
            dependencies: [.product(name: "Tactile", package: "Tactile")]
        ),
        .executableTarget(
            name: "GalleryApp",
            dependencies: ["GestureGallery", .product(name: "Tactile", package: "Tactile")]
        ),
        .testTarget(
            name: "GestureGalleryTests",
            dependencies: [
                "GestureGallery",
                .product(name: "Tactile", package: "Tactile"),
                .product(name: "TactileTesting", package: "Tactile"),
            ]
        ),
    ],
    swiftLanguageModes: [.v6]
)
