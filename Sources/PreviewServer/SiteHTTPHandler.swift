import FlyingFox
import Foundation

/// Serves the output folder: files with their content type, `ETag` and
/// `Last-Modified` (304 on a match), HEAD, directory URLs as their
/// `index.html`, the site's 404 page, and the live-reload events. Nothing
/// outside the folder is reachable: `..` (also percent-encoded) is refused
/// with 400, and a path whose real location (symbolic links resolved) is
/// outside the folder is 404.
struct SiteHTTPHandler: HTTPHandler {
    /// The output folder's real path.
    let root: String
    let hub: LiveReloadHub
    /// Told of each request and each live-reload stream.
    let limiter: ConnectionLimiter
    /// Reading and saving theme files from the theme lab.
    let themes: ThemeEndpoints
    /// New on every run: served HTML carries this run's save client.
    let runTag = String(UInt32.random(in: 0...UInt32.max), radix: 36)

    init(root: String, hub: LiveReloadHub, limiter: ConnectionLimiter, themes: ThemeEndpoints) {
        self.root = realPath(root) ?? root
        self.hub = hub
        self.limiter = limiter
        self.themes = themes
    }

    func handleRequest(_ request: HTTPRequest) async throws -> HTTPResponse {
        limiter.requestReceived(from: request.remoteAddress)
        let rawPath = request.target.path()
        if rawPath == LiveReloadScript.eventsPath {
            guard request.method == .GET else { return SiteHTTPHandler.plain(.methodNotAllowed, "Only GET.\n", allow: "GET") }
            let peer = request.remoteAddress
            guard limiter.streamOpens(from: peer) else { return .eventStreamRefused }
            return .eventStream(hub, onEnd: { [limiter] in limiter.streamEnded(from: peer) })
        }
        if ThemeEndpoints.handles(rawPath) { return await themes.handle(request) }
        guard request.method == .GET || request.method == .HEAD else {
            return SiteHTTPHandler.plain(.methodNotAllowed, "Only GET and HEAD.\n", allow: "GET, HEAD")
        }
        let head = request.method == .HEAD
        guard let segments = RequestPath.segments(rawPath) else {
            return SiteHTTPHandler.plain(.badRequest, "Bad request: this path is malformed or leaves the site.\n", head: head)
        }
        if segments.contains(where: { $0.hasPrefix(".") }) { return notFound(rawPath, request, head: head) }
        switch locate(segments) {
        case .file(let path):
            return serve(path, request, head: head)
        case .directory:
            guard rawPath.hasSuffix("/") else {
                let query = request.target.query()
                let location = RequestPath.encode(segments) + (segments.isEmpty ? "" : "/") + (query.isEmpty ? "" : "?" + query)
                var response = SiteHTTPHandler.plain(.movedPermanently, "Moved to \(location)\n", head: head)
                response.headers[.location] = location
                return response
            }
            if case .file(let index) = locate(segments + ["index.html"]) { return serve(index, request, head: head) }
            return notFound(rawPath, request, head: head)
        case .missing:
            return notFound(rawPath, request, head: head)
        }
    }

    enum Located { case file(String), directory, missing }

