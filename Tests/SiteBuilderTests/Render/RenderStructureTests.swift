import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
@testable import SiteBuilder

/// Properties every rendering must have, whatever the goldens say.
@Suite struct RenderStructureTests {
    @Test(arguments: RenderSamples.all.map(\.name))
    func everyRowTheDiagramLinksToExistsInTheTable(_ name: String) throws {
        let input = try #require(RenderSamples.all.first { $0.name == name }).input
        let svg = SequenceDiagram.svg(input), table = CallbackTable.html(input)
        let links = Self.captures(of: "href=\"#([^\"]+)\"", in: svg)
            + Self.eventRows(in: svg).map { "\(input.rowPrefix)\($0)" }
        let ids = Set(Self.captures(of: " id=\"([^\"]+)\"", in: table))
        #expect(svg.contains(" id=\"\(input.id)-diagram\" data-rows=\"\(input.rowPrefix)\""), "the diagram names its rows' prefix")
        #expect(links.contains("\(input.id)-table"))
        #expect(ids.contains("\(input.id)-table"))
        for link in links { #expect(ids.contains(link), "\(link) is linked from the diagram but not in the table") }
        #expect(links.count > 1)
        // The "called from" column's references to the rows of calling frames.
        for link in Self.captures(of: "<a href=\"#([^\"]+)\"", in: table) {
            #expect(ids.contains(link), "\(link) is linked from the table but not in it")
        }
    }

    /// Arrowheads are the arrow groups' markers: each group names one the diagram defines, and no arrow
    /// draws its own.
    @Test(arguments: RenderSamples.all.map(\.name))
    func everyArrowGroupEndsInAMarkerOfTheDiagram(_ name: String) throws {
        let input = try #require(RenderSamples.all.first { $0.name == name }).input
        let svg = SequenceDiagram.svg(input)
        let markers = Set(Self.captures(of: "<marker id=\"([^\"]+)\"", in: svg))
        let used = Self.captures(of: "<g class=\"cs-arrows[^\"]*\" data-e=\"[^\"]*\" marker-end=\"url\\(#([^)]+)\\)\"", in: svg)
        #expect(Self.count("<g class=\"cs-arrows", in: svg) == used.count)
        #expect(!used.isEmpty)
        #expect(Set(used) == markers)
        #expect(!svg.contains("l-8-4v8z") && !svg.contains("l8-4v8z"))
    }

    @Test(arguments: RenderSamples.all.map(\.name))
    func renderingIsByteIdenticalWhenRepeated(_ name: String) throws {
        let input = try #require(RenderSamples.all.first { $0.name == name }).input
        #expect(SequenceDiagram.svg(input) == SequenceDiagram.svg(input))
        #expect(CallbackTable.html(input) == CallbackTable.html(input))
    }

    @Test(arguments: RenderSamples.all.map(\.name))
    func diagramIsWellFormedXML(_ name: String) throws {
        let input = try #require(RenderSamples.all.first { $0.name == name }).input
        let parser = XMLParser(data: Data(SequenceDiagram.svg(input).utf8))
        #expect(parser.parse(), "\(String(describing: parser.parserError))")
    }

    @Test func oneLifelinePerParticipantInOrderOfFirstAppearance() {
        let svg = SequenceDiagram.svg(RenderSamples.push)
        #expect(Self.headerNames(in: svg)
                == ["scenario", "UIKit", "nav", "b", "b.view", "a"])
        // One path, one subpath per lifeline.
        let lifelines = Self.captures(of: "class=\"cs-lifeline\" d=\"([^\"]*)\"", in: svg)
        #expect(lifelines.count == 1)
        #expect(lifelines.first.map { Self.count("M", in: $0) } == 6)
    }

