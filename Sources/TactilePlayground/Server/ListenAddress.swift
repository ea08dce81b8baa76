#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

/// Where the playground listens, and what it says when that reaches beyond this machine.
public enum ListenAddress {
    /// Whether `host` names the loopback interface only: `localhost`, an IPv4 address in
    /// 127.0.0.0/8, or `::1` (bracketed or not). Any other name or address counts as reaching
    /// the network, so the notice errs on the side of being shown.
    public static func isLoopback(_ host: String) -> Bool {
        if host.lowercased() == "localhost" { return true }
        var v4 = in_addr()
        if inet_pton(AF_INET, host, &v4) == 1 {
            return UInt32(bigEndian: v4.s_addr) >> 24 == 127
        }
        let bare = host.hasPrefix("[") && host.hasSuffix("]") ? String(host.dropFirst().dropLast()) : host
        var v6 = in6_addr()
        if inet_pton(AF_INET6, bare, &v6) == 1 {
            return withUnsafeBytes(of: &v6) { $0.elementsEqual([UInt8](repeating: 0, count: 15) + [1]) }
        }
        return false
    }

    /// The notice for listening on `host`, or `nil` when `host` is loopback.
    public static func exposureNotice(host: String) -> String? {
        guard !isLoopback(host) else { return nil }
        return """
            Notice: listening on \(host), not on loopback: anyone who can reach this address can \
            open sessions. The playground has no authentication; use --host 127.0.0.1 to keep it local.
            """
    }
}
