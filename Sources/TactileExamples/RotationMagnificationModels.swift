// Added: seed 004 (Korean tutorial series, "Simultaneous Gesture" and "Exclusive Gesture") uses
// `Rotation` and `Magnification` models with a `gesture` and a `finalAngle` / `finalScale` without
// showing them. These follow the article's own patterns: the `Drag`/`LongPress` model classes of
// "Sequence Gesture", and the current/final bookkeeping of RotationGesture_Tutorials and
// MagnificationGesture_Tutorials.
import Tactile

// Added: the rotation model (not shown in the seed).
class Rotation: ObservableObject {
    @Published var currentAngle: Angle = .degrees(0)
    @Published var finalAngle: Angle = .degrees(0)

    var gesture: some Gesture {
        RotationGesture()
            .onChanged { value in
                let vAngle = value - self.currentAngle
                self.currentAngle = value
                self.finalAngle += vAngle
            }
            .onEnded { _ in
                self.currentAngle = .degrees(0)
            }
    }
}

// Added: the magnification model (not shown in the seed).
class Magnification: ObservableObject {
    @Published var currentScale: CGFloat = 1.0
    @Published var finalScale: CGFloat = 1.0

    var gesture: some Gesture {
        MagnificationGesture()
            .onChanged { value in
                let tValue = value / self.currentScale
                self.currentScale = value
                self.finalScale *= tValue
            }
            .onEnded { _ in
                self.currentScale = 1.0
            }
    }
}
