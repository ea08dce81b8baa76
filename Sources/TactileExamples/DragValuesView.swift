// Added: not in any seed, written in the spirit of seed 001 (the Japanese DragGesture study, which
// walks through `DragGesture.Value`: translation, startLocation, location, time, predictedEndLocation,
// predictedEndTranslation, and regrets the missing velocity) and seed 004's DragGesture tutorial.
// A pad to drag on and every field of the latest `DragGesture.Value` shown live as text, plus which
// callback delivered it. Values are in the pad's local space.
import Foundation
import Tactile

// Added: a live readout of DragGesture.Value.
struct DragValuesView: View {
    @State private var value: DragGesture.Value?
    @State private var callback = "none"
    @State private var changeCount = 0

    var drag: some Gesture {
        DragGesture()
            .onChanged { value in
                self.value = value
                callback = "onChanged"
                changeCount += 1
            }
            .onEnded { value in
                self.value = value
                callback = "onEnded"
            }
    }

    var body: some View {
        VStack(spacing: 12) {
            Rectangle()
                .fill(Color.teal)
                .frame(width: 300, height: 300)
                .gesture(drag)
            VStack(alignment: .leading, spacing: 4) {
                Text("callback: \(callback) (\(changeCount) changes)")
                Text("time: \(value.map { format($0.time.timeIntervalSinceReferenceDate) } ?? "-")")
                Text("location: \(value.map { format($0.location) } ?? "-")")
                Text("startLocation: \(value.map { format($0.startLocation) } ?? "-")")
                Text("translation: \(value.map { format($0.translation) } ?? "-")")
                Text("velocity: \(value.map { format($0.velocity) } ?? "-")")
                Text("predictedEndLocation: \(value.map { format($0.predictedEndLocation) } ?? "-")")
                Text("predictedEndTranslation: \(value.map { format($0.predictedEndTranslation) } ?? "-")")
            }
            .font(.caption)
        }
    }

    func format(_ number: Double) -> String { String(format: "%.3f", number) }
    func format(_ point: CGPoint) -> String {
        String(format: "(%.1f, %.1f)", Double(point.x), Double(point.y))
    }
    func format(_ size: CGSize) -> String {
        String(format: "(%.1f, %.1f)", Double(size.width), Double(size.height))
    }
}
