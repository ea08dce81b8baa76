// The yardstick of the yardstick: what a sample costs when the step does nothing.

/// A step that does nothing the optimiser can remove, measured exactly like every other fixture:
/// its mallocs per sample are the harness's own, which the report subtracts from every benchmark,
/// and its time per step is the cost of the measuring loop.
final class EmptyStepFixture: BenchmarkFixture {
    private var count = 0

    func step() {
        count &+= 1
    }
}
