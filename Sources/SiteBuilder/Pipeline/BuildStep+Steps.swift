import Foundation
import ScenarioLanguage

/// The steps of `callsheet build` and `callsheet check`: one registry, each step named once.
extension BuildStep {
    static func build() -> [BuildStep] {
        [claimOutput, readConfiguration, loadTemplates, loadContent, prepareOutput, buildPages, checkLinks,
         writeSitePages, writePrintPage, writeSearchIndex, copyAssets, publish]
    }

    static func check(update: Bool) -> [BuildStep] {
        [readConfiguration, loadContent, buildPages] + (update ? [updateExpectations] : [])
    }

    /// Waits for any other build of the same output, then refuses outputs a build must not replace.
    static let claimOutput = BuildStep(name: "Check output folder", stage: .load) { context in
        // Checked before taking the lock, so a refused output leaves no lock file, and again after any wait.
        let refused = OutputFolderGuard.problems(context.options)
        guard refused.isEmpty else { return context.add(refused) }
        context.outputLock = try OutputLock(output: context.staging.output) { context.progress?($0) }
        context.add(OutputFolderGuard.problems(context.options))
    }

    static let readConfiguration = BuildStep(name: "Read site configuration", stage: .load) { context in
        let path = FilePath.join(context.options.contentDirectory, SiteConfig.fileName)
        var problems: [Diagnostic] = []
        if let bytes = LocalFile.read(path) {
            context.config = SiteConfig.parse(String(decoding: bytes, as: UTF8.self), path: path, problems: &problems)
        }
        if !LocalFile.isFolder(context.options.contentDirectory) {
            problems.append(Diagnostic(.error, "content folder not found", path: context.options.contentDirectory,
                                       line: 1, column: 1))
        }
        context.add(problems)
    }

    static let loadTemplates = BuildStep(name: "Load templates", stage: .load) { context in
        // With a thread to spare, the content loads meanwhile (`loadContent` waits for it): neither reads what
        // the other makes, and this thread then reads the page manifests the pages need, so that the three
        // largest reads of a one-edit build overlap. With `--jobs 1` everything stays on one thread.
        if context.mode == .build, context.options.resolvedJobs > 1 {
            let (options, mode) = (context.options, context.mode)
            context.contentLoad = BackgroundWork { LoadedContent(options: options, mode: mode) }
        }
        defer { if context.contentLoad != nil { _ = context.manifests } }
        do {
            context.templates = try RememberedTemplates.load(context.options.templatesDirectory)
            var problems: [Diagnostic] = []
            _ = SourceTree.files(in: FilePath.join(context.options.templatesDirectory, "assets"), problems: &problems)
            if let warning = FigureScriptVersion.warning(templatesDirectory: context.options.templatesDirectory) {
                problems.append(warning)
            }
            context.add(problems)
        } catch let error as ProblemList {
            context.add(error.diagnostics)
        }
    }

    static let loadContent = BuildStep(name: "Load content", stage: .load) { context in
        let loaded = context.contentLoad?.wait() ?? LoadedContent(options: context.options, mode: context.mode)
        context.contentLoad = nil
        (context.outline, context.contentFiles) = (loaded.outline, loaded.contentFiles)
        context.add(loaded.problems)
    }

    static let prepareOutput = BuildStep(name: "Prepare output folder", stage: .build) { context in
        try context.staging.create()
        (context.plan, context.previousOutput) = OutputPlan.decide(
            output: context.staging.output, cache: context.mode == .build ? context.options.resolvedCacheDirectory : nil)
        let folders = Set(context.outline.articles.map { FilePath.directory(of: $0.outputPath) }).subtracting([""])
        for folder in folders.sorted() {
            try FileManager.default.createDirectory(atPath: FilePath.join(context.staging.staging, folder),
                                                    withIntermediateDirectories: true)
        }
    }

    static let buildPages = BuildStep(name: "Build pages", stage: .build) { context in
        let environment = context.environment()
        let builder = PageBuilder(environment: environment)
        context.pages = ParallelMap.map(Array(context.outline.articles.indices), jobs: context.options.resolvedJobs) {
            builder.build($0)
        }
        // `check --update` rewrites mismatched expectations, so they are fixed rather than reported.
        let updating = context.mode == .check(update: true)
        for page in context.pages {
            context.problems += updating ? page.problems.map(Self.asUpdate) : page.problems
            context.report.scenarios += page.scenarios
            context.report.verified += page.verified
            context.report.unchecked += page.unchecked
        }
    }

