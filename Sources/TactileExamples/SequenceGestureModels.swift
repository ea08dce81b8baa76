// Seed 004 — Korean tutorial series, "Sequence Gesture": the two model classes the article lists
// after SequenceGesture_Tutorials, each holding its gesture and an `activated` flag.
// (The extracted text lost the code's indentation; it is restored.)
import Tactile

class Drag: ObservableObject {
    @Published var currentTranslation = CGSize.zero
    @Published var totalTranslation = CGSize.zero
    @Published var activated = false

    var gesture: some Gesture {
        DragGesture()
            .onChanged { value in
                self.currentTranslation = value.translation
                self.activated = true
            }
            .onEnded { value in
                self.activated = false
                self.currentTranslation = .zero
                self.totalTranslation.width += value.translation.width
                self.totalTranslation.height += value.translation.height
            }
    }
}

class LongPress: ObservableObject {
    @Published var activated = false

    var gesture: some Gesture {
        LongPressGesture()
            .onChanged { _ in self.activated = false }
            .onEnded { _ in self.activated = true }
    }
}
