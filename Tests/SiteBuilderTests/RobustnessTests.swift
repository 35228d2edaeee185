import Foundation
import Testing
@testable import SiteBuilder

/// Awkward input must give diagnostics or a page, never a crash, and `check --update` must settle.
@Suite struct RobustnessTests {
    static let inputs: [String] = [
        "",
        "\u{FEFF}---\ntitle: BOM\n---\nText",
        "---\n---\n",
        "---\ntitle: [a, b]\n---\n",
        "```swift scenario\nroot.viewDidLoad()",
        "```swift scenario\n```\n```expect\n",
        "> ```swift scenario\n> root.viewDidLoad()\n\nlazy line",
        "- ```swift scenario title=\"unterminated\n  root.viewDidLoad()\n  ```",
        "```swift scenario\nroot.viewDidLoad()\n```\n```expect show=bogus\n```",
        "```swift scenario\nroot.viewDidLoad()\n```\n~~~~expect\nroot.loadView()\n~~~~\n",
        "    ```swift scenario\n    indented code, not a fence\n",
        "[a](<>) [b](#) [c](.md) [d](../../x.md) ![e](nope.png) [f](a.md#)",
        "# \u{0}\u{1} control\r\n\r\n```swift scenario\r\nprint(\"\u{7}\")\r\n```\r\n",
        "# 标题\n\n## 标题\n\n## 标题\n\n[x](#标题-2)",
        String(repeating: "> ", count: 40) + "```swift scenario\nroot.viewDidLoad()\n```",
        "```swift scenario\n" + String(repeating: "print(\"```\")\n", count: 3) + "```\n",
    ]

    @Test(arguments: inputs.indices)
    func awkwardInput(_ index: Int) throws {
        let site = try FixtureSite("atomic")
        try site.write(Self.inputs[index], to: "content/page.md")
        let build = SiteBuilder.build(site.options())
        #expect(build.exitStatus == 0 || !build.problems.isEmpty)
        let update = SiteBuilder.check(site.options(), update: true)
        if update.exitStatus == 0 {
            let settled = SiteBuilder.check(site.options(), update: true)
            let text = try site.read("content/page.md")
            #expect(settled.updatedFiles.isEmpty, "a second update changes nothing: \(text)")
            #expect(SiteBuilder.check(site.options()).exitStatus == 0)
        }
    }

    @Test func invalidUTF8IsRead() throws {
        let site = try FixtureSite("atomic")
        try Data([0x23, 0x20, 0xFF, 0xFE, 0x0A]).write(to: site.root.appendingPathComponent("content/page.md"))
        #expect(SiteBuilder.build(site.options()).exitStatus == 0)
    }
}

/// A scenario stopped where an app would hang is shown, not rejected: the build succeeds with a located
/// warning until an expectation records the stop, after which the warning is not repeated.
@Test func stoppedScenarioWarnsUntilItsExpectationRecordsIt() throws {
    let site = try FixtureSite("atomic")
    var options = site.options()
    options.runner = ScenarioRunner.language
    try site.write("""
        # Loop

        ```swift scenario show=overrides
        class Restless: UIView {
            override func layoutSubviews() { super.layoutSubviews(); setNeedsLayout() }
        }
        window.addSubview(Restless(frame: CGRect(x: 0, y: 100, width: 10, height: 10)))
        ```
        """, to: "content/page.md")
    let first = SiteBuilder.build(options)
    #expect(first.exitStatus == 0)
    #expect(first.problems.map(\.diagnostic.severity) == [.warning])
    #expect(first.problems.first?.diagnostic.message.hasPrefix("layout loop") == true)
    #expect(SiteBuilder.check(options, update: true).exitStatus == 0)
    let second = SiteBuilder.build(options)
    #expect(second.exitStatus == 0)
    #expect(second.problems.isEmpty)
}

/// A timer that repeats forever: with `until=` the page shows the trace up to then and says where and why it
/// ends; the option is part of the cached result's key, so changing it runs the scenario again.
@Test func aScenarioWithUntilEndsThereAndSaysSo() throws {
    let site = try FixtureSite("atomic")
    var options = site.options()
    options.runner = ScenarioRunner.language
    func page(until: String) throws -> String {
        try site.write("""
            # Clock

            ```swift scenario \(until)
            Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { _ in print("tick") }
            ```
            """, to: "content/page.md")
        #expect(SiteBuilder.build(options).exitStatus == 0)
        return try site.read("public/page.html")
    }
    let two = try page(until: "until=2")
    #expect(two.contains("<p class=\"cs-run-end\" role=\"note\">The run ended at 2 s of simulated time (until=2), "
                         + "with 1 timer firing or delayed block still scheduled.</p>"))
    let three = try page(until: "until=3")
    #expect(three.contains("The run ended at 3 s"))
    try site.write("```swift scenario until=0\nlet x = 1\n```\n", to: "content/page.md")
    let rejected = SiteBuilder.build(options)
    #expect(rejected.exitStatus != 0)
    #expect(rejected.problems.contains { $0.diagnostic.message.contains("`until` must be a number of seconds") })
}
