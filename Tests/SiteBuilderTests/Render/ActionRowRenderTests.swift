import Testing
import ScenarioLanguage
@testable import SiteBuilder

/// An app's action method that UIKit calls (a button's target–action) is a row of the table and an
/// arrow of the diagram, like the callbacks UIKit makes into overridden methods.
@Suite struct ActionRowRenderTests {
    static let scenario = """
        class ListViewController: UIViewController {
            let openButton = UIButton(type: .system)
            override func viewDidLoad() {
                super.viewDidLoad()
                openButton.frame = CGRect(x: 16, y: 120, width: 200, height: 44)
                openButton.addTarget(self, action: #selector(openTapped(_:)), for: .touchUpInside)
                view.addSubview(openButton)
            }
            @objc func openTapped(_ sender: UIButton) {
                present(UIViewController(), animated: true)
            }
        }
        let list = ListViewController()
        window.rootViewController = list
        window.makeKeyAndVisible()
        simulator.tap(list.openButton)
        """

    static func input() -> TraceRenderInput {
        let run = Scenario.run(ScenarioSource(code: scenario, path: "Actions.swift"), options: ScenarioOptions())
        return TraceRenderInput(events: TraceFilter().apply(run.events), id: "actions", title: "Actions")
    }

    @Test func theActionIsACallbackRowWithTheSenderAndTheCallsItMakesNestInside() throws {
        let events = Self.input().events
        let action = try #require(events.first { $0.method == "openTapped(_:)" })
        #expect(action.kind == .callback)
        #expect(action.category == .action)
        #expect(action.plainText == "list.openTapped(openButton)")
        #expect(action.stack.last == "tap")
        let present = try #require(events.first { $0.method == "present(_:animated:completion:)" })
        #expect(present.stack.last == "list.openTapped(_:)")
        #expect(present.depth == action.depth + 1)
    }

    @Test func theTableAndTheDiagramShowTheAction() {
        let input = Self.input()
        let table = CallbackTable.html(input), svg = SequenceDiagram.svg(input)
        // The action is app code UIKit calls: a row marked as an override, on the receiver's lifeline.
        let row = table.split(separator: "\n").first { $0.contains("<code>openTapped(openButton)</code>") }
        #expect(row?.contains("cs-overridden") == true)
        #expect(row?.contains("<td><code>list</code> <small>") == true)
        #expect(table.contains("<td><code>openTapped(openButton)</code><td>"))
        #expect(svg.contains("openTapped(openButton)"))
    }
}
