// Seed 004 — Korean tutorial series, "DragGesture": the second complete version, with
// `@GestureState private var currentState` set in `updating`, so no reset is needed in `onEnded`.
// The article names both versions `DragGesture_Tutorials`; this one is renamed
// `DragGesture_TutorialsV2` (the only change).
// (The extracted text lost the code's indentation; it is restored.)
import Tactile

struct DragGesture_TutorialsV2: View {
    @GestureState private var currentState = CGSize.zero
    @State private var finalState = CGSize.zero
    var dragGesture: some Gesture {
        DragGesture()
            .updating($currentState, body: { value, state, transaction in
                state = value.translation
            })
            .onEnded { value in
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