    /// Under `check --update` a mismatch is not a failure but a change: a note at the block, with the diff
    /// of what was rewritten, so the author sees what changed. Device recordings are never rewritten and
    /// stay warnings.
    static func asUpdate(_ problem: BuildProblem) -> BuildProblem {
        guard problem.kind == .expectation, problem.isError else { return problem }
        var note = problem
        note.diagnostic.severity = .note
        note.diagnostic.message = "expectation rewritten from the engine's trace"
        return note
    }

    static let checkLinks = BuildStep(name: "Check links", stage: .build) { context in
        let anchors = Dictionary(uniqueKeysWithValues: zip(context.outline.articles.map(\.outputPath),
                                                           context.pages.map(\.anchors)))
        for (article, page) in zip(context.outline.articles, context.pages) {
            var shown = 0
            for reference in page.crossPageAnchors
            where !(anchors[reference.outputPath]?.contains(reference.anchor) ?? false) {
                var diagnostic = reference.diagnostic
                shown += 1
                if shown <= ProblemLimit.perFile { diagnostic.sourceLine = article.source.line(diagnostic.line) }
                context.problems.append(BuildProblem(diagnostic: diagnostic))
            }
        }
    }

    static let writeSitePages = BuildStep(name: "Write index, 404 page and sitemap", stage: .write) { context in
        guard let templates = context.templates else { return }
        let environment = context.environment()
        let pages = SitePages(environment: environment, templates: templates)
        let site = context.siteFingerprint()
        // Each keyed by what it shows: the site (titles, paths, config, templates) and, for the index and
        // the sitemap, the front matter they list; not by the articles' bodies.
        var listed = Fingerprint(), dated = Fingerprint()
        for article in context.outline.articles {
            let matter = article.frontMatter
            for value in [matter.summary ?? "", matter.date ?? "", matter.tags.joined(separator: "\n")] { listed.add(value) }
            dated.add(matter.date ?? "")
        }
        try context.siteFiles.place("index.html", key: site + " " + listed.hex) { pages.index() }
        try context.siteFiles.place("404.html", key: site) { pages.notFound() }
        try context.siteFiles.place("sitemap.xml", key: site + " " + dated.hex) {
            Sitemap.xml(outline: context.outline, baseURL: context.config.baseURL)
        }
        context.report.pages = context.outline.articles.count + 2
    }

    /// Every article's body is read back from its written page (a reused page is not rendered again), at
    /// the byte range recorded with it.
    static let writePrintPage = BuildStep(name: "Write print page", stage: .write) { context in
        guard let templates = context.templates,
              context.environment().config.writesPrintPage(articleCount: context.outline.articles.count) else { return }
        var key = Fingerprint()
        key.add(context.siteFingerprint())
        for page in context.pages { key.add(page.key) }
        // A page rendered whole is never reused, so neither is a print page that holds one.
        let reusable = context.pages.allSatisfy { $0.inlineBody == nil }
        if reusable, context.siteFiles.reuse(PrintPage.path, key: key.hex) != nil { return }
        let environment = context.environment()
        let anchorList = PrintPage.articleAnchors(context.outline)
        let anchors = PrintPage.articleAnchorsByPath(context.outline, anchors: anchorList)
        let file = FilePath.join(context.staging.staging, PrintPage.path)
        guard let output = PrintPageFile(creating: file) else {
            context.problems.append(BuildProblem(diagnostic: Diagnostic(.error, "cannot write this page", path: file,
                                                                         line: 1, column: 1)))
            return
        }
        var unreadable: String?
        let printPage = PrintPage(environment: environment, templates: templates)
        let rest = printPage.assemble(anchors: anchorList) { index, buffer in
            guard index < context.pages.count else { return true }
            let article = context.outline.articles[index], result = context.pages[index]
            let printBody = PrintBody(page: article.outputPath, articleAnchors: anchors)
            if var inline = result.inlineBody {
                inline.withUTF8 { printBody.rewrite($0, into: &buffer) }
                return true
            }
            let page = context.builtFile(article.outputPath)
            guard let range = result.bodyRange, let body = PrintPageFile.body(range, of: page) else {
                unreadable = page
                return false
            }
            body.withUnsafeBufferPointer { printBody.rewrite($0, into: &buffer) }
            return true
        } flush: { output.write($0) }
        guard let rest else {
            output.discard()
            context.problems.append(BuildProblem(diagnostic: Diagnostic(
                .error, "cannot read this page back for the print page", path: unreadable ?? file, line: 1, column: 1)))
            return
        }
        output.write(rest)
        if !output.close() {
            context.problems.append(BuildProblem(diagnostic: Diagnostic(.error, "cannot write this page", path: file,
                                                                         line: 1, column: 1)))
        } else if reusable {
            context.siteFiles.written(PrintPage.path, path: PrintPage.path, key: key.hex)
        }
    }

