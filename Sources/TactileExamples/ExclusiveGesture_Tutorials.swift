// Seed 004 — Korean tutorial series, "Exclusive Gesture": the logo with
// `ExclusiveGesture(rotation.gesture, magnification.gesture)` (rotation first) or, when the menu
// chooses magnification, `magnification.gesture.exclusively(before: rotation.gesture)`. The article
// does not show `Rotation`, `Magnification`, `GestureType` or `ExclusiveGestureMenu`; they are
// Added in RotationMagnificationModels.swift and ExclusiveGestureMenu.swift.
// The image "swiftui-logo" is registered by `ExampleAssets` (Added, see ExampleAssets.swift).
// (The extracted text lost the code's indentation; it is restored.)
import Tactile

struct ExclusiveGesture_Tutorials: View {
    @ObservedObject var rotation = Rotation()
    @ObservedObject var magnification = Magnification()
    @State private var currentGestureType = GestureType.rotation

    var gestures: some Gesture {
        ExclusiveGesture(rotation.gesture, magnification.gesture)
    }

    var logo: some View {
        Image("swiftui-logo")
            .resizable()
            .aspectRatio(contentMode: .fit)
            .frame(width: 200, height: 200)
    }

    var body: some View {
        VStack {
            VStack {
                if currentGestureType == .rotation {
                    logo
                        .rotationEffect(rotation.finalAngle)
                        .scaleEffect(magnification.finalScale)
                        .gesture(gestures)
                } else {
                    logo
                        .rotationEffect(rotation.finalAngle)
                        .scaleEffect(magnification.finalScale)
                        .gesture(magnification.gesture.exclusively(before: rotation.gesture))
                }
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)

            ExclusiveGestureMenu(currentGestureType: $currentGestureType)
        }
    }
}
