import Foundation
import ScenarioLanguage

/// Builds one article: parse, run its scenarios, check its expectations, rewrite its links, render it
/// through the templates and write it. Pages are independent, so workers build them in parallel.
struct PageBuilder: Sendable {
    let environment: SiteEnvironment

    /// `reuse: false` builds the page even when the previous one could be linked.
    func build(_ index: Int, reuse: Bool = true) -> PageResult {
        let article = environment.outline.articles[index]
        let defaultIOS = article.frontMatter.iOSVersion ?? environment.defaultIOS
        let key = environment.pages.key(for: article, defaultIOS: defaultIOS, editURL: environment.config.editURL)
        if reuse, let reused = environment.pages.reuse(article, key: key, staging: environment.outputDirectory) {
            return reused
        }
        var result = PageResult(key: key)
        var diagnostics: [Diagnostic] = []
        let document = MarkdownDocument(bytes: article.markdown)
        let blocks = ScenarioBlockReader(source: article.source, path: article.displayPath)
            .read(document, problems: &diagnostics)
        let scenarios = blocks.map {
            EvaluatedScenario.evaluate($0, path: article.displayPath, defaultIOS: defaultIOS,
                                       render: environment.mode == .build,
                                       writesExpectations: environment.mode == .check(update: true),
                                       runner: environment.runner, cache: environment.cache)
        }
        result.problems = diagnostics.map { BuildProblem(diagnostic: $0) } + scenarios.flatMap(\.problems)
        result.scenarios = scenarios.count
        result.verified = scenarios.filter { if case .verified = $0.status { true } else { false } }.count
        result.unchecked = scenarios.filter { $0.status == .unchecked }.count
        if case .check(let update) = environment.mode {
            if update { result.updatedSource = ExpectationRewriter.rewrite(article.source, scenarios) }
            return result
        }
        let headings = anchorHeadings(document, scenarios: blocks)
        let anchors = Set(headings.map(\.anchor) + blocks.map(\.id))
        result.anchors = PageAnchors(anchors)
        rewriteLinks(document, article: article, anchors: anchors, into: &result)
        // Figures are most of a page: cmark gets a marker for each and the figures are written between the
        // stretches of its output, instead of being copied into cmark's tree, out of it and into the page.
        // An article that contains the marker's characters itself has its figures placed in the tree.
        let spliced = !scenarios.isEmpty && !Self.figureMarker.occurs(in: article.markdown)
        let figures = replaceBlocks(document, scenarios: scenarios, markers: spliced)
        for (heading, anchor) in headings {
            let inner = document.innerHTML(ofHeading: heading)
            document.replace(heading.id, withHTML: "<h\(heading.level) id=\"\(HTMLText.escape(anchor))\">\(inner)"
                + " <a class=\"cs-anchor\" href=\"#\(HTMLText.escape(anchor))\" aria-label=\"Link to this section\">#</a>"
                + "</h\(heading.level)>")
        }
        let html = document.html()
        result.search = searchEntry(article, document: document, headings: headings, scenarios: scenarios)
        if let templates = environment.templates {
            var body = [html]
            if spliced, let stretches = Self.figureMarker.split(html, count: figures.count) {
                body = [String(stretches[0])]
                for (figure, stretch) in zip(figures, stretches.dropFirst()) {
                    body += figure
                    body.append(String(stretch))
                }
            }
            let page = PageContext(environment: environment, page: article.outputPath, articleIndex: index)
            let pieces = page.render(article: article, body: body, headings: headings, templates: templates)
            if pieces.count >= 2 {
                let start = pieces[0].utf8.count
                result.bodyRange = start..<(start + pieces.dropFirst().dropLast().reduce(0) { $0 + $1.utf8.count })
            } else {
                result.inlineBody = body.joined()
            }
            write(pieces, to: article.outputPath, problems: &result.problems)
            environment.pages.store(result, for: article, staging: environment.outputDirectory)
        }
        return result
    }

    static let figureMarker = Marker("figure")
}

private extension PageBuilder {
    /// Heading anchors, unique on the page and never equal to a scenario figure's or the layout's ids.
    func anchorHeadings(_ document: MarkdownDocument, scenarios: [ScenarioBlock])
        -> [(heading: MarkdownDocument.Heading, anchor: String)] {
        var slugger = Slugger(reserved: PageContext.layoutIDs.union(scenarios.map(\.id)))
        return document.headings.map { ($0, slugger.slug(for: $0.text)) }
    }

