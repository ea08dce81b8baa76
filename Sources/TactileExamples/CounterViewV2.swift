// Seed 002 — Apple, "Adding interactivity with gestures": "Update permanent state during a gesture"
// (在某个手势期间更新永久状态), the second of the article's three CounterView versions. The article
// names all three `CounterView`; this one is renamed `CounterViewV2` (the only change).
import Tactile

struct CounterViewV2: View {
    @GestureState var isDetectingLongPress = false
    @State var totalNumberOfTaps = 0
    
    var body: some View {
        let press = LongPressGesture(minimumDuration: 1)
            .updating($isDetectingLongPress) { currentState, gestureState, transaction in
                gestureState = currentState
            }.onChanged { _ in
                self.totalNumberOfTaps += 1
            }
        
        return VStack {
            Text("\(totalNumberOfTaps)")
                .font(.largeTitle)
            
            Circle()
                .fill(isDetectingLongPress ? Color.yellow : Color.green)
                .frame(width: 100, height: 100, alignment: .center)
                .gesture(press)
        }
    }
}
