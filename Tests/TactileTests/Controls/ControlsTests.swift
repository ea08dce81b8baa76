import Tactile
import TactileTestSupport
import TactileTesting
import Testing

/// Slider, Toggle, Stepper and buttons driven by simulated touches, as users drive them.
@MainActor
@Suite("Controls")
struct ControlsTests {
    /// A slider over 0…100, 228 pt wide (200 pt of thumb travel), showing its value.
    struct SliderScreen: View {
        let log: Log
        @State var value = 50.0
        var body: some View {
            VStack {
                Text("value \(String(Int(value.rounded())))")
                Slider(value: $value, in: 0...100, onEditingChanged: { log("editing \($0)") })
                    .accessibilityIdentifier("slider")
                    .frame(width: 228)
            }
        }
    }

    @Test("A drag on a slider moves its value with the finger, clamps past either end and reports editing")
    func sliderDragClamps() throws {
        let log = Log()
        let sim = TouchSimulator(SliderScreen(log: log))
        let frame = try #require(sim.frame(of: "slider"))
        #expect(frame.width == 228)
        #expect(frame.height == 28)
        // The thumb's centre runs from minX + 14 to maxX - 14.
        sim.down(at: CGPoint(x: frame.minX + 14 + 50, y: frame.midY))
        #expect(sim.texts().contains("value 25"))
        #expect(log.entries == ["editing true"])
        sim.move(to: CGPoint(x: frame.maxX + 100, y: frame.midY))
        #expect(sim.texts().contains("value 100"))
        sim.move(to: CGPoint(x: frame.minX - 100, y: frame.midY + 300))
        #expect(sim.texts().contains("value 0"))
        sim.move(to: CGPoint(x: frame.maxX + 40, y: frame.midY))
        sim.up()
        #expect(sim.texts().contains("value 100"))
        #expect(log.entries == ["editing true", "editing false"])
        // A cancelled drag ends editing too, keeping the value it reached.
        sim.down(at: CGPoint(x: frame.minX + 14 + 100, y: frame.midY))
        sim.cancel()
        #expect(sim.texts().contains("value 50"))
        #expect(log.entries == ["editing true", "editing false", "editing true", "editing false"])
    }

    @Test("The slider's thumb is drawn at its value, clamped when the bound value is out of range")
    func sliderDrawsThumbAtValue() throws {
        struct Screen: View {
            var body: some View {
                VStack {
                    Slider(value: .constant(25.0), in: 0...100).accessibilityIdentifier("quarter").frame(width: 228)
                    Slider(value: .constant(150.0), in: 0...100).accessibilityIdentifier("over").frame(width: 228)
                    Slider(value: .constant(Double.nan), in: 0...100).accessibilityIdentifier("nan").frame(width: 228)
                    Slider(value: .constant(5.0), in: 5...5).accessibilityIdentifier("point").frame(width: 228)
                    Slider(value: .constant(1.0), in: -Double.infinity...Double.infinity)
                        .accessibilityIdentifier("infinite").frame(width: 228)
                }
            }
        }
        let sim = TouchSimulator(Screen())
        for (id, offset) in [("quarter", 50.0), ("over", 200), ("nan", 0), ("point", 0), ("infinite", 0)] {
            let frame = try #require(sim.frame(of: id))
            let items = sim.displayList.items(inAccessibilityIdentifier: id)
            #expect(items.count == 3, "\(id): track, fill, thumb")
            let thumb = try #require(items.last)
            expectApprox(thumb.frame.minX, frame.minX + offset, "\(id): thumb at \(thumb.frame.minX - frame.minX)")
            expectApprox(thumb.frame.width, 28, "\(id): thumb width \(thumb.frame.width)")
        }
    }