    func rewriteLinks(_ document: MarkdownDocument, article: Article, anchors: Set<String>,
                      into result: inout PageResult) {
        var columns = SourceText.ColumnMapper(article.source)
        var shown = 0
        for link in document.links {
            let column = columns.column(line: link.line, byteColumn: link.column)
            // The source line is copied only into the few problems a reader will see (`ProblemLimit`):
            // a file with thousands of broken links on one long line stays linear in time and memory.
            let diagnostic = { (message: String) -> Diagnostic in
                shown += 1
                return Diagnostic(.error, message, path: article.displayPath, line: link.line, column: column,
                                  sourceLine: shown <= ProblemLimit.perFile ? article.source.line(link.line) : nil)
            }
            switch environment.links.resolve(link.destination, from: article) {
            case .external:
                if link.isImage {
                    result.problems.append(BuildProblem(diagnostic: Diagnostic(
                        .warning, "image `\(link.destination)` is not part of the site and will not load offline",
                        path: article.displayPath, line: link.line, column: column)))
                }
            case .file:
                break
            case .sameDocument(let anchor):
                if !anchors.contains(anchor) {
                    result.problems.append(BuildProblem(diagnostic: diagnostic("no heading or scenario `#\(anchor)` on this page")))
                }
            case .article(let outputPath, let url, let anchor):
                document.setDestination(of: link.id, to: url)
                if let anchor {
                    // Checked once every page is built; the source line is added then, if it is broken.
                    result.crossPageAnchors.append(CrossPageAnchor(
                        outputPath: outputPath, anchor: anchor,
                        diagnostic: Diagnostic(.error, "no heading or scenario `#\(anchor)` in `\(LinkResolver.split(link.destination).path)`",
                                               path: article.displayPath, line: link.line, column: column)))
                }
            case .broken(let message):
                result.problems.append(BuildProblem(diagnostic: diagnostic("broken link: \(message)")))
            }
        }
    }

    /// Scenarios become figures, their expectations disappear (the figure says "verified"), and other
    /// Swift code is highlighted; code in other languages is left to cmark, which escapes it.
    /// With `markers`, each figure's place gets `figureMarker` and the figures' pieces (`ScenarioFigure.pieces`)
    /// are returned in page order.
    func replaceBlocks(_ document: MarkdownDocument, scenarios: [EvaluatedScenario], markers: Bool) -> [[String]] {
        var handled: Set<MarkdownDocument.NodeID> = []
        var figures: [[String]] = []
        for scenario in scenarios {
            if markers {
                // cmark ends an HTML block with a line break unless it has one: the marker keeps the figure's
                // own (a figure ends with one), so the bytes are those of the figure rendered in place.
                figures.append(ScenarioFigure.pieces(scenario, lineBreak: false))
                document.replace(scenario.block.node, withHTML: Self.figureMarker.text + "\n")
            } else {
                document.replace(scenario.block.node, withHTML: ScenarioFigure.html(scenario))
            }
            handled.insert(scenario.block.node)
            if let expectation = scenario.block.expectation {
                document.remove(expectation.node)
                handled.insert(expectation.node)
            }
        }
        for block in document.codeBlocks where !handled.contains(block.id) {
            let language = block.info.split(separator: " ").first ?? ""
            if language == "swift" {
                document.replace(block.id, withHTML: "<pre class=\"cs-code\"><code class=\"language-swift\">"
                                 + SwiftHighlighter.html(block.literal) + "</code></pre>")
            } else if language == ExpectationBlock.infoWord {
                document.remove(block.id)  // misplaced: already reported by the block reader
            }
        }
        return figures
    }

    func searchEntry(_ article: Article, document: MarkdownDocument,
                     headings: [(heading: MarkdownDocument.Heading, anchor: String)],
                     scenarios: [EvaluatedScenario]) -> SearchEntry {
        var entry = SearchEntry(title: article.title, url: FilePath.urlEscaped(article.outputPath))
        var sections = [SearchSection()] + headings.map { SearchSection(anchor: $0.anchor, heading: $0.heading.text) }
        var text = sections.map { _ in [String]() }, code = sections.map { _ in [SearchPiece]() }
        text[0] = [article.frontMatter.summary ?? ""] + article.frontMatter.tags
        for (index, prose) in document.sectionProse.enumerated() where index < text.count { text[index].append(prose) }
        let scenarioBlocks = Set(scenarios.map(\.block.node))
        for block in document.codeBlocks where block.section < code.count && !scenarioBlocks.contains(block.id)
            && !block.info.hasPrefix(ExpectationBlock.infoWord) {
            code[block.section].append(.text(block.literal))
        }
        let sectionOf = Dictionary(uniqueKeysWithValues: document.codeBlocks.map { ($0.id, $0.section) })
        for scenario in scenarios {
            let section = min(sectionOf[scenario.block.node] ?? 0, sections.count - 1)
            if scenario.block.options.title != nil { text[section].append(scenario.block.title) }
            code[section].append(.text(scenario.block.code))
            code[section].append(.words(scenario.output.callbacks))
        }
        // Terms are weighed piece by piece (they never span the space or line break the pieces are joined
        // with), and only as much of the joined text is made as the excerpt keeps.
        var weigher = SectionWeigher()
        let titleTerms = SearchTokenizer.terms(in: article.title)
        for index in sections.indices {
            sections[index].weights = weigher.encodedWeights(SectionWeigher.Input(
                title: index == 0 ? titleTerms : [], heading: sections[index].heading, text: text[index], code: code[index]))
            sections[index].text = SearchIndex.excerpt(of: text[index], separator: " ", limit: SearchIndex.textExcerpt)
            sections[index].code = SearchIndex.excerpt(of: code[index], separator: "\n", limit: SearchIndex.codeExcerpt)
        }
        entry.sections = sections
        return entry
    }

    func write(_ pieces: [String], to path: String, problems: inout [BuildProblem]) {
        let file = FilePath.join(environment.outputDirectory, path)
        if !PageFile.write(pieces, to: file) {
            problems.append(BuildProblem(diagnostic: Diagnostic(.error, "cannot write this page", path: file,
                                                                 line: 1, column: 1)))
        }
    }
}
