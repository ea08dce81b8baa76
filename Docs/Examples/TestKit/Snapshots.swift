import SnapshotTesting
import Tactile
import TactileSnapshotTesting
import TactileTesting
import Testing

struct Badge: View {
    var body: some View {
        Text("New").font(.caption).padding(6).background(Capsule().fill(.red))
    }
}

@MainActor @Test func theBadgeLooksAsRecorded() {
    let size = CGSize(width: 80, height: 40)
    assertSnapshot(of: TouchSimulator(Badge(), size: size), as: .svg)
    assertSnapshot(of: Badge(), as: .displayList(size: size, environment: WindowEnvironment(colorScheme: .dark)))
    assertSnapshot(of: TouchSimulator(Badge(), size: size), as: .accessibilityTree)
}