    @Test("A stepped slider snaps to multiples of the step from the lower bound; a bad step is continuous")
    func sliderStepSnapping() throws {
        struct Screen: View {
            @State var stepped = 0.0
            @State var zeroStep = 0.0
            var body: some View {
                VStack {
                    Text("stepped \(String(stepped))")
                    Text("zero \(String(zeroStep))")
                    Slider(value: $stepped, in: 0...10, step: 2.5).accessibilityIdentifier("stepped").frame(width: 228)
                    Slider(value: $zeroStep, in: 0...10, step: 0).accessibilityIdentifier("zero").frame(width: 228)
                }
            }
        }
        let sim = TouchSimulator(Screen())
        let stepped = try #require(sim.frame(of: "stepped"))
        // 30 % of the way: 3.0 snaps to 2.5; 40 %: 4.0 snaps to 5.0; past the end: 10.
        sim.down(at: CGPoint(x: stepped.minX + 14 + 60, y: stepped.midY))
        #expect(sim.texts().contains("stepped 2.5"))
        sim.move(to: CGPoint(x: stepped.minX + 14 + 80, y: stepped.midY))
        #expect(sim.texts().contains("stepped 5.0"))
        sim.move(to: CGPoint(x: stepped.maxX + 50, y: stepped.midY))
        sim.up()
        #expect(sim.texts().contains("stepped 10.0"))
        let zero = try #require(sim.frame(of: "zero"))
        sim.tap(at: CGPoint(x: zero.minX + 14 + 60, y: zero.midY))
        #expect(sim.texts().contains("zero 3.0"))
    }

    @Test("tint colours a slider's filled track; a Float binding works")
    func sliderTint() {
        struct Screen: View {
            @State var value: Float = 0.5
            var body: some View {
                Slider(value: $value).tint(.red).frame(width: 228)
            }
        }
        let sim = TouchSimulator(Screen())
        #expect(sim.svg().contains("#ff3b30"))
        #expect(!sim.svg().contains("#007aff"))
    }

    struct ToggleScreen: View {
        @State var on = false
        @State var buttonOn = false
        var body: some View {
            VStack {
                Text(on ? "switch on" : "switch off")
                Text(buttonOn ? "button on" : "button off")
                Toggle("Wi-Fi", isOn: $on).accessibilityIdentifier("switch").frame(width: 300)
                Toggle(isOn: $buttonOn) { Text("Bold") }.toggleStyle(.button).accessibilityIdentifier("button")
            }
        }
    }

