/// `sitemap.xml`: every page, with the article's `date` as `lastmod` when it is a `YYYY-MM-DD` date.
/// Without a `base_url` in the config the locations are relative, which search engines ignore but which
/// keeps the file valid and the build deterministic.
enum Sitemap {
    static func xml(outline: SiteOutline, baseURL: String?) -> String {
        var xml = "<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n"
        xml += "<urlset xmlns=\"http://www.sitemaps.org/schemas/sitemap/0.9\">\n"
        xml += entry(path: "index.html", date: nil, baseURL: baseURL)
        for article in outline.articles {
            xml += entry(path: article.outputPath, date: article.frontMatter.date, baseURL: baseURL)
        }
        return xml + "</urlset>\n"
    }

    static func entry(path: String, date: String?, baseURL: String?) -> String {
        let location = (baseURL ?? "") + path.split(separator: "/").map { percentEncoded(String($0)) }.joined(separator: "/")
        var entry = "  <url><loc>" + HTMLText.escape(location) + "</loc>"
        if let date, isISODate(date) { entry += "<lastmod>\(date)</lastmod>" }
        return entry + "</url>\n"
    }

    static func isISODate(_ text: String) -> Bool {
        let parts = text.split(separator: "-", omittingEmptySubsequences: false)
        return parts.count == 3 && zip(parts, [4, 2, 2]).allSatisfy { part, width in
            part.count == width && part.allSatisfy(\.isASCII) && part.allSatisfy(\.isNumber)
        }
    }

    /// Percent-encodes everything but unreserved characters, as URLs in XML must be.
    static func percentEncoded(_ segment: String) -> String {
        var result = ""
        for byte in segment.utf8 {
            let scalar = Unicode.Scalar(byte)
            if byte < 0x80, scalar.properties.isAlphabetic || (0x30...0x39).contains(byte) || "-._~".unicodeScalars.contains(scalar) {
                result.unicodeScalars.append(scalar)
            } else {
                result += "%" + String(byte, radix: 16, uppercase: true).leftPadded(to: 2)
            }
        }
        return result
    }
}
