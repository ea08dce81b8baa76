import Tactile

// Previews declared as an app would declare them. PreviewRegistryTests finds them through the
// registry and checks the names, lines and settings below.

#Preview {
    Text("Plain preview")
}

#Preview("Statements") {
    let greeting = ["Hello", "previews"].joined(separator: ", ")
    return Text(greeting)
}

#Preview("Row", traits: .sizeThatFitsLayout, .landscapeLeft) {
    HStack {
        Text("Left")
        Text("Right")
    }
}

#Preview(traits: .fixedLayout(width: 200, height: 100)) {
    Text("Fixed")
}

#Preview("Counter") {
    @Previewable @State var count = 3
    Button("Count \(count)") { count += 1 }
        .accessibilityIdentifier("counter")
}

struct FixtureCard_Previews: PreviewProvider {
    static var previews: some View {
        Text("Provider first")
            .previewDisplayName("First")
        Text("Second")
            .previewLayout(.fixed(width: 120, height: 80))
            .previewDevice("iPhone 15")
            .previewInterfaceOrientation(.landscapeRight)
    }
}

struct GroupedFixture_Previews: PreviewProvider {
    static var previews: some View {
        Group {
            Text("Grouped A")
            Text("Grouped B")
        }
    }

    static var platform: PreviewPlatform? { .iOS }
}
