import Foundation
import LifecycleEngine
import Testing
@testable import SiteBuilder

/// `check`, `check --update` and `build` against expectation blocks (`Fixtures/expectations`).
@Suite struct ExpectationTests {
    @Test func checkReportsAMismatchWithAUnifiedDiff() throws {
        let site = try FixtureSite("expectations")
        let before = try site.read("content/checks.md")
        let report = SiteBuilder.check(site.options())
        #expect(report.exitStatus == 1)
        #expect((report.scenarios, report.verified, report.unchecked) == (3, 1, 1))
        try Golden.check(site.text(of: report.problems) + "\n", against: "expectations/expected/check.txt")
        #expect(try site.read("content/checks.md") == before, "check writes nothing")
        #expect(!FileManager.default.fileExists(atPath: site.output))
    }

    @Test func updateRewritesOnlyTheExpectationBlocks() throws {
        let site = try FixtureSite("expectations")
        let report = SiteBuilder.check(site.options(), update: true)
        #expect(report.exitStatus == 0, "\(site.text(of: report.problems))")
        #expect(report.updatedFiles.count == 1)
        // Each rewritten block is reported at its place with the diff of what changed.
        let notes = report.problems.filter { $0.diagnostic.severity == .note }
        #expect(!notes.isEmpty)
        #expect(notes.allSatisfy { $0.diagnostic.message == "expectation rewritten from the engine's trace"
            && $0.detail?.contains("+++ actual trace") == true })
        let updated = try site.read("content/checks.md")
        try Golden.check(updated, against: "expectations/expected/checks.md")
        let again = SiteBuilder.check(site.options())
        #expect(again.exitStatus == 0)
        #expect(again.verified == 3)
        #expect(SiteBuilder.check(site.options(), update: true).updatedFiles.isEmpty, "a second update changes nothing")
    }

    /// A build keeps no plain lines for a scenario without an expectation; `check --update` after it, on the
    /// same cache, still writes that scenario's expectation from its trace.
    @Test func updateAfterABuildWritesTheLinesTheBuildLeftOut() throws {
        let site = try FixtureSite("expectations")
        _ = SiteBuilder.build(site.options())
        let report = SiteBuilder.check(site.options(), update: true)
        #expect(report.exitStatus == 0, "\(site.text(of: report.problems))")
        try Golden.check(try site.read("content/checks.md"), against: "expectations/expected/checks.md")
    }

    @Test func updateKeepsEveryOtherByte() throws {
        let site = try FixtureSite("expectations")
        let before = try site.read("content/checks.md")
        _ = SiteBuilder.check(site.options(), update: true)
        let after = try site.read("content/checks.md")
        var expected = before.replacingOccurrences(
            of: "> root.viewDidAppear(false)\n> root.viewWillAppear(false)\n> ```\n\nMissing",
            with: "> root.viewWillAppear(false)\n> root.viewDidAppear(false)\n> ```\n\nMissing")
        expected = expected.replacingOccurrences(
            of: "root.deinit\n```\n", with: "root.deinit\n```\n\n```expect\nroot.deinit\n```\n")
        #expect(expected != before)
        #expect(after == expected)
    }

    @Test func updateInsideListItemsAndQuotes() throws {
        let site = try FixtureSite("expectations")
        try site.write("- ```swift scenario\n  root.viewDidLoad()\n  ```\n- next\n\n> 1. ```swift scenario\n>    root.loadView()\n>    ```\n",
                       to: "content/checks.md")
        _ = SiteBuilder.check(site.options(), update: true)
        #expect(try site.read("content/checks.md") == """
            - ```swift scenario
              root.viewDidLoad()
              ```

              ```expect
              root.viewDidLoad()
              ```
            - next

            > 1. ```swift scenario
            >    root.loadView()
            >    ```
            >
            >    ```expect
            >    root.loadView()
            >    ```

            """)
        #expect(SiteBuilder.check(site.options()).verified == 2)
    }

    @Test func updateKeepsCRLFLineBreaks() throws {
        let site = try FixtureSite("expectations")
        try site.write("# T\r\n\r\n```swift scenario\r\nroot.viewDidLoad()\r\n```\r\n\r\n```expect\r\nroot.loadView()\r\n```\r\nEnd\r\n",
                       to: "content/checks.md")
        _ = SiteBuilder.check(site.options(), update: true)
        #expect(try site.read("content/checks.md")
            == "# T\r\n\r\n```swift scenario\r\nroot.viewDidLoad()\r\n```\r\n\r\n```expect\r\nroot.viewDidLoad()\r\n```\r\nEnd\r\n")
    }

    @Test func updateClosesAnExpectationLeftOpenAtTheEndOfTheFile() throws {
        let site = try FixtureSite("expectations")
        try site.write("```swift scenario\nroot.viewDidLoad()\n```\n```expect\nroot.loadView()", to: "content/checks.md")
        _ = SiteBuilder.check(site.options(), update: true)
        #expect(try site.read("content/checks.md") == "```swift scenario\nroot.viewDidLoad()\n```\n```expect\nroot.viewDidLoad()\n```\n")
    }

    @Test func buildFailsOnAMismatchAndKeepsThePreviousSite() throws {
        let site = try FixtureSite("expectations")
        _ = SiteBuilder.check(site.options(), update: true)
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
        let published = FixtureSite.tree(site.output)
        try site.write(try site.read("content/checks.md").replacingOccurrences(of: "print: ok", with: "print: ko"),
                       to: "content/checks.md")
        let report = SiteBuilder.build(site.options())
        #expect(report.exitStatus == 1)
        #expect(report.problems.first?.diagnostic.message == "trace differs from expectation")
        #expect(FixtureSite.tree(site.output) == published)
    }

    @Test func expectationOptionsChooseTheEventsCompared() throws {
        let site = try FixtureSite("expectations")
        try site.write("```swift scenario\nroot.viewDidLoad()\nother.viewDidLoad()\n```\n\n```expect objects=other\nother.viewDidLoad()\n```\n",
                       to: "content/checks.md")
        #expect(SiteBuilder.check(site.options()).verified == 1)
    }

    /// Trailing spaces, tabs and carriage returns are not part of an expected line; a line ending in anything
    /// else, a combining mark on a space included, is kept whole.
    @Test func expectedLinesLoseOnlyTrailingBlanks() {
        let texts = ["done", "two  \t", "cr\r", " \u{301}", "中文 ", ""]
        let events = texts.enumerated().map { index, text in
            TraceEvent(seq: index, kind: .print, receiver: nil, receiverClass: nil, method: nil, arguments: [],
                       text: text, turn: 0, phase: .event, time: 0, depth: 0, stack: [], inferred: false,
                       category: nil, overridden: false)
        }
        #expect(ExpectationBlock.lines(forFiltered: events)
            == ["print: done", "print: two", "print: cr", "print:  \u{301}", "print: 中文", "print:"])
    }
}
