import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

/// A server child channel that adds the playground's own guards after `Base` has set up its
/// pipeline: a ``RequestHeadTimeout`` right after the HTTP decoder and a ``BadRequestCloser`` at
/// the end. (Hummingbird's own idle timeout and connection bound cover the rest; see
/// ``ServerLimits``.)
struct HTTPConnectionGuards<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value

    let base: Base
    /// How long a new connection has to send its first request's head (``ServerLimits/requestHeadTimeout``).
    let requestHeadTimeout: TimeAmount

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            let pipeline = channel.pipeline.syncOperations
            let timeout = RequestHeadTimeout(timeout: requestHeadTimeout)
            if let decoder = try? pipeline.handler(type: ByteToMessageHandler<HTTPRequestDecoder>.self) {
                try pipeline.addHandler(timeout, position: .after(decoder))
            } else {
                // No HTTP decoder (never with the upgrade channel): then nothing decodes a head
                // either, and the connection is closed when the time is up.
                try pipeline.addHandler(timeout, position: .first)
            }
            try pipeline.addHandler(BadRequestCloser())
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}

/// Closes a connection that has not sent the head of its first request in full within `timeout`
/// of being accepted.
///
/// Hummingbird's idle timeout starts only once a request's head has been read (its handler joins
/// the pipeline after the WebSocket upgrade decision, which needs the head), and the WebSocket
/// layer's pings only once the upgrade is done, so before this a connection that sent half a head,
/// or nothing, was held for ever with its file descriptor. This handler sits right after the HTTP
/// decoder, which passes a request on only when its head is complete: the first thing to come
/// through cancels the timer, and the handler leaves the pipeline.
final class RequestHeadTimeout: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny
    typealias InboundOut = NIOAny

    private let timeout: TimeAmount
    private var timer: Scheduled<Void>?

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func handlerAdded(context: ChannelHandlerContext) {
        if context.channel.isActive { startTimer(context) }
    }

    func channelActive(context: ChannelHandlerContext) {
        startTimer(context)
        context.fireChannelActive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        cancelTimer()
        context.fireChannelRead(data)
        context.pipeline.syncOperations.removeHandler(context: context, promise: nil)
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelTimer()
    }

    private func startTimer(_ context: ChannelHandlerContext) {
        guard timer == nil else { return }
        timer = context.eventLoop.assumeIsolated().scheduleTask(in: timeout) {
            context.close(promise: nil)
        }
    }

    private func cancelTimer() {
        timer?.cancel()
        timer = nil
    }
}

/// Answers bytes the HTTP decoder cannot parse with `400 Bad Request` and closes the connection.
///
/// hummingbird-websocket 2.8.1 builds the pipeline that decides on a WebSocket upgrade with NIO's
/// HTTP error handling turned off, and nothing after it handles the decoder's errors: a connection
/// whose first request was garbage, had an unknown method or a header over the decoder's limits
/// was neither answered nor closed, and held its socket and its task for ever. This handler sits
/// at the end of that pipeline; every other error and all data pass through it untouched.
final class BadRequestCloser: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = NIOAny
    typealias OutboundOut = HTTPServerResponsePart

    private var closing = false

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError else {
            context.fireErrorCaught(error)
            return
        }
        guard !closing else { return }
        closing = true
        let headers = HTTPHeaders([("Connection", "close"), ("Content-Length", "0")])
        context.write(
            wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .badRequest, headers: headers))),
            promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}
