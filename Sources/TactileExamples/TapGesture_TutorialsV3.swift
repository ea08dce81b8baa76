// Seed 004 — Korean tutorial series, "Tap Gesture" › "Gesture의 복수 적용" (several gestures), first
// example: `tapToPlus` then `tapToJumpPlus` (double tap, +10) on the plus image. The article says a
// double tap never adds 10 here, because the single tap is recognised first. The article names all
// four versions `TapGesture_Tutorials`; this third one is renamed `TapGesture_TutorialsV3` (the
// only change). (The extracted text lost the code's indentation; it is restored.)
import Tactile

struct TapGesture_TutorialsV3: View {
    @State private var tapCount = 0
    var tapToPlus: some Gesture {
        TapGesture()
            .onEnded {
                tapCount += 1
            }
    }
    var tapToJumpPlus: some Gesture {
        TapGesture(count: 2)
            .onEnded {
                tapCount += 10
            }
    }
    var body: some View {
        VStack {
            Text("\(tapCount)")
                .font(.system(size: 250))
            HStack {
                Image(systemName: "minus.circle")
                    .font(.system(size: 100))
                    .foregroundColor(.red)
                    .padding()
                    .gesture(TapGesture().onEnded({ _ in
                        tapCount -= 1
                    }))
                Image(systemName: "plus.circle")
                    .font(.system(size: 100))
                    .foregroundColor(.blue)
                    .padding()
                    .gesture(tapToPlus)
                    .gesture(tapToJumpPlus)
            }
        }
    }
}
