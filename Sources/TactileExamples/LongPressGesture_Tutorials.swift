// Seed 004 — Korean tutorial series, "LongPressGesture": the logo that blurs and unblurs on each
// long press (`onLongPressGesture(minimumDuration:maximumDistance:perform:onPressingChanged:)`).
// The image "swiftui-logo" is registered by `ExampleAssets` (Added, see ExampleAssets.swift).
// (The extracted text lost the code's indentation; it is restored.)
import Tactile

struct LongPressGesture_Tutorials: View {
    @State private var showOriginal = true
    var body: some View {
        Image("swiftui-logo")
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(width: 200, height: 200)
            .blur(radius: showOriginal ? 0.0 : 40.0)
            .animation(.easeInOut, value: showOriginal)
            .onLongPressGesture(minimumDuration: 0.5, maximumDistance: 10) {
                showOriginal.toggle()
            } onPressingChanged: { press in
                print(press)
            }
    }
}
