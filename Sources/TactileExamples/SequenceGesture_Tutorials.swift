// Seed 004 — Korean tutorial series, "Sequence Gesture": a long press that must be recognised before
// the circle can be dragged (`SequenceGesture(longPress.gesture, drag.gesture)`), with two labels
// that turn green while each gesture is active. The models `Drag` and `LongPress` are the
// article's own and follow the view in the text (see SequenceGestureModels.swift).
// (The extracted text lost the code's indentation; it is restored.)
import Tactile

struct SequenceGesture_Tutorials: View {
    @ObservedObject var longPress = LongPress()
    @ObservedObject var drag = Drag()

    var sequenceGesture: some Gesture {
        SequenceGesture(longPress.gesture, drag.gesture)
            .onEnded { _ in
                longPress.activated = false
            }
    }

    var body: some View {
        VStack {
            HStack(spacing: 50) {
                Label("Long Press", systemImage: "circle.fill")
                    .foregroundColor(longPress.activated ? Color.green : Color.gray)
                Label("Drag", systemImage: "circle.fill")
                    .foregroundColor(drag.activated ? Color.green : Color.gray)
            }
            .padding()

            VStack {
                Circle()
                    .foregroundColor(.yellow)
                    .frame(width: 100, height: 100)
                    .offset(drag.currentTranslation)
                    .offset(drag.totalTranslation)
                    .gesture(sequenceGesture)
            }
            .frame(maxWidth: .infinity, maxHeight: .infinity)
        }
    }
}
