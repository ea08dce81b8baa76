// Seed 002 — Apple, "Adding interactivity with gestures": "Add gesture modifiers to a view"
// (将手势修饰符添加到视图).
import Tactile

struct ShapeTapView: View {
    var body: some View {
        let tap = TapGesture()
            .onEnded { _ in
                print("View tapped!")
            }
        
        return Circle()
            .fill(Color.blue)
            .frame(width: 100, height: 100, alignment: .center)
            .gesture(tap)
    }
}
