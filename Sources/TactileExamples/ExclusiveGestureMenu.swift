// Added: seed 004 (Korean tutorial series, "Exclusive Gesture") shows
// `ExclusiveGestureMenu(currentGestureType: $currentGestureType)` and `GestureType.rotation` but not
// their definitions. A minimal menu: one button per gesture type; the chosen one is marked.
import Tactile

// Added: which gesture the exclusive example gives precedence to (not shown in the seed).
enum GestureType {
    case rotation
    case magnification
}

// Added: the menu under the logo (not shown in the seed).
struct ExclusiveGestureMenu: View {
    @Binding var currentGestureType: GestureType

    var body: some View {
        HStack(spacing: 20) {
            Button(currentGestureType == .rotation ? "● Rotation" : "○ Rotation") {
                currentGestureType = .rotation
            }
            Button(currentGestureType == .magnification ? "● Magnification" : "○ Magnification") {
                currentGestureType = .magnification
            }
        }
        .padding()
    }
}
