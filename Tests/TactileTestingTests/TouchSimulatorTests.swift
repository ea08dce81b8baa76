import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// The simulator itself: virtual time, the shapes of its interactions, and misuse.
@MainActor
@Suite("TouchSimulator")
struct TouchSimulatorTests {
    /// A full-window surface that logs every drag update with its time.
    struct Surface: View {
        let log: Log
        var body: some View {
            Color.gray
                .gesture(
                    DragGesture(minimumDistance: 0, coordinateSpace: .global)
                        .onChanged { value in
                            log("\(Int(value.location.x)),\(Int(value.location.y)) @\(Self.ms(value.time))")
                        }
                        .onEnded { value in
                            log("end \(Int(value.location.x)),\(Int(value.location.y)) @\(Self.ms(value.time))")
                        })
        }

        static func ms(_ date: Date) -> Int { Int((date.timeIntervalSinceReferenceDate * 1000).rounded()) }
    }

    @Test("Time starts at 0 and moves only when a call says so; events are stamped with now")
    func virtualTime() {
        let log = Log()
        let sim = TouchSimulator(Surface(log: log))
        #expect(sim.now == 0)
        sim.down(0, at: CGPoint(x: 10, y: 10))
        sim.move(0, to: CGPoint(x: 20, y: 10))
        #expect(sim.now == 0)
        sim.advance(by: 0.25)
        sim.up(0)
        #expect(sim.now == 0.25)
        #expect(log.entries == ["10,10 @0", "20,10 @0", "end 20,10 @250"])
        sim.tap(at: CGPoint(x: 5, y: 5))
        #expect(abs(sim.now - 0.30) < 1e-9)
    }

    @Test("drag: down at the start, `steps` even moves over the duration, the last at the end, then up there")
    func dragShape() {
        let log = Log()
        let sim = TouchSimulator(Surface(log: log))
        sim.drag(from: CGPoint(x: 100, y: 100), to: CGPoint(x: 200, y: 300), duration: 0.4, steps: 4)
        #expect(
            log.entries == [
                "100,100 @0", "125,150 @100", "150,200 @200", "175,250 @300", "200,300 @400", "end 200,300 @400",
            ])
    }

    @Test("longPress holds for the duration; deadlines inside advance(by:) fire at their time")
    func longPressAndDeadlines() {
        let log = Log()
        struct Press: View {
            let log: Log
            var body: some View {
                Color.gray.gesture(LongPressGesture(minimumDuration: 0.7).onEnded { _ in log("ended") })
            }
        }
        let sim = TouchSimulator(Press(log: log))
        sim.longPress(at: windowCenter, duration: 0.69)
        #expect(log.entries.isEmpty)
        sim.advance(by: 1)
        sim.longPress(at: windowCenter)
        #expect(log.entries == ["ended"])
        #expect(abs(sim.now - 1.69 - 1) < 1e-9)
    }

    /// A surface reporting the pinch's magnification and the rotation's angle when they end.
    struct TwoFingers: View {
        let log: Log
        var body: some View {
            Color.gray
                .gesture(MagnifyGesture().onEnded { log("scale \(String(format: "%.2f", $0.magnification))") })
                .simultaneousGesture(RotateGesture().onEnded { log("angle \(Int($0.rotation.degrees.rounded()))") })
        }
    }

    @Test("pinch spreads pointers 0 and 1 horizontally about the centre")
    func pinch() {
        let log = Log()
        let sim = TouchSimulator(TwoFingers(log: log))
        sim.pinch(center: windowCenter, fromDistance: 100, toDistance: 250)
        #expect(log.entries == ["scale 2.50"])
    }

    @Test(
        "rotate turns pointers 0 and 1 about the centre; positive angles turn clockwise on screen",
        arguments: [90.0, -45.0, 200.0])
    func rotate(degrees: Double) {
        let log = Log()
        let sim = TouchSimulator(TwoFingers(log: log))
        sim.rotate(center: windowCenter, radius: 80, by: .degrees(degrees), steps: 20)
        #expect(log.entries == ["angle \(Int(degrees))"])
    }

    @Test("frame, texts and svg show the window after every call")
    func reading() {
        struct Counter: View {
            @State private var count = 0
            var body: some View {
                Text("Taps: \(count)").padding().onTapGesture { count += 1 }.accessibilityIdentifier("counter")
            }
        }
        let sim = TouchSimulator(Counter(), size: CGSize(width: 300, height: 300))
        #expect(sim.texts() == ["Taps: 0"])
        let frame = sim.frame(of: "counter") ?? .null
        #expect(
            abs(frame.midX - 150) <= 1 && abs(frame.midY - 150) <= 1,
            "the root is centred (rounded down to whole points)")
        sim.tap(at: CGPoint(x: 150, y: 150))
        #expect(sim.texts() == ["Taps: 1"])
        #expect(sim.svg().contains("Taps: 1"))
        #expect(sim.frame(of: "missing") == nil)
    }

    @Test("Misuse is reported as an issue and a diagnostic, and ignored")
    func misuse() {
        let log = Log()
        let sim = TouchSimulator(Surface(log: log))
        withKnownIssue {
            sim.move(3, to: .zero)
        }
        withKnownIssue {
            sim.up(2)
        }
        sim.down(0, at: .zero)
        withKnownIssue {
            sim.down(0, at: CGPoint(x: 5, y: 5))
        }
        withKnownIssue {
            sim.advance(by: -1)
        }
        sim.up(0)
        #expect(sim.diagnostics.map(\.kind) == [.unknownPointer, .unknownPointer, .duplicateDown, .timeWentBackwards])
        #expect(sim.diagnostics.first?.message.contains("pointer 3 is not down") == true)
        #expect(log.entries == ["0,0 @0", "end 0,0 @0"])
    }
}

/// The README's example, kept compiling and true.
@MainActor
@Test("README: a double tap toggles the heart")
func readmeExample() {
    struct Heart: View {
        @State private var liked = false
        var body: some View {
            Text(liked ? "♥" : "♡").font(.largeTitle).onTapGesture(count: 2) { liked.toggle() }
        }
    }
    let sim = TouchSimulator(Heart())
    sim.tap(at: CGPoint(x: 200, y: 400))
    sim.advance(by: 0.1)
    sim.tap(at: CGPoint(x: 200, y: 400))
    #expect(sim.texts() == ["♥"])
}

@Observable @MainActor
final class Score {
    var points = 0
}

@MainActor
@Test("Reading calls show changes a test makes to a model outside any gesture")
func outsideChanges() {
    struct Board: View {
        let score: Score
        var body: some View { Text("\(score.points) points") }
    }
    let score = Score()
    let sim = TouchSimulator(Board(score: score))
    score.points = 3
    #expect(sim.texts() == ["3 points"])
}