    /// One part per run of articles (`SearchIndex.parts`); a part whose pages are all unchanged is linked
    /// from the previous output, so an edited article costs its part and the list of parts.
    static let writeSearchIndex = BuildStep(name: "Write search index", stage: .write) { context in
        try FileManager.default.createDirectory(atPath: FilePath.join(context.staging.staging, SearchIndex.chunkFolder),
                                                withIntermediateDirectories: true)
        var files: [String] = []
        for (number, range) in SearchIndex.parts(articleCount: context.pages.count).enumerated() {
            var key = Fingerprint()
            for page in context.pages[range] { key.add(page.key) }
            let id = "search part \(number)"
            if let path = context.siteFiles.reuse(id, key: key.hex) {
                files.append(String(path.split(separator: "/").last ?? ""))
                continue
            }
            let part = SearchIndex.part(searchEntries(range, in: context)[...])
            let path = FilePath.join(SearchIndex.chunkFolder, part.file)
            try write(part.script, to: path, in: context)
            context.siteFiles.written(id, path: path, key: key.hex)
            files.append(part.file)
        }
        try context.siteFiles.place(SearchIndex.path, key: files.joined(separator: " ")) { SearchIndex.entry(partFiles: files) }
        try context.siteFiles.place(TraceStylesheet.path, key: Fingerprint.tool) { TraceStylesheet.css }
    }

    /// The search entries of the pages in `range`: those of reused pages read from the cache. A page whose
    /// entry cannot be read (the cache was damaged or cleared since) is built again, in place of its link.
    private static func searchEntries(_ range: Range<Int>, in context: BuildContext) -> [SearchEntry] {
        let environment = context.environment()
        return range.map { index in
            let page = context.pages[index], article = context.outline.articles[index]
            guard page.reused else { return page.search }
            if let stored = environment.pages.storedSearch(article, key: page.key) { return stored }
            // Unlinked first: writing through the link would change the previous output's file too.
            unlink(FilePath.join(context.staging.staging, article.outputPath))
            context.plan.forget(article.outputPath)
            context.pages[index] = PageBuilder(environment: environment).build(index, reuse: false)
            return context.pages[index].search
        }
    }

    /// A file whose source has the status it had when it was last copied is kept (`SiteFileCache`); the
    /// status is trusted only when settled, as the content index trusts articles' (`FileStatus.isSettled`).
    static let copyAssets = BuildStep(name: "Copy assets", stage: .write) { context in
        let now = FileStatus.now()
        let assets = FilePath.join(context.options.templatesDirectory, "assets")
        for (source, files, target) in [(assets, AssetCopier.files(in: assets), "assets"),
                                        (context.options.contentDirectory, context.contentFiles, "")] {
            for file in files {
                let path = target.isEmpty ? file : target + "/" + file
                let status = FileStatus.of(ResolvedPath.of(FilePath.join(source, file)))
                let key = status.flatMap { $0.isSettled(before: now) ? "\($0.size) \($0.inode) \($0.modified) \($0.changed)" : nil }
                if let key, context.siteFiles.reuse("file " + path, key: key) != nil { continue }
                let destination = target.isEmpty ? context.staging.staging : FilePath.join(context.staging.staging, target)
                try AssetCopier.copy([file], from: source, to: destination)
                if let key { context.siteFiles.written("file " + path, path: path, key: key) }
            }
        }
    }

