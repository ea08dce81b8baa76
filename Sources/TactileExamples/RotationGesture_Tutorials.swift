// Seed 004 — Korean tutorial series, "Rotation Gesture": the logo rotated with two fingers, with
// `currentAngle` (this rotation) and `finalAngle` (accumulated).
// The image "swiftui-logo" is registered by `ExampleAssets` (Added, see ExampleAssets.swift).
// (The extracted text lost the code's indentation; it is restored.)
import Tactile

struct RotationGesture_Tutorials: View {
    @State private var currentAngle: Angle = .degrees(0)
    @State private var finalAngle: Angle = .degrees(0)
    var rotGesture: some Gesture {
        RotationGesture()
            .onChanged { value in
                let vAngle = value - currentAngle
                currentAngle = value
                finalAngle += vAngle
            }
            .onEnded { _ in
                currentAngle = .degrees(0)
            }
    }
    var body: some View {
        Image("swiftui-logo")
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(width: 200, height: 200)
            .rotationEffect(finalAngle)
            .gesture(rotGesture)
    }
}