    @Test func scenarioAndUIKitLifelinesAppearOnlyWhenUsed() {
        var sketch = TraceSketch()
        sketch.send("root", "RootViewController", "viewDidLoad()")
        let svg = SequenceDiagram.svg(TraceRenderInput(events: sketch.events, id: "s", title: "t"))
        #expect(Self.headerNames(in: svg)
                == ["UIKit", "root"])
    }

    @Test func everyTableRowHasItsIdAndItsReceiverInTheThirdCell() {
        let input = RenderSamples.push
        let table = CallbackTable.html(input)
        #expect(Self.count("<tr id=", in: table) == input.events.count)
        // The receiver filter reads the third cell's code: rows carry no copy of it.
        #expect(!table.contains("data-receiver"))
        #expect(Self.captures(of: "<tr id=[^>]*><td>[0-9]+<td>[^<]*<td><code>([^<]*)</code>", in: table)
                == input.events.compactMap(\.receiver))
        #expect(table.contains("<tr id=\"s1_1\"><td>1<td>"))
        #expect(Self.count("<th scope=\"col\">", in: table) == CallbackTable.columns.count)
    }

    @Test func scenarioTextIsEscapedEverywhere() {
        let input = RenderSamples.escaping
        for output in [SequenceDiagram.svg(input), CallbackTable.html(input)] {
            #expect(!output.lowercased().contains("<script"))
            #expect(!output.contains("<b>"))
            #expect(!output.contains("a<b"))
            #expect(!output.contains("\u{1}"))
            #expect(output.contains("&lt;script&gt;alert(&#39;pwned&#39;)&lt;/script&gt;"))
            #expect(output.contains("a&lt;b&gt;"))
            #expect(output.contains("Evil&quot;Class&#39;"))
        }
    }

    @Test func longTracesAreFoldedInTheDiagramButNotInTheTable() {
        let input = RenderSamples.long
        #expect(input.events.count == 1_000)
        let svg = SequenceDiagram.svg(input)
        #expect(svg.contains("… 600 more events, see the table"))
        #expect(Self.eventRows(in: svg) == Array(1...400))
        #expect(svg.contains("1000 events between"))
        #expect(Self.count("<tr id=", in: CallbackTable.html(input)) == 1_000)
    }

    @Test func anEmptyTraceStillRendersBothParts() {
        let input = TraceRenderInput(events: [], id: "scenario-9", title: "Nothing happens")
        let svg = SequenceDiagram.svg(input)
        #expect(XMLParser(data: Data(svg.utf8)).parse())
        #expect(svg.contains("0 events; see the table below."))
        #expect(svg.contains("width=\"146\""))
        #expect(CallbackTable.html(input).contains("<td colspan=\"6\">No events.</td>"))
    }

    @Test func shortTracesAreNotFolded() {
        #expect(!SequenceDiagram.svg(RenderSamples.push).contains("more events"))
    }

    @Test func diagramIsAccessible() {
        let svg = SequenceDiagram.svg(RenderSamples.push)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\""))
        #expect(svg.contains("role=\"img\""))
        #expect(svg.contains("aria-labelledby=\"scenario-1-diagram-title scenario-1-diagram-desc\""))
        #expect(svg.contains("<title id=\"scenario-1-diagram-title\">Push a detail screen</title>"))
        #expect(svg.contains("<desc id=\"scenario-1-diagram-desc\">14 events between scenario, UIKit, nav, b, b.view, a; see the table below.</desc>"))
        #expect(!svg.contains("xlink"))
    }

    @Test func coloursComeOnlyFromCustomPropertiesWithFallbacks() {
        var standalone = RenderSamples.printHeavy
        standalone.embedsStyle = true
        let svg = SequenceDiagram.svg(standalone)
        #expect(!SequenceDiagram.svg(RenderSamples.printHeavy).contains("<style>"), "pages link trace.css instead")
        let colours = Self.captures(of: "(#[0-9a-fA-F]{3,6})\\b", in: svg)
        let fallbacks = Self.captures(of: "var\\(--cs-[a-z]+,(#[0-9a-fA-F]{6})\\)", in: svg)
        #expect(!colours.isEmpty)
        #expect(colours.count == fallbacks.count, "every colour is the fallback of a --cs-* variable")
        #expect(!svg.contains("fill=\"#") && !svg.contains("stroke=\"#"))
    }

    @Test func tableMarksInferredStepsTurnsNestingAndCallers() {
        let table = CallbackTable.html(RenderSamples.push)
        #expect(Self.count("<abbr title=\"position inferred, not recorded\">*</abbr>", in: table) == 1)
        #expect(table.contains("<tr id=\"s1_14\"><td>14<td>"))
        #expect(table.contains("<code>didMove(toParent: nav)</code> <abbr title=\"position inferred, not recorded\">*</abbr><td>"))
        #expect(Self.count("cs-turn-start", in: table) == 1)
        #expect(table.contains("<tr id=\"s1_12\" class=\"cs-turn-start cs-overridden\">"))
        #expect(table.contains("<td class=\"d3\"><code>layoutSubviews()</code><td>"))
        // `…` stands for the frames left out: a link to the row of the call they begin with, plus the
        // frames after that call; or, with no such row, the frames themselves.
        #expect(table.contains("<td><a href=\"#s1_1\" title=\"#1\">… › navigation transition › b.viewDidLoad()</a><td>"))
        #expect(table.contains("<td><a href=\"#s1_1\" title=\"#1 › navigation transition\">… › b.viewDidLoad() › b.view.layoutIfNeeded()</a><td>"))
        #expect(table.contains("<td><span title=\"launch\">… › nav.pushViewController(_:animated:) › navigation transition</span><td>"))
        #expect(table.contains("<td>layout pass<td>"))
    }

    /// A reader who follows the `…` links from row to row, adding each row's call and the frames the link's
    /// tooltip names, reads every row's whole stack.
    @Test(arguments: RenderSamples.all.map(\.name))
    func followingCallerLinksGivesTheWholeStack(_ name: String) throws {
        let input = try #require(RenderSamples.all.first { $0.name == name }).input
        let table = CallbackTable.html(input)
        let events = Dictionary(input.events.map { ($0.seq, $0) }, uniquingKeysWith: { first, _ in first })
        // A row is one line; escaped text holds no `<`, so `<td` starts each cell.
        let rows = table.split(separator: "\n").filter { $0.hasPrefix("<tr id=") }.map { line in
            let parts = line.components(separatedBy: "<td")
            let seq = Self.captures(of: "_([0-9]+)\"", in: parts[0]).first!
            let calledFrom = parts[5].drop { $0 != ">" }.dropFirst()
            return [seq, String(calledFrom)]
        }
        #expect(rows.count == input.events.count)
        func unescape(_ text: String) -> String {
            text.replacingOccurrences(of: "&lt;", with: "<").replacingOccurrences(of: "&gt;", with: ">")
                .replacingOccurrences(of: "&quot;", with: "\"").replacingOccurrences(of: "&#39;", with: "'")
                .replacingOccurrences(of: "&amp;", with: "&")
        }
        func frames(_ text: String) -> [String] {
            text.isEmpty ? [] : unescape(text).components(separatedBy: " › ")
        }
        var cells: [Int: String] = [:]
        for row in rows { cells[Int(row[0])!] = row[1] }
        func stack(_ seq: Int) -> [String] {
            let cell = cells[seq]!
            if let link = Self.captures(of: "^<a href=\"#[^\"]*_([0-9]+)\" title=\"#[0-9]+((?: › [^\"]*)?)\">… › (.*)</a>$",
                                        in: cell, groups: 3).first {
                let caller = Int(link[0])!
                return stack(caller) + [TraceNesting.frameLabel(events[caller]!)]
                    + frames(String(link[1].dropFirst(3))) + frames(link[2])
            }
            if let plain = Self.captures(of: "^<span title=\"([^\"]*)\">… › (.*)</span>$", in: cell, groups: 2).first {
                return frames(plain[0]) + frames(plain[1])
            }
            return frames(cell)
        }
        for event in input.events { #expect(stack(event.seq) == event.stack, "row \(event.seq)") }
    }

    @Test func multiLinePrintsKeepTheirLinesWithoutBlankLinesInTheMarkup() {
        var sketch = TraceSketch()
        sketch.print("first\n\nthird")
        let input = TraceRenderInput(events: sketch.events, id: "s", title: "t")
        let table = CallbackTable.html(input), svg = SequenceDiagram.svg(input)
        #expect(table.contains("<samp>first<br><br>third</samp>"))
        #expect(svg.contains(">first  third</text>"))
        for output in [table, svg] { #expect(!output.contains("\n\n")) }
    }

    @Test func warningsAndExceptionsAreHighlighted() {
        let input = RenderSamples.printHeavy
        let svg = SequenceDiagram.svg(input), table = CallbackTable.html(input)
        #expect(Self.count("<g class=\"w\">", in: svg) == 1)
        #expect(Self.count("<g class=\"x\">", in: svg) == 1)
        #expect(table.contains("class=\"cs-warning\"><td>"))
        #expect(table.contains("class=\"cs-error\"><td>"))
    }
}

extension RenderStructureTests {
    /// The rows the diagram's event shapes stand for, in drawing order: each group of shapes lists them
    /// (`data-e`), one per child `<g>`.
    /// The lifelines' names, from the headers' group, in order.
    static func headerNames(in svg: String) -> [String] {
        let group = captures(of: "<g class=\"cs-heads\">\n([\\s\\S]*?\n)</g>\n", in: svg).first ?? ""
        return captures(of: "(?m)^<g>(?:<title>[^<]*</title>)?<rect[^>]*/><text[^>]*>([^<]*)</text>", in: group)
    }

    static func eventRows(in svg: String) -> [Int] {
        var rows: [Int] = []
        for group in captures(of: "(<g class=\"cs-[a-z]+(?: c)?\" data-e=\"[^\"]*\"[^>]*>\n(?:<(?:g|path)[ >][^\n]*\n)*)", in: svg) {
            let listed = captures(of: "data-e=\"([^\"]*)\"", in: group)[0].split(separator: " ").map { Int($0)! }
            // One line per listed row: a <g>, or an arrow's shaft and label.
            #expect(group.split(separator: "\n").count - 1 == listed.count)
            rows += listed
        }
        return rows.sorted()
    }

    /// The first `groups` capture groups of every match.
    static func captures(of pattern: String, in text: String, groups: Int) -> [[String]] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).map { match in
            (1...groups).map { Range(match.range(at: $0), in: text).map { String(text[$0]) } ?? "" }
        }
    }

    static func captures(of pattern: String, in text: String) -> [String] {
        guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    static func count(_ needle: String, in text: String) -> Int {
        text.components(separatedBy: needle).count - 1
    }
}
