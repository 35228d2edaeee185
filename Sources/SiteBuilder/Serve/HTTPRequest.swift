import Foundation

/// The little of HTTP/1.1 the development server needs: the request line of a GET or HEAD.
struct HTTPRequest: Equatable {
    let method: String
    /// The decoded path without query or fragment (`/guide/push.html`).
    let path: String

    /// Parses the head of a request (`GET /a%20b.html?x=1 HTTP/1.1`); nil when it is not one.
    init?(head: String) {
        let line = head.prefix(while: { !$0.isNewline })  // "\r\n" is one Character
        let parts = line.split(separator: " ")
        guard parts.count == 3, parts[2].hasPrefix("HTTP/1.") else { return nil }
        method = String(parts[0])
        var target = parts[1].prefix(while: { $0 != "?" && $0 != "#" })
        if target.isEmpty { target = "/" }
        guard let decoded = String(target).removingPercentEncoding, decoded.hasPrefix("/") else { return nil }
        path = decoded
    }

    /// The file below the site root this path names (`index.html` for folders); nil when it climbs out.
    var filePath: String? {
        guard let normalized = FilePath.normalize(String(path.dropFirst())),
              !path.split(separator: "/").contains("..") else { return nil }
        if normalized.isEmpty { return "index.html" }
        return path.hasSuffix("/") ? normalized + "/index.html" : normalized
    }
}

/// A complete response, written at once; every connection is closed after one.
struct HTTPResponse {
    var status: Int
    var reason: String
    var contentType: String
    var body: Data

    func serialized(includeBody: Bool) -> Data {
        var head = "HTTP/1.1 \(status) \(reason)\r\n"
        head += "Content-Type: \(contentType)\r\nContent-Length: \(body.count)\r\n"
        head += "Cache-Control: no-store\r\nConnection: close\r\n\r\n"
        return Data(head.utf8) + (includeBody ? body : Data())
    }

    static func contentType(for path: String) -> String {
        switch path.split(separator: ".").last.map({ $0.lowercased() }) ?? "" {
        case "html": "text/html; charset=utf-8"
        case "css": "text/css; charset=utf-8"
        case "js": "text/javascript; charset=utf-8"
        case "svg": "image/svg+xml"
        case "xml": "application/xml; charset=utf-8"
        case "json": "application/json"
        case "png": "image/png"
        case "jpg", "jpeg": "image/jpeg"
        case "gif": "image/gif"
        case "txt", "md": "text/plain; charset=utf-8"
        default: "application/octet-stream"
        }
    }
}
