// Seed 004 — Korean tutorial series, "DragGesture": the first complete version, which remembers
// where the circle was dropped with two `@State` values (`currentState` reset in `onEnded`,
// `finalState` accumulated). The article shows two complete versions of `DragGesture_Tutorials`;
// this first one keeps the name (the `@GestureState` one is `DragGesture_TutorialsV2`).
// (The extracted text lost the code's indentation; it is restored.)
import Tactile

struct DragGesture_Tutorials: View {
    @State private var currentState = CGSize.zero
    @State private var finalState = CGSize.zero
    var dragGesture: some Gesture {
        DragGesture()
            .onChanged { value in
                currentState = value.translation
            }
            .onEnded { value in
                currentState = .zero
                var coordinate = finalState
                coordinate.width += value.translation.width
                coordinate.height += value.translation.height
                finalState = coordinate
            }
    }
    var body: some View {
        VStack {
            Circle()
                .foregroundColor(.yellow)
                .frame(width: 100, height: 100)
                .offset(finalState)
                .offset(currentState)
                .gesture(dragGesture)
        }
    }
}
