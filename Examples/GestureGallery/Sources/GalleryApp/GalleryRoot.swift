import GestureGallery
import Tactile

/// The app's root view: three tabs, each keeping its own state while another is shown.
struct GalleryRoot: View {
    var body: some View {
        TabView {
            GalleryTab()
                .tabItem { Text("Gallery") }
            DraggableBadge()
                .tabItem { Text("Badge") }
            CounterTab()
                .tabItem { Text("Counter") }
        }
    }
}

/// A navigation stack that pushes the gallery's views, and a sheet about the app.
struct GalleryTab: View {
    @State private var showsAbout = false

    var body: some View {
        NavigationStack {
            VStack(spacing: 16) {
                NavigationLink("Like button") {
                    LikeButton()
                        .navigationTitle("Like button")
                }
                NavigationLink("Hold to confirm") {
                    HoldToConfirm()
                        .navigationTitle("Hold to confirm")
                }
                Button("About") { showsAbout = true }
            }
            .navigationTitle("Gestures")
            .sheet(isPresented: $showsAbout) {
                AboutSheet()
            }
        }
    }
}

/// What the app is, with a button that closes the sheet.
struct AboutSheet: View {
    @Environment(\.dismiss) private var dismiss

    var body: some View {
        VStack(spacing: 12) {
            Text("A gallery of gestures, written with Tactile.")
            // Escape closes the sheet from a hardware keyboard.
            Button("Close") { dismiss() }
                .keyboardShortcut(.cancelAction)
        }
        .padding()
    }
}

/// A counter whose value stays while the other tabs are shown.
struct CounterTab: View {
    @State private var count = 0

    var body: some View {
        VStack(spacing: 12) {
            Text("Count: \(count)")
            // Return adds one from a hardware keyboard.
            Button("Add") { count += 1 }
                .keyboardShortcut(.defaultAction)
        }
    }
}
