"""A WebSocket client built on a bare TCP socket, for what a well-behaved library will not do:
frames with any opcode, flag or length, a client that never reads, a connection dropped without a
close frame (FIN) or reset (RST).
"""
import base64
import os
import socket
import struct

TEXT, BINARY, CONTINUATION, CLOSE, PING, PONG = 0x1, 0x2, 0x0, 0x8, 0x9, 0xA


class RawWebSocket:
    def __init__(self, host, port, path, timeout=10.0):
        self.sock = socket.create_connection((host, port), timeout=timeout)
        key = base64.b64encode(os.urandom(16)).decode()
        request = (f"GET {path} HTTP/1.1\r\nHost: {host}:{port}\r\nUpgrade: websocket\r\n"
                   f"Connection: Upgrade\r\nSec-WebSocket-Key: {key}\r\nSec-WebSocket-Version: 13\r\n\r\n")
        self.sock.sendall(request.encode())
        self.buffer = b""
        while b"\r\n\r\n" not in self.buffer:
            chunk = self.sock.recv(4096)
            if not chunk:
                raise ConnectionError("closed during the handshake")
            self.buffer += chunk
        head, self.buffer = self.buffer.split(b"\r\n\r\n", 1)
        self.status = int(head.split(b" ", 2)[1])

    # -- sending ---------------------------------------------------------------------------------

    def send_frame(self, opcode, payload=b"", fin=True, masked=True, rsv=0, length=None):
        """Sends one frame; `length` overrides the length written in the header (to lie about it)."""
        if isinstance(payload, str):
            payload = payload.encode()
        n = len(payload) if length is None else length
        first = (0x80 if fin else 0) | (rsv << 4) | opcode
        mask_bit = 0x80 if masked else 0
        if n < 126:
            header = struct.pack("!BB", first, mask_bit | n)
        elif n < 1 << 16:
            header = struct.pack("!BBH", first, mask_bit | 126, n)
        else:
            header = struct.pack("!BBQ", first, mask_bit | 127, n)
        if masked:
            key = os.urandom(4)
            payload = bytes(b ^ key[i % 4] for i, b in enumerate(payload))
            header += key
        self.sock.sendall(header + payload)

    def send_text(self, text):
        self.send_frame(TEXT, text)

    # -- receiving -------------------------------------------------------------------------------

    def _read(self, n):
        while len(self.buffer) < n:
            chunk = self.sock.recv(65536)
            if not chunk:
                raise EOFError("connection closed")
            self.buffer += chunk
        data, self.buffer = self.buffer[:n], self.buffer[n:]
        return data

    def recv_frame(self):
        """The next frame from the server as (opcode, payload)."""
        b0, b1 = self._read(2)
        n = b1 & 0x7F
        if n == 126:
            n = struct.unpack("!H", self._read(2))[0]
        elif n == 127:
            n = struct.unpack("!Q", self._read(8))[0]
        return b0 & 0x0F, self._read(n)

    def until_close(self):
        """Reads until the server's close frame or the end of the connection; returns the text
        messages seen and the close code (None when the connection ended without a close frame)."""
        texts = []
        try:
            while True:
                opcode, payload = self.recv_frame()
                if opcode == TEXT:
                    texts.append(payload.decode())
                elif opcode == CLOSE:
                    code = struct.unpack("!H", payload[:2])[0] if len(payload) >= 2 else None
                    return texts, code, payload[2:].decode(errors="replace")
        except (EOFError, ConnectionResetError, socket.timeout):
            return texts, None, ""

    # -- leaving ---------------------------------------------------------------------------------

    def drop(self):
        """Ends the TCP connection without a WebSocket close frame (FIN)."""
        self.sock.close()

    def reset(self):
        """Ends the TCP connection with a reset (RST): no close frame, no FIN."""
        self.sock.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        self.sock.close()
