// Seed 004 — Korean tutorial series, "Tap Gesture" › ".onTapGesture": the first tap counter, with
// `onTapGesture` on the minus and plus images. The article shows four versions of
// `TapGesture_Tutorials`; this first one keeps the name (the others are V2–V4).
// (The extracted text lost the code's indentation; it is restored.)
import Tactile

struct TapGesture_Tutorials: View {
    @State private var tapCount = 0
    var body: some View {
        VStack {
            Text("\(tapCount)")
                .font(.system(size: 250))
            HStack {
                Image(systemName: "minus.circle")
                    .font(.system(size: 100))
                    .foregroundColor(.red)
                    .padding()
                    .onTapGesture {
                        tapCount -= 1
                    }
                Image(systemName: "plus.circle")
                    .font(.system(size: 100))
                    .foregroundColor(.blue)
                    .padding()
                    .onTapGesture {
                        tapCount += 1
                    }
            }
        }
    }
}
