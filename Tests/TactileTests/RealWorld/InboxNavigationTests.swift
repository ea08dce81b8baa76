import Foundation
import Tactile
import TactileTesting
import Testing

// Written in the style of app code: a mail list that pushes a message by value, with a sort menu
// in the toolbar and a draggable "snooze" handle in the detail.

private struct Message: Identifiable, Hashable {
    let id: Int
    let subject: String
}

private struct InboxView: View {
    @State private var messages = [Message(id: 1, subject: "Lunch?"), Message(id: 2, subject: "Invoice")]
    @State private var newestFirst = true
    @State private var path: [Message] = []

    var sorted: [Message] { newestFirst ? messages.reversed() : messages }

    var body: some View {
        NavigationStack(path: $path) {
            List(sorted) { message in
                NavigationLink(value: message) {
                    Text(message.subject)
                }
            }
            .navigationTitle("Inbox")
            .toolbar {
                ToolbarItem(placement: .topBarTrailing) {
                    Menu {
                        Button("Newest first") { newestFirst = true }
                        Button("Oldest first") { newestFirst = false }
                    } label: {
                        Image(systemName: "arrow.up.arrow.down")
                    }
                }
            }
            .navigationDestination(for: Message.self) { message in
                MessageDetail(message: message)
            }
        }
    }
}

private struct MessageDetail: View {
    let message: Message
    @State private var offset: CGFloat = 0
    @State private var snoozed = false

    var body: some View {
        VStack(spacing: 24) {
            Text(snoozed ? "Snoozed" : "Re: \(message.subject)")
            Capsule()
                .fill(Color.orange)
                .frame(width: 80, height: 32)
                .offset(x: offset)
                .gesture(
                    DragGesture()
                        .onChanged { offset = max(0, $0.translation.width) }
                        .onEnded { value in
                            snoozed = value.translation.width > 100
                            withAnimation(.spring()) { offset = 0 }
                        })
        }
        .navigationTitle("Message")
        .navigationBarTitleDisplayMode(.inline)
    }
}

@MainActor
@Suite("Real-world: inbox navigation")
struct InboxNavigationTests {
    @Test("A row pushes its message; a drag in the detail works; Back pops to the list")
    func pushDragPop() {
        let sim = TouchSimulator(InboxView(), size: CGSize(width: 390, height: 844))
        #expect(sim.texts().contains("Inbox"))
        sim.tap(on: .text("Invoice"))
        #expect(sim.texts().contains("Re: Invoice"))
        let handle = sim.displayList.shapes(filledWith: .orange).first?.center ?? .zero
        sim.drag(from: handle, to: CGPoint(x: handle.x + 150, y: handle.y))
        #expect(sim.texts().contains("Snoozed"))
        sim.tap(on: .text("Back"))
        #expect(sim.texts().contains("Lunch?"))
        #expect(!sim.texts().contains("Snoozed"))
    }

    @Test("The toolbar's sort menu reorders the list")
    func sortMenu() {
        let sim = TouchSimulator(InboxView(), size: CGSize(width: 390, height: 844))
        func order() -> [String] { sim.texts().filter { $0 == "Lunch?" || $0 == "Invoice" } }
        #expect(order() == ["Invoice", "Lunch?"])
        let icon = sim.find(.type(Image.self)).first?.center ?? .zero
        sim.tap(at: icon)
        sim.tap(on: .text("Oldest first"))
        #expect(order() == ["Lunch?", "Invoice"])
    }
}