    @Test("A tap on a Toggle's switch flips it; a tap on its label does not; the button style flips on a tap")
    func toggleTap() throws {
        let sim = TouchSimulator(ToggleScreen())
        let toggle = try #require(sim.frame(of: "switch"))
        #expect(toggle.width == 300)
        #expect(toggle.height == 31)
        sim.tap(at: CGPoint(x: toggle.maxX - 25, y: toggle.midY))
        #expect(sim.texts().contains("switch on"))
        #expect(sim.svg().contains("#34c759"), "on: system green")
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: toggle.minX + 10, y: toggle.midY))
        #expect(sim.texts().contains("switch on"))
        sim.advance(by: 1)
        sim.tap(at: CGPoint(x: toggle.maxX - 25, y: toggle.midY))
        #expect(sim.texts().contains("switch off"))
        sim.tap(at: sim.center(of: "button"))
        #expect(sim.texts().contains("button on"))
    }

    @Test("A Stepper's + and − change the value within its range and disable at the ends")
    func stepperTaps() {
        struct Screen: View {
            let log: Log
            @State var count = 0
            var body: some View {
                Stepper("Count \(count)", value: $count, in: 0...2, onEditingChanged: { log("editing \($0)") })
                    .frame(width: 300)
            }
        }
        let log = Log()
        let sim = TouchSimulator(Screen(log: log))
        let plus = sim.center(of: "Increment"), minus = sim.center(of: "Decrement")
        #expect(plus.x > minus.x)
        sim.tap(at: minus)
        #expect(sim.texts().contains("Count 0"))
        #expect(log.entries.isEmpty, "a disabled half is not pressed")
        sim.tap(at: plus)
        #expect(sim.texts().contains("Count 1"))
        #expect(log.entries == ["editing true", "editing false"])
        sim.tap(at: plus)
        sim.tap(at: plus)
        #expect(sim.texts().contains("Count 2"))
        sim.tap(at: minus)
        #expect(sim.texts().contains("Count 1"))
    }

    @Test("Stepper(onIncrement:onDecrement:) calls its actions; a nil action disables its half")
    func stepperActions() {
        struct Screen: View {
            let log: Log
            var body: some View {
                Stepper("Manual", onIncrement: { log("up") }, onDecrement: nil).frame(width: 300)
            }
        }
        let log = Log()
        let sim = TouchSimulator(Screen(log: log))
        sim.tap(at: sim.center(of: "Increment"))
        sim.tap(at: sim.center(of: "Decrement"))
        sim.tap(at: sim.center(of: "Increment"))
        #expect(log.entries == ["up", "up"])
    }

    /// Shows whether it is pressed and its role as text.
    struct PressedStyle: ButtonStyle {
        func makeBody(configuration: Configuration) -> some View {
            VStack {
                configuration.label
                Text(configuration.isPressed ? "pressed" : "idle")
                Text(configuration.role == .destructive ? "destructive" : "no role")
            }
        }
    }

    @Test("A custom ButtonStyle sees isPressed during a press and not after; the role reaches it")
    func buttonStyleSeesPress() {
        let log = Log()
        let sim = TouchSimulator(
            Button("Delete", role: .destructive) { log("fired") }.buttonStyle(PressedStyle())
                .accessibilityIdentifier("b"))
        #expect(sim.texts() == ["Delete", "idle", "destructive"])
        sim.down(at: sim.center(of: "b"))
        #expect(sim.texts().contains("pressed"))
        #expect(log.entries.isEmpty)
        sim.advance(by: 2)
        sim.up()
        #expect(sim.texts().contains("idle"))
        #expect(log.entries == ["fired"], "a long hold still fires")
    }

    @Test("A Button fires on release inside, not after being dragged out, and again if dragged back in")
    func buttonDragOut() throws {
        let log = Log()
        let sim = TouchSimulator(Button("Go") { log("go") }.buttonStyle(PressedStyle()).accessibilityIdentifier("go"))
        let frame = try #require(sim.frame(of: "go"))
        sim.down(at: frame.center)
        sim.move(to: CGPoint(x: frame.maxX + 60, y: frame.midY))
        #expect(sim.texts().contains("idle"), "dragged out: no longer pressed")
        sim.up()
        #expect(log.entries.isEmpty)
        sim.down(at: frame.center)
        sim.move(to: CGPoint(x: frame.maxX + 60, y: frame.midY))
        sim.move(to: CGPoint(x: frame.midX + 1, y: frame.midY))
        #expect(sim.texts().contains("pressed"))
        sim.up()
        #expect(log.entries == ["go"])
    }

    @Test("A PrimitiveButtonStyle decides when the action runs through trigger()")
    func primitiveButtonStyle() {
        struct DoubleTapStyle: PrimitiveButtonStyle {
            func makeBody(configuration: Configuration) -> some View {
                configuration.label.onTapGesture(count: 2) { configuration.trigger() }
            }
        }
        let log = Log()
        let sim = TouchSimulator(
            Button("Twice") { log("fired") }.buttonStyle(DoubleTapStyle()).accessibilityIdentifier("t"))
        sim.tap(at: sim.center(of: "t"))
        sim.advance(by: 1)
        #expect(log.entries.isEmpty)
        sim.tap(at: sim.center(of: "t"))
        sim.advance(by: 0.1)
        sim.tap(at: sim.center(of: "t"))
        #expect(log.entries == ["fired"])
    }

    @Test("Built-in button styles: bordered prominent fills with the tint, destructive draws red, plain keeps colours")
    func builtInStyles() {
        let prominent = TouchSimulator(Button("Save") {}.buttonStyle(.borderedProminent))
        #expect(prominent.svg().contains("#007aff"))
        #expect(prominent.svg().contains("#ffffff"), "white label")
        let destructive = TouchSimulator(Button("Delete", role: .destructive) {})
        #expect(destructive.svg().contains("#ff3b30"))
        let plain = TouchSimulator(Button("Plain") {}.buttonStyle(.plain))
        #expect(!plain.svg().contains("#007aff"))
        let bordered = TouchSimulator(Button("Bordered") {}.buttonStyle(.bordered).tint(.green))
        #expect(bordered.svg().contains("#34c759"))
    }
}
