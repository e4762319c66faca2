import FlyingFox
import Foundation

/// Who may read and save theme files through `serve`: only a page `serve`
/// itself served, open in a browser on this machine. A request must
/// - come from this machine (a loopback address), even with `--host 0.0.0.0`;
/// - name this machine in `Host` by an IP address or `localhost`, so that a
///   page of another site cannot reach `serve` through a name of its own
///   that it points at 127.0.0.1 (DNS rebinding);
/// - carry no `Origin` but `http://` + its `Host` (a save must carry one),
///   and no `Sec-Fetch-Site` but `same-origin`;
/// - carry the per-run secret in `X-Theme-Preview-Secret`, which `serve`
///   writes only into the pages it serves: another site cannot read them
///   (the browser's same-origin policy), nor send the header without a
///   preflight that `serve` never allows (it sends no CORS headers).
struct SameOriginCheck: Sendable {
    static let secretHeader = HTTPHeader("X-Theme-Preview-Secret")

    /// 64 hexadecimal digits, new on every run.
    let secret: String

    init(secret: String = SameOriginCheck.newSecret()) {
        self.secret = secret
    }

    /// 32 random bytes from the system's generator (getrandom on Linux).
    static func newSecret() -> String {
        var generator = SystemRandomNumberGenerator()
        return (0..<4).map { _ in
            let word = String(generator.next() as UInt64, radix: 16)
            return String(repeating: "0", count: 16 - word.count) + word
        }.joined()
    }

    /// Whether pages served for `request` get the secret (and the save
    /// client): only those a browser on this machine opened by an address.
    func sharesSecret(with request: HTTPRequest) -> Bool {
        Self.isLoopback(request.remoteAddress) && request.headers[.host].map(Self.isAddressHost) == true
    }

    /// Why `request` may not read or save themes, for people; nil when it may.
    /// `needsOrigin`: a save must say where it comes from.
    func refusal(_ request: HTTPRequest, needsOrigin: Bool) -> String? {
        guard Self.isLoopback(request.remoteAddress) else {
            return "Themes can be saved only from a browser on the machine serve runs on; this request came over the network."
        }
        guard let host = request.headers[.host], Self.isAddressHost(host) else {
            return "Refused: the request names the server as '\(Self.shown(request.headers[.host] ?? ""))'. Open the preview at the address serve printed (http://127.0.0.1:PORT/ or http://localhost:PORT/) and save from there."
        }
        if let site = request.headers[HTTPHeader("Sec-Fetch-Site")], site != "same-origin" {
            return "Refused: this request came from another site (Sec-Fetch-Site: \(Self.shown(site))). Only the pages serve itself serves may read or save themes."
        }
        if let origin = request.headers[HTTPHeader("Origin")] {
            guard origin == "http://" + host else {
                return "Refused: this request came from \(Self.shown(origin)), not from the preview at http://\(host). Only the pages serve itself serves may read or save themes."
            }
        } else if needsOrigin {
            return "Refused: a save must say where it comes from (the Origin header, which browsers send). Save from the theme lab in the preview."
        }
        guard let given = request.headers[Self.secretHeader], Self.sameBytes(given, secret) else {
            return request.headers[Self.secretHeader] == nil
                ? "Refused: the request does not carry this run's key (X-Theme-Preview-Secret). Save from the theme lab in the preview; reload it if serve was restarted."
                : "Refused: the request carries a key that is not this run's (X-Theme-Preview-Secret). Reload the theme lab: serve was probably restarted."
        }
        return nil
    }

    /// A header's value as it may be shown (in the terminal too): printable
    /// ASCII only, at most 100 characters.
    static func shown(_ value: String) -> String {
        let printable = String(value.unicodeScalars.prefix(100).map { $0.value >= 0x20 && $0.value < 0x7F ? Character($0) : "?" })
        return value.unicodeScalars.count > 100 ? printable + "…" : printable
    }

    /// Compares every byte, whatever the first difference.
    static func sameBytes(_ a: String, _ b: String) -> Bool {
        let a = Array(a.utf8), b = Array(b.utf8)
        guard a.count == b.count else { return false }
        var difference: UInt8 = 0
        for (x, y) in zip(a, b) { difference |= x ^ y }
        return difference == 0
    }

    static func isLoopback(_ address: HTTPRequest.Address?) -> Bool {
        switch address {
        case .ip4(let ip, _)?: return ip.hasPrefix("127.")
        case .ip6(let ip, _)?: return ip == "::1" || ip.lowercased().hasPrefix("::ffff:127.")
        default: return false
        }
    }

    /// `127.0.0.1:8000`, `[::1]:8000`, `localhost:8000`, `192.168.1.5`: an
    /// IP address or `localhost`, with an optional port. Not a domain name.
    static func isAddressHost(_ host: String) -> Bool {
        var name = Substring(host)
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            let rest = name[name.index(after: close)...]
            guard rest.isEmpty || isPort(rest) else { return false }
            var address = in6_addr()
            return inet_pton(AF_INET6, String(name[name.index(after: name.startIndex)..<close]), &address) == 1
        }
        if let colon = name.lastIndex(of: ":") {
            guard isPort(name[colon...]) else { return false }
            name = name[..<colon]
        }
        if name.lowercased() == "localhost" { return true }
        var address = in_addr()
        return inet_pton(AF_INET, String(name), &address) == 1
    }

    /// `:8000`.
    private static func isPort(_ text: Substring) -> Bool {
        text.count > 1 && text.count <= 6 && text.first == ":" && text.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
    }
}
