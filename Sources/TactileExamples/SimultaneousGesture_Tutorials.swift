// Seed 004 — Korean tutorial series, "Simultaneous Gesture": the logo rotated and scaled at once by
// `SimultaneousGesture(rotation.gesture, magnification.gesture)`. The article does not show the
// `Rotation` and `Magnification` models; they are Added in RotationMagnificationModels.swift.
// The image "swiftui-logo" is registered by `ExampleAssets` (Added, see ExampleAssets.swift).
// (The extracted text lost the code's indentation; it is restored.)
import Tactile

struct SimultaneousGesture_Tutorials: View {
    @ObservedObject var rotation = Rotation()
    @ObservedObject var magnification = Magnification()

    var simul: some Gesture {
        SimultaneousGesture(rotation.gesture, magnification.gesture)
    }

    var body: some View {
        VStack {
            Image("swiftui-logo")
                .resizable()
                .aspectRatio(contentMode: .fit)
                .frame(width: 200, height: 200)
                .rotationEffect(rotation.finalAngle)
                .scaleEffect(magnification.finalScale)
                .gesture(simul)
        }
    }
}
