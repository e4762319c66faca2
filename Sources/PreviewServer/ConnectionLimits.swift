/// How long `serve` waits on a client and how many connections it keeps,
/// so that clients that stall (or a peer that opens connections and never
/// finishes them) cannot pile up until the server runs out of file
/// descriptors. See site/docs/serve.md, "HTTP".
public struct ConnectionLimits: Sendable, Equatable {
    /// Seconds a request's headers may take to arrive in full: counted from
    /// the moment the connection opens, or, on a kept-alive connection, from
    /// the first byte of the next request. A connection that takes longer is
    /// closed, however often it sends a byte.
    public var headerTimeout: Double
    /// Seconds a kept-alive connection may wait for its next request, and a
    /// response may wait for the client to take more of it. Live-reload
    /// streams never wait for a request, so this does not end them.
    public var idleTimeout: Double
    /// Connections kept open at once, live-reload streams included. A new
    /// connection beyond it is closed as soon as it would have to wait.
    public var maxConnections: Int
    /// Seconds after a refused connection within which the next refusal is
    /// the same burst, said once; a refusal later than that is said again.
    var burstGap: Double = 10

    public init(headerTimeout: Double = 5, idleTimeout: Double = 15, maxConnections: Int = 256) {
        self.headerTimeout = headerTimeout
        self.idleTimeout = idleTimeout
        self.maxConnections = maxConnections
    }

    /// 5 s for a request's headers, 15 s idle, 256 connections.
    public static let standard = ConnectionLimits()
}
