import Tactile

/// The gallery as a whole app: its views in tabs, a navigation stack and a sheet.
///
/// `swift run GalleryApp` on Linux hosts the window headless, draws its first frame and says what
/// it hosted; `tactile-playground --package Examples/GestureGallery` runs it live in the browser.
@main
struct GalleryApp: App {
    var body: some Scene {
        WindowGroup {
            GalleryRoot()
        }
    }
}