    /// Where `segments` lead, only if that is inside the root.
    func locate(_ segments: [String]) -> Located {
        let candidate = segments.isEmpty ? root : root + "/" + segments.joined(separator: "/")
        guard let real = realPath(candidate), real == root || real.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
            return .missing
        }
        var info = stat()
        guard stat(real, &info) == 0 else { return .missing }
        switch info.st_mode & S_IFMT {
        case S_IFDIR: return .directory
        case S_IFREG: return .file(real)
        default: return .missing
        }
    }

    func serve(_ path: String, _ request: HTTPRequest, head: Bool) -> HTTPResponse {
        let descriptor = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW)
        guard descriptor >= 0 else { return notFound(request.target.path(), request, head: head) }
        let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
        var info = stat()
        guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
            return notFound(request.target.path(), request, head: head)
        }
        let type = ContentType.forPath(path)
        let isHTML = type.hasPrefix("text/html")
        let injected = isHTML ? LiveReloadScript.script + themes.clientScript(for: request) : ""
        let length = Int(info.st_size) + injected.utf8.count
        let nanoseconds = Int64(info.st_mtim.tv_sec) * 1_000_000_000 + Int64(info.st_mtim.tv_nsec)
        // The same bytes on disk give the same tag; served HTML also carries
        // the live-reload client, and the save client of this run, so its
        // tag says so.
        let client = injected.utf8.count > LiveReloadScript.injectedLength ? "-lr-\(runTag)" : "-lr"
        let etag = "\"\(String(info.st_size, radix: 16))-\(String(nanoseconds, radix: 16))\(isHTML ? client : "")\""
        var headers: HTTPHeaders = [
            .contentType: type,
            .contentLength: String(length),
            .eTag: etag,
            .lastModified: HTTPDate.format(Int(info.st_mtim.tv_sec)),
            .cacheControl: "no-cache",
            HTTPHeader("X-Content-Type-Options"): "nosniff",
        ]
        if SiteHTTPHandler.notModified(request, etag: etag, modified: Int(info.st_mtim.tv_sec)) {
            headers[.contentType] = nil
            return HTTPResponse(statusCode: .notModified, headers: headers)
        }
        if head { return HTTPResponse(statusCode: .ok, headers: headers) }
        guard let data = try? handle.readToEnd() ?? Data() else {
            return SiteHTTPHandler.plain(.internalServerError, "Cannot read this file.\n")
        }
        let body = isHTML ? LiveReloadScript.inject(injected, into: data) : data
        headers[.contentLength] = String(body.count)
        return HTTPResponse(statusCode: .ok, headers: headers, body: body)
    }

    /// RFC 9110 §13.1: If-None-Match wins over If-Modified-Since.
    static func notModified(_ request: HTTPRequest, etag: String, modified: Int) -> Bool {
        if let tags = request.headers[.ifNoneMatch] {
            let strip = { (tag: Substring) -> Substring in tag.hasPrefix("W/") ? tag.dropFirst(2) : tag }
            return tags.split(separator: ",").contains { candidate in
                let tag = candidate.trimmingCharacters(in: .whitespaces)
                return tag == "*" || strip(Substring(tag)) == strip(Substring(etag))
            }
        }
        if let since = request.headers[.ifModifiedSince], let date = HTTPDate.parse(since) {
            return modified <= date
        }
        return false
    }

    /// The site's 404.html (links resolved from the site root), or a plain
    /// page; both with the live-reload client, so the page appears as soon
    /// as it is built.
    func notFound(_ rawPath: String, _ request: HTTPRequest, head: Bool) -> HTTPResponse {
        var body: Data
        if case .file(let page) = locate(["404.html"]), let data = FileManager.default.contents(atPath: page) {
            body = SiteHTTPHandler.insertBase(into: data)
        } else {
            let shown = (rawPath.removingPercentEncoding ?? rawPath)
                .replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
            body = Data("""
                <!DOCTYPE html>
                <html lang="en">
                <head><meta charset="utf-8"><title>Not found</title></head>
                <body><h1>Not found</h1><p>There is no page at <code>\(shown)</code>. <a href="/">Go to the gallery</a>.</p></body>
                </html>

                """.utf8)
        }
        body = LiveReloadScript.inject(LiveReloadScript.script + themes.clientScript(for: request), into: body)
        let headers: HTTPHeaders = [.contentType: "text/html; charset=utf-8", .contentLength: String(body.count),
                                    .cacheControl: "no-store"]
        return HTTPResponse(statusCode: .notFound, headers: headers, body: head ? Data() : body)
    }

    static func insertBase(into html: Data) -> Data {
        guard let head = html.range(of: Data("<head>".utf8)) else { return html }
        var result = html
        result.insert(contentsOf: Data("\n<base href=\"/\">".utf8), at: head.upperBound)
        return result
    }

    static func plain(_ status: HTTPStatusCode, _ text: String, allow: String? = nil, head: Bool = false) -> HTTPResponse {
        var headers: HTTPHeaders = [.contentType: "text/plain; charset=utf-8", .contentLength: String(text.utf8.count),
                                    .cacheControl: "no-store"]
        if let allow { headers[HTTPHeader("Allow")] = allow }
        return HTTPResponse(statusCode: status, headers: headers, body: head ? Data() : Data(text.utf8))
    }
}
