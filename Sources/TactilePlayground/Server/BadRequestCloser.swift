import HummingbirdCore
import Logging
import NIOCore
import NIOHTTP1

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
        context.write(wrapOutboundOut(.head(HTTPResponseHead(version: .http1_1, status: .badRequest, headers: headers))),
                      promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in channel.close(promise: nil) }
    }
}

/// A server child channel that adds a ``BadRequestCloser`` after `Base` has set up its pipeline.
struct ClosingBadRequests<Base: ServerChildChannel>: ServerChildChannel {
    typealias Value = Base.Value

    let base: Base

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger).flatMapThrowing { value in
            try channel.pipeline.syncOperations.addHandler(BadRequestCloser())
            return value
        }
    }

    func handle(value: Value, logger: Logger) async {
        await base.handle(value: value, logger: logger)
    }
}