    /// Moves the staged files into the output (`OutputPlan`), then records the output's files for the next
    /// build when they changed. An update interrupted before the record is written leaves its journal, and
    /// a swap gives the output a new marker, so a stale record never passes for the output's.
    static let publish = BuildStep(name: "Publish", stage: .write) { context in
        context.siteFiles.save()
        context.manifests.save()
        let cache = context.mode == .build ? context.options.resolvedCacheDirectory : nil
        let record = { (files: Set<String>) in
            guard let cache else { return }
            guard let identity = OutputRecord.identity(of: context.staging.output) else {
                return OutputRecord.remove(cache: cache)
            }
            let record = OutputRecord(output: context.staging.output, identity: identity, files: files)
            guard record != context.previousOutput else { return }
            // Removed first: if the new record cannot be written, the next build replaces the output whole.
            OutputRecord.remove(cache: cache)
            record.write(cache: cache)
        }
        if context.plan.inPlace, let previous = context.previousOutput {
            try context.staging.update(previous: previous.files, kept: context.plan.kept, finish: record)
        } else {
            let files = Set(SourceTree.files(in: context.staging.staging))
            try context.staging.publish()
            record(files)
        }
        context.published = true
    }

    static let updateExpectations = BuildStep(name: "Update expectations", stage: .build) { context in
        for (article, page) in zip(context.outline.articles, context.pages) {
            guard let text = page.updatedSource else { continue }
            let path = FilePath.join(context.options.contentDirectory, article.sourcePath)
            try Data(text.utf8).write(to: URL(fileURLWithPath: path), options: .atomic)
            context.report.updatedFiles.append(article.displayPath)
        }
    }

    private static func write(_ text: String, to path: String, in context: BuildContext) throws {
        try LocalFile.write(text, to: FilePath.join(context.staging.staging, path))
    }
}

extension BuildContext {
    /// Everything outside an article that its page shows or depends on (see `PageCache`).
    func siteFingerprint() -> String {
        if let cachedSiteFingerprint { return cachedSiteFingerprint }
        let computed = computeSiteFingerprint()
        // Only once the inputs it covers are loaded (the build and check stages).
        if !outline.articles.isEmpty || templates != nil { cachedSiteFingerprint = computed }
        return computed
    }

    private func computeSiteFingerprint() -> String {
        var fingerprint = Fingerprint()
        fingerprint.add(Fingerprint.tool)
        fingerprint.add(Scenario.behaviourVersion)
        // Diagnostics kept with reused pages name their files by the content folder's path.
        fingerprint.add(options.contentDirectory)
        fingerprint.add(templates?.fingerprint ?? "")
        for value in [config.title, config.description, config.language, config.baseURL ?? "",
                      String(options.iOSVersion ?? config.iOSVersion ?? newestIOSVersion), config.editURL ?? "",
                      config.printPage.map { String($0) } ?? "automatic"] {
            fingerprint.add(value)
        }
        for article in outline.articles {
            fingerprint.add(article.sourcePath)
            fingerprint.add(article.title)
        }
        for file in contentFiles { fingerprint.add(file) }
        return fingerprint.hex
    }

    func environment() -> SiteEnvironment {
        // Made once the content is loaded: the steps after it all ask for the environment.
        let links = cachedLinks ?? LinkResolver(
            articles: Dictionary(uniqueKeysWithValues: outline.articles.map { ($0.sourcePath, $0.outputPath) }),
            files: Set(contentFiles))
        if !outline.articles.isEmpty { cachedLinks = links }
        return SiteEnvironment(
            mode: mode, config: config, outline: outline, templates: templates,
            links: links,
            runner: options.runner, cache: ScenarioCache(directory: options.resolvedCacheDirectory),
            pages: PageCache(directory: mode == .build ? options.resolvedCacheDirectory : nil,
                             previousOutput: staging.output, siteFingerprint: siteFingerprint(), manifests: manifests, plan: plan),
            defaultIOS: options.iOSVersion ?? config.iOSVersion ?? newestIOSVersion,
            outputDirectory: staging.staging,
            sidebars: SidebarCache(stored: mode == .build ? options.resolvedCacheDirectory.map {
                StoredSidebars(directory: $0, siteFingerprint: siteFingerprint())
            } : nil))
    }
}
