import TactilePlayground
import Testing

@Suite struct ListenAddressTests {
    @Test(arguments: [
        ("127.0.0.1", true), ("127.0.0.2", true), ("127.255.255.254", true), ("localhost", true),
        ("LOCALHOST", true), ("::1", true), ("[::1]", true), ("0:0:0:0:0:0:0:1", true),
        ("0.0.0.0", false), ("::", false), ("192.168.1.10", false), ("10.0.0.1", false),
        ("128.0.0.1", false), ("::2", false), ("example.com", false), ("", false), ("127.0.0", false),
    ])
    func loopbackIsRecognised(_ host: String, _ loopback: Bool) {
        #expect(ListenAddress.isLoopback(host) == loopback)
        #expect((ListenAddress.exposureNotice(host: host) == nil) == loopback)
    }

    @Test func theNoticeNamesTheAddressAndTheWayBack() throws {
        let notice = try #require(ListenAddress.exposureNotice(host: "0.0.0.0"))
        #expect(notice.contains("listening on 0.0.0.0, not on loopback"))
        #expect(notice.contains("no authentication"))
        #expect(notice.contains("--host 127.0.0.1"))
    }
}
