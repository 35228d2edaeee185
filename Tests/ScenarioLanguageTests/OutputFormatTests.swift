import Foundation
import Testing
@testable import ScenarioLanguage

/// Each trace format rendered from one small scenario, compared with its golden text.
@Suite struct OutputFormatTests {
    static let code = #"""
        class Child: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                print("loaded; #1 <ok> \"q\"")
            }
        }
        let root = UIViewController()
        window.rootViewController = root
        let child = Child()
        root.addChild(child)
        root.view.addSubview(child.view)
        """#

    func events() -> [TraceEvent] {
        let run = Scenario.run(ScenarioSource(code: Self.code, path: "formats.swift"))
        return (try! BlockOptions.parse("show=containment,loading")).filter.apply(run.events)
    }

    /// Printed line breaks (`\r\n` is one Character) end lines, and control characters are shown as
    /// escapes in every format: a print cannot add a Mermaid statement, an expectation line or a table row.
    @Test func printedControlCharactersCannotInjectLines() {
        let run = Scenario.run(ScenarioSource(code: #"""
            print("a\r\n    participant EVIL as X")
            print("b\u{1B}[31mred\tz", terminator: "\r")
            print("c")
            """#, path: "inject.swift"))
        let prints = run.events.filter { $0.kind == .print }
        #expect(prints.map(\.plainText) == ["print: a", "print:     participant EVIL as X", #"print: b\u{1B}[31mred\tz"#, "print: c"])
        for format in TraceFormat.allCases {
            let text = format.render(prints)
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0 == "\r" || $0 == "\t" }, "\(format)")
        }
        let mermaid = TraceFormat.mermaid.render(prints).split(separator: "\n")
        #expect(mermaid.filter { $0.hasPrefix("    participant ") }.count == 1, "only the one participant")
    }

    @Test func plain() {
        #expect(TraceFormat.plain.render(events()) == #"""
        root.loadView()
        root.viewDidLoad()
        root.loadViewIfNeeded()
        root.addChild(child)
        child.willMove(toParent: root)
        child.loadView()
        child.viewDidLoad()
        print: loaded; #1 <ok> "q"
        """# + "\n")
    }

    @Test func table() {
        #expect(TraceFormat.table.render(events()) == #"""
        #   turn     receiver  callback                    called from                   text
        --  -------  --------  --------------------------  ----------------------------  -------------------
        1   1 event  root      loadView()                  launch › window root
        2   1 event  root      viewDidLoad()               launch › window root
        4   1 event  root      loadViewIfNeeded()          launch › window root
        11  1 event  root      addChild(child)             launch
        12  1 event  child       willMove(toParent: root)  launch › root.addChild(_:)
        13  1 event  child     loadView()                  launch
        14  1 event  child     viewDidLoad()               launch
        15  1 event              print                     launch › child.viewDidLoad()  loaded; #1 <ok> "q"
        """# + "\n")
    }

    @Test func json() throws {
        let text = TraceFormat.json.render(events())
        #expect(text == #"""
        {"events":[
        {"seq":1,"kind":"callback","receiver":"root","method":"loadView()","arguments":[],"text":null,"turn":1,"phase":"event","time":0,"depth":0,"stack":["launch","window root"],"receiverClass":"UIViewController","category":"loading","inferred":false,"overridden":false},
        {"seq":2,"kind":"callback","receiver":"root","method":"viewDidLoad()","arguments":[],"text":null,"turn":1,"phase":"event","time":0,"depth":0,"stack":["launch","window root"],"receiverClass":"UIViewController","category":"loading","inferred":false,"overridden":false},
        {"seq":4,"kind":"callback","receiver":"root","method":"loadViewIfNeeded()","arguments":[],"text":null,"turn":1,"phase":"event","time":0,"depth":0,"stack":["launch","window root"],"receiverClass":"UIViewController","category":"loading","inferred":false,"overridden":false},
        {"seq":11,"kind":"call","receiver":"root","method":"addChild(_:)","arguments":["child"],"text":null,"turn":1,"phase":"event","time":0,"depth":0,"stack":["launch"],"receiverClass":"UIViewController","category":"containment","inferred":false,"overridden":false},
        {"seq":12,"kind":"callback","receiver":"child","method":"willMove(toParent:)","arguments":["root"],"text":null,"turn":1,"phase":"event","time":0,"depth":1,"stack":["launch","root.addChild(_:)"],"receiverClass":"Child","category":"containment","inferred":false,"overridden":false},
        {"seq":13,"kind":"callback","receiver":"child","method":"loadView()","arguments":[],"text":null,"turn":1,"phase":"event","time":0,"depth":0,"stack":["launch"],"receiverClass":"Child","category":"loading","inferred":false,"overridden":false},
        {"seq":14,"kind":"callback","receiver":"child","method":"viewDidLoad()","arguments":[],"text":null,"turn":1,"phase":"event","time":0,"depth":0,"stack":["launch"],"receiverClass":"Child","category":"loading","inferred":false,"overridden":true},
        {"seq":15,"kind":"print","receiver":null,"method":null,"arguments":[],"text":"loaded; #1 <ok> \"q\"","turn":1,"phase":"event","time":0,"depth":1,"stack":["launch","child.viewDidLoad()"],"receiverClass":null,"category":null,"inferred":false,"overridden":false}
        ]}
        """# + "\n")
        // It is valid JSON, with the documented keys.
        let parsed = try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: [[String: Any]]]
        let first = try #require(parsed?["events"]?.first)
        #expect(Set(first.keys) == ["seq", "kind", "receiver", "method", "arguments", "text", "turn", "phase", "time",
                                    "depth", "stack", "receiverClass", "category", "inferred", "overridden"])
    }

    @Test func mermaid() {
        #expect(TraceFormat.mermaid.render(events()) == #"""
        sequenceDiagram
            participant P1 as UIKit
            participant P2 as root
            participant P3 as Scenario
            participant P4 as child
            Note over P1,P4: turn 1 (event)
            P1->>P2: loadView()
            P1->>P2: viewDidLoad()
            P1->>P2: loadViewIfNeeded()
            P3->>P2: addChild(child)
            P2->>P4: willMove(toParent: root)
            P1->>P4: loadView()
            P1->>P4: viewDidLoad()
            Note over P4: print: loaded#59; #35;1 #lt;ok#gt; "q"
        """# + "\n")
    }

    @Test func emptyTraces() {
        #expect(TraceFormat.plain.render([]) == "")
        #expect(TraceFormat.json.render([]) == "{\"events\":[]}\n")
        #expect(TraceFormat.mermaid.render([]) == "sequenceDiagram\n")
    }

    @Test func jsonNumbersAndEscapes() {
        #expect(JSONFormat.number(0.35) == "0.35")
        #expect(JSONFormat.number(2) == "2")
        #expect(JSONFormat.string("a\"b\\c\n\u{1}") == #""a\"b\\c\n\u0001""#)
    }

    /// `JSONText.quote` works on bytes; every scalar it escapes, next to text in several scripts, gives
    /// the escape a scalar-by-scalar reading gives.
    @Test func quotingEscapesTheSameScalarsOnBytes() {
        func byScalars(_ text: String, insideScript: Bool) -> String {
            var result = "\""
            for scalar in text.unicodeScalars {
                switch scalar {
                case "\"": result += "\\\""
                case "\\": result += "\\\\"
                case "\n": result += "\\n"
                case "\r": result += "\\r"
                case "\t": result += "\\t"
                case "<" where insideScript: result += "\\u003c"
                case ">" where insideScript: result += "\\u003e"
                case "&" where insideScript: result += "\\u0026"
                case "\u{2028}" where insideScript: result += "\\u2028"
                case "\u{2029}" where insideScript: result += "\\u2029"
                case _ where scalar.value < 0x20:
                    let hex = String(scalar.value, radix: 16)
                    result += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
                default: result.unicodeScalars.append(scalar)
                }
            }
            return result + "\""
        }
        let samples = ["", "plain", "</script> & \"q\" \\ end", "a\r\nb\tc\u{0}\u{1F}\u{7F}",
                       "视图控制器\u{2028}line\u{2029}para\u{2027}\u{202A}", "e\u{301} 🎬 \u{E2}\u{80}",
                       String(repeating: "<x>", count: 40)]
        for sample in samples {
            for insideScript in [false, true] {
                #expect(JSONText.quote(sample, insideScript: insideScript) == byScalars(sample, insideScript: insideScript))
            }
        }
        #expect(JSONText.quote("a\u{2028}<", insideScript: true) == #""a\u2028\u003c""#)
    }
}
