import Foundation
import Testing
@testable import SiteBuilder

/// `expect recorded=URL`: a device recording the engine is measured against, shown beside the trace.
@Suite struct RecordedExpectationTests {
    static func page(expected: [String], options: String = "recorded=https://example.org/log") -> String {
        """
        # Evidence

        ```swift scenario show=overrides
        class A: UIViewController {
            override func viewDidLoad() { super.viewDidLoad() }
            override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
        }
        let a = A()
        window.rootViewController = a
        ```

        ```expect \(options)
        \(expected.joined(separator: "\n"))
        ```

        """
    }

    func site(_ text: String) throws -> (FixtureSite, BuildOptions) {
        let site = try FixtureSite("atomic")
        var options = site.options()
        options.runner = ScenarioRunner.language
        try site.write(text, to: "content/page.md")
        return (site, options)
    }

    @Test func aMatchingRecordingIsShownAsEvidence() throws {
        let (site, options) = try site(Self.page(expected: ["a.viewDidLoad()", "a.viewWillAppear(false)"]))
        let report = SiteBuilder.build(options)
        #expect(report.problems.isEmpty, "\(site.text(of: report.problems))")
        let html = try site.read("public/page.html")
        #expect(html.contains("Matches a device recording: the engine's trace equals the 2 events of <a href=\"https://example.org/log\">the published recording</a>."))
        #expect(html.contains("<tr><td><code>a.viewDidLoad()</code></td><td><code>a.viewDidLoad()</code></td></tr>"))
    }

    @Test func aDifferingRecordingIsAWarningWithBothOrdersInThePageAndIsNeverRewritten() throws {
        let text = Self.page(expected: ["a.viewWillAppear(false)", "a.viewDidLoad()"])
        let (site, options) = try site(text)
        let report = SiteBuilder.build(options)
        #expect(report.exitStatus == 0)
        #expect(site.text(of: report.problems).hasPrefix(
            "<site>/content/page.md:12:1: warning: the engine's trace differs from the device recording"))
        let html = try site.read("public/page.html")
        #expect(html.contains("Differs from a device recording: 2 of 3 rows differ"))
        #expect(html.contains("<tr class=\"cs-only-recorded\"><td><code>a.viewWillAppear(false)</code></td>"))
        #expect(html.contains("<details class=\"cs-recording\" open>"))
        let update = SiteBuilder.check(options, update: true)
        #expect(update.updatedFiles.isEmpty)
        #expect(try site.read("content/page.md") == text)
    }

    @Test func recordedTakesAWebAddress() throws {
        let (site, options) = try site(Self.page(expected: ["a.viewDidLoad()"], options: "recorded=notes.txt"))
        let report = SiteBuilder.build(options)
        #expect(report.exitStatus == 2)
        #expect(site.text(of: report.problems)
            == "<site>/content/page.md:12:1: error: `recorded=` takes the web address where the recording was published")
    }

    @Test func afterAMarkerAndPrefixMatching() throws {
        let text = """
            # Part

            ```swift scenario show=overrides
            class A: UIViewController {
                override func viewDidLoad() { super.viewDidLoad() }
                override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
                override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
            }
            let a = A()
            window.rootViewController = a
            DispatchQueue.main.async {
                print("now")
                a.present(A(), animated: false)
            }
            ```

            ```expect after="now" match=prefix recorded=https://example.org/log
            A#2.viewDidLoad()
            ```

            """
        let (site, options) = try site(text)
        let report = SiteBuilder.build(options)
        #expect(report.problems.isEmpty, "\(site.text(of: report.problems))")
        #expect(try site.read("public/page.html").contains("equals the 1 event of"))
        try site.write(text.replacingOccurrences(of: "match=prefix", with: "match=all"), to: "content/page.md")
        #expect(site.text(of: SiteBuilder.build(options).problems)
            == "<site>/content/page.md:17:1: error: `match=` takes `prefix` (the trace may go on after the expected lines)")
    }
}
