// Seed 004 — Korean tutorial series, "Tap Gesture" › ".gesture": the counter with
// `.gesture(TapGesture().onEnded …)` on minus and the separately declared `tapToPlus` gesture on
// plus. The article names all four versions `TapGesture_Tutorials`; this second one is renamed
// `TapGesture_TutorialsV2` (the only change).
// (The extracted text lost the code's indentation; it is restored.)
import Tactile

struct TapGesture_TutorialsV2: View {
    @State private var tapCount = 0
    var tapToPlus: some Gesture {
        TapGesture()
            .onEnded {
                tapCount += 1
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
            }
        }
    }
}
