import Tactile

/// Counts quarter seconds while it is on screen, sleeping with `Task.sleep` between ticks: the
/// playground's time control pauses it, and steps it a frame at a time.
public struct Ticker: View {
    @State private var ticks = 0

    /// Creates a ticker at zero.
    public init() {}

    public var body: some View {
        Text("Ticks: \(ticks)")
            .padding()
            .task {
                while !Task.isCancelled {
                    do { try await Task.sleep(for: .milliseconds(250)) } catch { return }
                    ticks += 1
                }
            }
    }
}

#Preview("Ticker") {
    Ticker()
}
