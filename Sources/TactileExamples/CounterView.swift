// Seed 002 — Apple, "Adding interactivity with gestures": "Update transient UI state"
// (更新瞬时 UI 状态), the first of the article's three CounterView versions. Seed 001 (the Japanese
// DragGesture study) quotes this same version as "the official example" of `updating`.
import Tactile

struct CounterView: View {
    @GestureState var isDetectingLongPress = false
    
    var body: some View {
        let press = LongPressGesture(minimumDuration: 1)
            .updating($isDetectingLongPress) { currentState, gestureState, transaction in
                gestureState = currentState
            }
        
        return Circle()
            .fill(isDetectingLongPress ? Color.yellow : Color.green)
            .frame(width: 100, height: 100, alignment: .center)
            .gesture(press)
    }
}
