import ScenarioLanguage

/// Site-wide settings from `callsheet.yml` at the content root. Every key is optional, so a folder of
/// Markdown with no config (such as the benchmark corpus) builds with these defaults.
///
/// ```yaml
/// title: UIKit lifecycle, executed
/// description: Every example on this site was run at build time.
/// language: en
/// base_url: https://example.org/docs/   # absolute URL of the site, used only in sitemap.xml
/// ios: 17                              # default iOS version for scenarios
/// edit_url: https://example.org/repo/edit/main/content/{path}   # "Edit this page"; {path} = the article's file
/// print_page: true                     # write print.html (default: for sites of up to 200 articles)
/// ```
struct SiteConfig: Sendable, Equatable {
    var title = "Callsheet"
    var description = ""
    var language = "en"
    /// Absolute URL the site is served from, ending in `/`; nil writes a sitemap with relative URLs.
    var baseURL: String?
    var iOSVersion: Int?
    /// The address of an article's source for editing, `{path}` standing for its path in the content folder;
    /// nil shows no edit link.
    var editURL: String?
    /// `print_page`; nil leaves it to the site's size (`writesPrintPage`).
    var printPage: Bool?

    static let fileName = "callsheet.yml"
    static let knownKeys = ["title", "description", "language", "base_url", "ios", "edit_url", "print_page"]

    /// Past this many articles the whole-site page is left out unless asked for: every article with its
    /// figures on one page is about 75 KB an article (1.5 MB for the 22 pages of the bundled site), so a
    /// 1,000-article site's page would be some 150 MB, more than a browser opens or prints, written on
    /// every build.
    static let automaticPrintPageLimit = 200

    func writesPrintPage(articleCount: Int) -> Bool {
        printPage ?? (articleCount <= Self.automaticPrintPageLimit)
    }

    static func parse(_ yaml: String, path: String, problems: inout [Diagnostic]) -> SiteConfig {
        var config = SiteConfig()
        let fields: YAMLFields
        do {
            fields = try YAMLFields(yaml, path: path, lineOffset: 0)
        } catch {
            problems.append(error)
            return config
        }
        for field in fields.fields {
            func problem(_ message: String) {
                problems.append(Diagnostic(.error, message, path: path, line: field.line, column: field.column))
            }
            guard let value = field.value.string else {
                problem("`\(field.key)` must be a single value")
                continue
            }
            switch field.key {
            case "title": config.title = value
            case "description": config.description = value
            case "language": config.language = value
            case "base_url":
                config.baseURL = value.isEmpty ? nil : (value.hasSuffix("/") ? value : value + "/")
            case "edit_url":
                if value.isEmpty {
                    config.editURL = nil
                } else if value.contains("{path}") {
                    config.editURL = value
                } else {
                    problem("`edit_url` must contain `{path}`, where the article's path goes")
                }
            case "print_page":
                switch value {
                case "true": config.printPage = true
                case "false": config.printPage = false
                default: problem("`print_page` must be `true` or `false`")
                }
            case "ios":
                if let version = Int(value), (3...newestIOSVersion).contains(version) {
                    config.iOSVersion = version
                } else {
                    problem("`ios` must be a major iOS version from 3 to \(newestIOSVersion)")
                }
            default:
                problems.append(Diagnostic(
                    .warning, "unknown setting `\(field.key)` ignored (known: \(knownKeys.joined(separator: ", ")))",
                    path: path, line: field.line, column: field.column))
            }
        }
        return config
    }
}
