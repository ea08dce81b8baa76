import Foundation
import HummingbirdWebSocket
import Synchronization
import TactileExamples

/// One page's WebSocket for its whole life: the session it drives, the frames that go back, and
/// the error and close code when the page breaks the protocol or a limit.
enum SessionConnection {
    /// Runs one session for the life of its socket, if `gate` has room for it.
    static func serve(
        example: Example, testSubject: SessionTestSubject? = nil, variant: SceneVariant = SceneVariant(),
        limits: SessionLimits, serverLimits: ServerLimits,
        gate: SessionGate, page: (board: CarriedStateBoard?, scene: String, variant: String)? = nil,
        inbound: WebSocketInboundStream, outbound: WebSocketOutboundWriter
    ) async throws {
        guard gate.enter() else {
            let busy = "the playground has \(gate.capacity) sessions open, its limit; close a page or try again later"
            try await refuse(outbound, code: CloseCode.tryAgainLater, message: busy)
            return
        }
        defer { gate.leave() }
        let (messages, sink) = AsyncStream.makeStream(
            of: String.self, bufferingPolicy: .bufferingNewest(serverLimits.maxQueuedMessages))
        let encoder = JSONEncoder()
        // A message that cannot be encoded is a server bug; the page is told at once and the
        // connection closes with 1011 at its next message, instead of the frame vanishing.
        let unencodable = Mutex<String?>(nil)
        let board = page?.board
        let carried = await board?.take(scene: page?.scene ?? "", variant: page?.variant ?? "")
        let session = await PlaygroundSession(
            example: example, limits: limits, testSubject: testSubject, variant: variant, carried: carried
        ) { message in
            do {
                sink.yield(String(decoding: try encoder.encode(message), as: UTF8.self))
            } catch {
                let text = "the server could not encode a \(message.type) message (\(error)); closing"
                unencodable.withLock { $0 = $0 ?? text }
                sink.yield(errorText(text))
            }
        }
        if let board, let page { await board.opened(session, scene: page.scene, variant: page.variant) }
        try await withThrowingTaskGroup(of: Void.self) { group in
            // One writer, so frames from input, deadlines and animations never interleave.
            group.addTask {
                for await text in messages { try await outbound.write(.text(text)) }
            }
            var failure: String?
            var code = CloseCode.policyViolation
            do {
                // Messages are put together up to the frame bound, not the message bound: the
                // session checks the message bound (`PlaygroundSession.receive`, the one check),
                // so a message somewhat over it arrives whole and is refused with its reason.
                for try await message in inbound.messages(maxSize: serverLimits.maxFrameBytes) {
                    guard case .text(let text) = message else {
                        failure = "binary messages are not accepted"
                        break
                    }
                    if let error = await session.receive(text) {
                        failure = error
                        break
                    }
                    if let error = unencodable.withLock({ $0 }) {
                        (failure, code) = (error, CloseCode.internalError)
                        break
                    }
                }
            } catch {
                failure = "message larger than \(serverLimits.maxFrameBytes) bytes or broken frame"
            }
            await session.close()
            await board?.closed(session)
            if let failure, code == CloseCode.policyViolation { sink.yield(errorText(failure)) }
            sink.finish()
            try await group.waitForAll()
            if let failure {
                try? await outbound.close(.unknown(code), reason: closeReason(failure))
            }
        }
    }

    /// Sends an `error` message and closes, without a session.
    static func refuse(_ outbound: WebSocketOutboundWriter, code: UInt16, message: String) async throws {
        try await outbound.write(.text(errorText(message)))
        try await outbound.close(.unknown(code), reason: closeReason(message))
    }

    /// An `error` message as JSON text.
    static func errorText(_ text: String) -> String {
        // Only strings: encoding cannot fail.
        return (try? JSONEncoder().encode(ServerMessage.error(message: text))).map {
            String(decoding: $0, as: UTF8.self)
        } ?? #"{"type":"error"}"#
    }

    /// The most UTF-8 bytes a close reason may have: a close frame is a control frame, whose
    /// payload is at most 125 bytes, two of which are the code (RFC 6455, section 5.5).
    static let maxCloseReasonBytes = 123

    /// `text` cut to whole characters that fit in `maxCloseReasonBytes` bytes of UTF-8. A longer
    /// reason makes the close frame itself a protocol error: the page would see 1002 or an
    /// abnormal closure instead of the reason.
    static func closeReason(_ text: String) -> String {
        var reason = ""
        var bytes = 0
        for character in text {
            let size = character.utf8.count
            guard bytes + size <= maxCloseReasonBytes else { break }
            reason.append(character)
            bytes += size
        }
        return reason
    }
}

/// The WebSocket close codes the server sends (RFC 6455, section 7.4, and the IANA registry).
enum CloseCode {
    /// 1008: the page broke the protocol or a limit (the `error` message before it says which).
    static let policyViolation: UInt16 = 1008
    /// 1011: the server failed (it could not encode a message for the page).
    static let internalError: UInt16 = 1011
    /// 1013: try again later; the server has as many sessions open as it allows.
    static let tryAgainLater: UInt16 = 1013
}
