import Foundation
import ScenarioLanguage

/// Everything a page needs from the rest of the site. Built once, read by every worker.
struct SiteEnvironment: Sendable {
    enum Mode: Sendable, Equatable {
        /// Render and write pages.
        case build
        /// Run scenarios and compare expectations only; write nothing (or, with `update`, rewrite expectations).
        case check(update: Bool)
    }

    let mode: Mode
    let config: SiteConfig
    let outline: SiteOutline
    /// nil in check mode, which renders nothing.
    let templates: TemplateSet?
    let links: LinkResolver
    let runner: ScenarioRunner
    let cache: ScenarioCache
    let pages: PageCache
    /// iOS version for scenarios that name none (command line, else site config, else the newest).
    let defaultIOS: Int
    /// The folder pages are written to (the temporary output folder).
    let outputDirectory: String
    /// Sidebars shared by the pages of a folder and a block of articles, rendered once (and kept in the
    /// cache between builds, `StoredSidebars`).
    let sidebars: SidebarCache
}

/// What building one page produced, besides the page file itself.
struct PageResult: Sendable {
    /// The page's cache key (`PageCache.key`): it changes whenever the page would.
    var key = ""
    var problems: [BuildProblem] = []
    /// Ids a link may target on this page (headings and scenario figures).
    var anchors = PageAnchors()
    /// Links to anchors on other pages, checked once every page is known.
    var crossPageAnchors: [CrossPageAnchor] = []
    /// Empty for a reused page, whose entry stays in the cache until its search index part is made again
    /// (`PageCache.storedSearch`).
    var search = SearchEntry()
    /// Linked from the previous build's output rather than built.
    var reused = false
    var scenarios = 0
    var verified = 0
    var unchecked = 0
    /// Where the body lies in the written page, in bytes, for the print page to read back (a page reused
    /// from an earlier build is not rendered again). nil when the page was rendered whole (`inlineBody`).
    var bodyRange: Range<Int>?
    /// The body of a page rendered whole, whose body cannot be located in its file.
    var inlineBody: String?
    /// The file's new text when `check --update` changed an expectation.
    var updatedSource: String?
}

struct CrossPageAnchor: Sendable {
    let outputPath: String
    let anchor: String
    let diagnostic: ScenarioLanguage.Diagnostic
}

/// One page's contribution to the search index.
struct SearchEntry: Sendable, Equatable {
    var title = ""
    var url = ""
    /// The page cut at its headings: the first section is the page's top (no anchor, no heading).
    var sections: [SearchSection] = []
}

/// A stretch of a page between two headings, as search ranks it and quotes it: prose (with scenario
/// titles and, for the top, the summary and tags) apart from code (scenario sources, code blocks, the
/// callbacks a scenario's trace shows).
struct SearchSection: Sendable, Equatable {
    var anchor = ""
    var heading = ""
    var text = ""
    var code = ""
    /// Each term of the section with its weight, sorted by term, as `term weight` lines: one string per
    /// section keeps a large site's pages light in memory and in the page cache.
    var weights = ""

    /// Calls `body` with each term and weight (terms hold no spaces or line breaks); a line without a
    /// decimal weight is skipped.
    func forEachWeight(_ body: (Substring, Int) -> Void) {
        _ = forEachWeightLine { term, weight in
            if let value = Int(String(decoding: weight, as: UTF8.self)) {
                body(Substring(String(decoding: term, as: UTF8.self)), value)
            }
            return true
        }
    }

    /// Each line's term and weight as bytes: the line break found by `memchr`, the weight after the line's
    /// last space (a term holds none); a line without a space, or with nothing after it, is skipped. Cut on
    /// bytes: splitting the string by characters was most of a one-article rebuild of a large site, which
    /// reads every page's weights to write the index again. `body` returns false to stop, and so does this.
    func forEachWeightLine(_ body: (_ term: UnsafeBufferPointer<UInt8>, _ weight: UnsafeBufferPointer<UInt8>) -> Bool)
        -> Bool {
        var weights = weights
        return weights.withUTF8 { lines in
            guard let base = lines.baseAddress else { return true }
            var lineStart = 0
            while lineStart < lines.count {
                let end = memchr(base + lineStart, Int32(UInt8(ascii: "\n")), lines.count - lineStart)
                    .map { UnsafeRawPointer(base).distance(to: $0) } ?? lines.count
                var space = end - 1
                while space >= lineStart, lines[space] != UInt8(ascii: " ") { space -= 1 }
                defer { lineStart = end + 1 }
                guard space >= lineStart, space + 1 < end else { continue }
                guard body(UnsafeBufferPointer(rebasing: lines[lineStart..<space]),
                           UnsafeBufferPointer(rebasing: lines[(space + 1)..<end])) else { return false }
            }
            return true
        }
    }
}
