/// What the preview server accepts from a browser, decided without a socket so it is easy to test:
/// requests addressed to this machine by a loopback name, for a file below the site root.
enum PreviewRequest {
    /// True for the `Host` header values a page served from 127.0.0.1 sends (`localhost:8000`,
    /// `127.0.0.1`, `[::1]:8000`), and for a request without one (not a browser). Any other name means a
    /// page elsewhere resolved its own domain to 127.0.0.1 (DNS rebinding) and must not read the site.
    static func isLocal(host: String?) -> Bool {
        guard let host = host?.lowercased() else { return true }
        var name = Substring(host)
        if name.hasPrefix("[") {
            guard let close = name.firstIndex(of: "]") else { return false }
            let rest = name[name.index(after: close)...]
            guard rest.isEmpty || isPort(rest.dropFirst()) && rest.hasPrefix(":") else { return false }
            return name[name.index(after: name.startIndex)..<close] == "::1"
        }
        if let colon = name.lastIndex(of: ":") {
            guard isPort(name[name.index(after: colon)...]) else { return false }
            name = name[..<colon]
        }
        if name.hasSuffix(".") { name = name.dropLast() }
        return name == "localhost" || name.hasSuffix(".localhost") || isLoopbackIPv4(name)
    }

    /// The file below the site root a request path names (`index.html` for a folder), decoded; nil when
    /// it is not one: bad percent-encoding, a NUL or other control character (`/a.html%00.txt`), a
    /// backslash, or a `..` segment, before or after decoding.
    static func filePath(forTarget rawPath: String) -> String? {
        guard rawPath.hasPrefix("/"), let decoded = rawPath.removingPercentEncoding else { return nil }
        for scalar in decoded.unicodeScalars where scalar.value < 0x20 || scalar.value == 0x7F || scalar == "\\" {
            return nil
        }
        let segments = decoded.split(separator: "/", omittingEmptySubsequences: true)
        guard !segments.contains(where: { $0 == ".." }) else { return nil }
        let path = segments.filter { $0 != "." }.joined(separator: "/")
        if path.isEmpty { return "index.html" }
        return decoded.hasSuffix("/") ? path + "/index.html" : path
    }

    private static func isPort(_ text: Substring) -> Bool {
        !text.isEmpty && text.count <= 5 && text.allSatisfy(\.isASCII) && text.allSatisfy(\.isNumber)
    }

    /// 127.0.0.0/8 in dotted form.
    private static func isLoopbackIPv4(_ name: Substring) -> Bool {
        let parts = name.split(separator: ".", omittingEmptySubsequences: false)
        guard parts.count == 4, parts[0] == "127" else { return false }
        return parts.allSatisfy { part in
            !part.isEmpty && part.count <= 3 && part.allSatisfy { $0.isASCII && $0.isNumber } && Int(part)! <= 255
        }
    }
}
