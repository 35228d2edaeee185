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

    static let fileName = "callsheet.yml"
    static let knownKeys = ["title", "description", "language", "base_url", "ios", "edit_url"]

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
