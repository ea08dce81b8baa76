// Seed 004 — Korean tutorial series, "Magnification Gesture": the logo scaled by pinching, with
// `currentScale` (this pinch) and `finalScale` (accumulated).
// The image "swiftui-logo" is registered by `ExampleAssets` (Added, see ExampleAssets.swift).
// (The extracted text lost the code's indentation; it is restored.)
import Tactile

struct MagnificationGesture_Tutorials: View {
    @State private var currentScale: CGFloat = 1.0
    @State private var finalScale: CGFloat = 1.0
    var magGesture: some Gesture {
        MagnificationGesture()
            .onChanged { value in
                let tValue = value / currentScale
                currentScale = value
                finalScale *= tValue
            }
            .onEnded { _ in
                currentScale = 1.0
            }
    }
    var body: some View {
        Image("swiftui-logo")
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(width: 200, height: 200)
            .scaleEffect(finalScale)
            .gesture(magGesture)
    }
}
