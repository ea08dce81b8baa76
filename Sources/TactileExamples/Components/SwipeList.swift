// Added: not in any seed (Docs/Decisions.md#examples-beyond-seeds). A mail inbox as a List with
// sections and swipe actions, written for Tactile the way SwiftUI code writes one.
import Tactile

/// One message in the ``SwipeListDemo`` inbox.
public struct InboxMessage: Identifiable, Hashable, Sendable {
    /// A stable identifier.
    public let id: Int
    /// Who sent it.
    public let sender: String
    /// Its subject line.
    public let subject: String
    /// Whether it arrived today (else: earlier).
    public let isToday: Bool

    /// A message.
    public init(id: Int, sender: String, subject: String, isToday: Bool) {
        self.id = id
        self.sender = sender
        self.subject = subject
        self.isToday = isToday
    }

    /// The demo's inbox: five messages today, fifteen earlier (enough to scroll).
    public static let sample: [InboxMessage] = {
        let senders = ["Ada", "Grace", "Edsger", "Barbara", "Donald", "Frances", "John", "Radia", "Ken", "Margaret"]
        let subjects = [
            "Lunch on Friday?", "Review: gesture arena", "Re: the scroll slop", "Slides for Monday",
            "Your parcel is on its way",
        ]
        return (0..<20).map { i in
            InboxMessage(
                id: i, sender: senders[i % senders.count], subject: subjects[i % subjects.count], isToday: i < 5)
        }
    }()
}

/// A mail inbox: a plain `List` with a section per day, rows that a swipe from the trailing edge
/// reveals Delete (a full swipe performs it) and Archive on, and a swipe from the leading edge a
/// Flag button on; a tap selects a message. A vertical drag anywhere scrolls. The line at the top
/// counts what the swipes did.
public struct SwipeListDemo: View {
    @State private var messages = InboxMessage.sample
    @State private var flagged: Set<Int> = []
    @State private var archived = 0
    @State private var selection: Int?

    /// The demo with the sample inbox.
    public init() {}

    /// The status line over the list.
    public var body: some View {
        VStack(spacing: 0) {
            Text("\(messages.count) messages · \(archived) archived · \(flagged.count) flagged")
                .font(.footnote)
                .padding(8)
            List(selection: $selection) {
                Section("Today") {
                    ForEach(messages.filter(\.isToday)) { row($0) }
                }
                Section("Earlier") {
                    ForEach(messages.filter { !$0.isToday }) { row($0) }
                }
            }
            .listStyle(.plain)
        }
    }

    /// One message: sender over subject, with its swipe actions.
    private func row(_ message: InboxMessage) -> some View {
        VStack(alignment: .leading, spacing: 2) {
            Text(flagged.contains(message.id) ? "⚑ \(message.sender)" : message.sender).font(.headline)
            Text(message.subject).font(.subheadline).foregroundColor(.gray)
        }
        .swipeActions(edge: .trailing) {
            Button(role: .destructive) {
                messages.removeAll { $0.id == message.id }
            } label: {
                Text("Delete")
            }
            Button("Archive") {
                messages.removeAll { $0.id == message.id }
                archived += 1
            }
            .tint(.blue)
        }
        .swipeActions(edge: .leading, allowsFullSwipe: false) {
            Button(flagged.contains(message.id) ? "Unflag" : "Flag") {
                if flagged.contains(message.id) { flagged.remove(message.id) } else { flagged.insert(message.id) }
            }
            .tint(.orange)
        }
    }
}

#Preview("Swipe list") {
    SwipeListDemo()
}
