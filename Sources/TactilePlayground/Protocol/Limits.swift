import Foundation

// Every bound the playground puts on what a page may send, in one place, each with the reason for
// its value. Documented for people in Docs/Playground.md ("Limits").

/// The bounds on what one connection may send; exceeding one closes the connection with an error
/// message (WebSocket close code 1008, policy violation).
public struct SessionLimits: Codable, Sendable, Hashable {
    /// Largest message accepted, in bytes.
    public var maxMessageBytes: Int
    /// Most events in one message.
    public var maxEventsPerMessage: Int
    /// Messages per second allowed on average (a token bucket refilled at this rate).
    public var messagesPerSecond: Double
    /// The bucket's size: how many messages may arrive at once after a quiet spell.
    public var messageBurst: Double

    /// 16 KiB per message, 16 events each, 600 messages a second with bursts of 300: several times
    /// what a 120 Hz pointer with ten fingers sends.
    public static let standard = SessionLimits(maxMessageBytes: 16 * 1024, maxEventsPerMessage: 16,
                                               messagesPerSecond: 600, messageBurst: 300)

    public init(maxMessageBytes: Int, maxEventsPerMessage: Int, messagesPerSecond: Double, messageBurst: Double) {
        self.maxMessageBytes = maxMessageBytes
        self.maxEventsPerMessage = maxEventsPerMessage
        self.messagesPerSecond = messagesPerSecond
        self.messageBurst = messageBurst
    }
}
