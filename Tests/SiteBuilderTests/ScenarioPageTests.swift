import Foundation
import Testing
@testable import SiteBuilder

/// Scenario blocks become figures; the pages are compared with goldens in `Fixtures/scenarios/expected`.
/// The goldens hold the table and diagram renderers' output, so they are re-recorded when those change.
@Suite struct ScenarioPageTests {
    @Test func scenarioBlocksBecomeFigures() throws {
        let site = try FixtureSite("scenarios")
        let report = SiteBuilder.build(site.options())
        #expect(report.problems.isEmpty, "\(site.text(of: report.problems))")
        #expect(report.scenarios == 2)
        #expect(report.verified == 1)
        #expect(report.unchecked == 1)
        try Golden.check(try site.read("public/loading.html"), against: "scenarios/expected/loading.html")
    }

    @Test func theExpectationIsNotListedTwice() throws {
        let site = try FixtureSite("scenarios")
        _ = SiteBuilder.build(site.options())
        let page = try site.read("public/loading.html")
        #expect(page.contains("Verified"))
        #expect(!page.contains("# what the page states"))
        #expect(!page.contains("language-expect"))
    }

    @Test func scenarioDiagnosticsPointIntoTheMarkdownFile() throws {
        let site = try FixtureSite("scenarios")
        try site.write("---\ntitle: Broken\n---\n\n- item\n\n  ```swift scenario\n  root.viewDidLoad()\n  error: `UIView.transform` is not supported\n  ```\n",
                       to: "content/loading.md")
        let report = SiteBuilder.build(site.options())
        #expect(report.exitStatus == 2)
        #expect(site.text(of: report.problems) == "<site>/content/loading.md:9:3: error: `UIView.transform` is not supported")
        #expect(!FileManager.default.fileExists(atPath: site.output))
    }

    @Test func badBlockOptionsAreLocated() throws {
        let site = try FixtureSite("scenarios")
        try site.write("# T\n\n```swift scenario ios=99 shw=all\nroot.viewDidLoad()\n```\n", to: "content/loading.md")
        let report = SiteBuilder.build(site.options())
        #expect(report.exitStatus == 2)
        let first = try #require(report.problems.first?.diagnostic)
        #expect((first.line, first.column) == (3, 19))
        #expect(first.message.contains("`ios`"))
    }

    @Test func anExpectationMustFollowAScenario() throws {
        let site = try FixtureSite("scenarios")
        try site.write("Text.\n\n```expect\nroot.viewDidLoad()\n```\n", to: "content/loading.md")
        let report = SiteBuilder.build(site.options())
        #expect(site.text(of: report.problems)
            == "<site>/content/loading.md:3:1: error: an `expect` block must directly follow a `swift scenario` block")
    }

    @Test func cachedResultsAreReusedAndKeyedOnTheCode() throws {
        let site = try FixtureSite("scenarios")
        let counter = RunCounter()
        var options = site.options()
        options.runner = ScenarioRunner { source, settings in
            counter.increment()
            return FakeScenarioRunner.run(source, options: settings)
        }
        _ = SiteBuilder.build(options)
        #expect(counter.value == 2)
        let first = try site.read("public/loading.html")
        _ = SiteBuilder.build(options)
        #expect(counter.value == 2, "a rebuild with unchanged scenarios runs none")
        #expect(try site.read("public/loading.html") == first)
        let text = try site.read("content/loading.md").replacingOccurrences(of: "root.viewWillAppear(false)",
                                                                            with: "root.viewWillAppear(true)")
        try site.write(text, to: "content/loading.md")
        _ = SiteBuilder.build(options)
        #expect(counter.value == 3, "only the changed scenario runs again")
    }
}

final class RunCounter: @unchecked Sendable {
    private let lock = NSLock()
    private var count = 0
    var value: Int { lock.withLock { count } }
    func increment() { lock.withLock { count += 1 } }
}

@Suite struct PipelineTests {
    @Test func progressNamesEveryStepInOrder() throws {
        let site = try FixtureSite("atomic")
        let lines = LineCollector()
        _ = SiteBuilder.build(site.options()) { lines.append($0) }
        let names = BuildStep.build().map(\.name)
        #expect(lines.value == names.enumerated().map { "[\($0.offset + 1)/\(names.count)] \($0.element)" })
    }

    @Test func loadingErrorsAreAllReportedAndStopBeforePagesAreBuilt() throws {
        let site = try FixtureSite("missing-partial")
        try site.write("title: [\n", to: "content/callsheet.yml")
        let lines = LineCollector()
        let report = SiteBuilder.build(site.options()) { lines.append($0) }
        #expect(report.exitStatus == 2)
        #expect(lines.value.last == "[4/\(BuildStep.build().count)] Load content")
        #expect(report.problems.map { URL(fileURLWithPath: $0.diagnostic.path).lastPathComponent }
            == ["callsheet.yml", "layout.mustache"])
    }
}

final class LineCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [String] = []
    var value: [String] { lock.withLock { lines } }
    func append(_ line: String) { lock.withLock { lines.append(line) } }
}
