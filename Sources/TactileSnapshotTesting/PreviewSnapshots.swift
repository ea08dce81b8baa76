#if Snapshots
import Foundation
import SnapshotTesting
import Tactile

#if canImport(Testing)
import Testing
#endif

/// One window setting a preview snapshot is taken in: a name for the file and the settings
/// (`WindowEnvironment`).
public struct PreviewSnapshotVariant: Sendable, Hashable {
    /// The variant's name, part of the snapshot file's name.
    public var name: String
    /// The window's colour scheme, text size, layout direction and locale.
    public var environment: WindowEnvironment

    /// A variant named `name` with `environment`'s settings.
    public init(name: String, environment: WindowEnvironment) {
        self.name = name
        self.environment = environment
    }

    /// Light, default text size, left to right.
    public static let light = PreviewSnapshotVariant(name: "light", environment: WindowEnvironment())
    /// Dark.
    public static let dark = PreviewSnapshotVariant(name: "dark", environment: WindowEnvironment(colorScheme: .dark))
    /// The largest accessibility text size.
    public static let largestText = PreviewSnapshotVariant(
        name: "accessibility5", environment: WindowEnvironment(dynamicTypeSize: .accessibility5))
    /// Right to left.
    public static let rightToLeft = PreviewSnapshotVariant(
        name: "rtl", environment: WindowEnvironment(layoutDirection: .rightToLeft))

    /// What ``assertPreviewSnapshots(inModule:variants:fileID:file:testName:line:column:)`` takes
    /// by default: light and dark.
    public static let standard: [PreviewSnapshotVariant] = [.light, .dark]
}

extension Snapshotting where Value == RegisteredPreview, Format == String {
    /// A preview hosted as the playground hosts it (its window sized by its layout and orientation
    /// traits, or fitted to its content), with `environment`'s settings, as an SVG document in
    /// canonical form, compared line by line (a mismatch also writes the side-by-side page).
    public static func svg(environment: WindowEnvironment = WindowEnvironment()) -> Snapshotting {
        SimplySnapshotting<String>(pathExtension: "svg", diffing: .tactileLines(pathExtension: "svg", isSVG: true))
            .pullback { preview in
                onMainActor { CanonicalSVG.canonical(preview.makeHost(environment: environment).svg()) }
            }
    }
}

/// Checks every preview of `moduleName` (each `#Preview` and each `PreviewProvider` view) in
/// every variant against its snapshot, so that the previews become a test suite:
///
/// ```swift
/// @MainActor @Test func previewsLookAsRecorded() {
///     assertPreviewSnapshots(inModule: "MyApp", variants: [.light, .dark, .largestText])
/// }
/// ```
///
/// Each snapshot is an SVG file in `__Snapshots__` beside the test file, named for the preview's
/// place (`Card.swift:12:1`) and the variant. Recording, record modes (`withSnapshotTesting(record:
/// .all)`, `SNAPSHOT_TESTING_RECORD=all swift test`) and failure messages are swift-snapshot-testing's;
/// a module with no previews records a test issue saying so (the module must be linked into the
/// test target, or its previews are not loaded).
@MainActor
public func assertPreviewSnapshots(
    inModule moduleName: String, variants: [PreviewSnapshotVariant] = PreviewSnapshotVariant.standard,
    fileID: StaticString = #fileID, file filePath: StaticString = #filePath, testName: String = #function,
    line: UInt = #line, column: UInt = #column
) {
    let previews = PreviewRegistry.previews(inModule: moduleName)
    guard !previews.isEmpty, !variants.isEmpty else {
        #if canImport(Testing)
        Issue.record(
            previews.isEmpty
                ? "assertPreviewSnapshots: no previews in module \(moduleName) (is it linked into this test target?)"
                : "assertPreviewSnapshots: no variants to snapshot",
            sourceLocation: SourceLocation(
                fileID: "\(fileID)", filePath: "\(filePath)", line: Int(line), column: Int(column)))
        #endif
        return
    }
    for preview in previews {
        for variant in variants {
            assertSnapshot(
                of: preview, as: .svg(environment: variant.environment),
                named: snapshotName(preview, variant), fileID: fileID, file: filePath, testName: testName,
                line: line, column: column)
        }
    }
}

/// `Card.swift-12-1.dark`: the preview's place in its file (its id without the module), or its
/// name for a provider's view, and the variant, in characters any file system takes.
func snapshotName(_ preview: RegisteredPreview, _ variant: PreviewSnapshotVariant) -> String {
    let place = preview.id.drop { $0 != "/" }.dropFirst()
    let base = place.isEmpty ? preview.name : String(place)
    let safe = String(base.map { $0.isLetter || $0.isNumber || $0 == "." || $0 == "_" ? $0 : "-" })
    return "\(safe).\(variant.name)"
}
#endif
