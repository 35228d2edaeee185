import Testing
@testable import ScenarioLanguage

/// Hostile and runaway input ends with a diagnostic, never a crash or a hang.
@Suite struct RobustnessTests {
    static let inputs: [(name: String, code: String)] = [
        ("long member chain", "let x = a" + String(repeating: ".b", count: 50_000)),
        ("long call chain", "let x = a" + String(repeating: "()", count: 50_000)),
        ("long operator chain", "let x = 1" + String(repeating: " + 1", count: 50_000)),
        ("many prefix operators", "let x = " + String(repeating: "!", count: 50_000) + "true"),
        ("chain just under the depth limit", "let a = [1]\nlet x = a" + String(repeating: "[0]", count: 250)),
        ("deep parentheses", "let x = " + String(repeating: "(", count: 5_000) + "1" + String(repeating: ")", count: 5_000)),
        ("recursion through overrides", """
            class R: UIView {
                override func setNeedsLayout() {
                    super.setNeedsLayout()
                    setNeedsLayout()
                }
            }
            R().setNeedsLayout()
            """),
        ("mutual recursion", "func a(_ n: Int) -> Int { b(n) }\nfunc b(_ n: Int) -> Int { a(n) }\nprint(a(1))"),
        ("string doubling", "var s = \"ab\"\nwhile true { s += s }"),
        ("array doubling", "var a = [1]\nwhile true { a += a }"),
        ("overflow", "print(Int.max + 1)"),
        ("runaway timers", "func tick() { DispatchQueue.main.asyncAfter(deadline: .now() + 1) { tick() } }\ntick()"),
        ("runaway main queue", "func spin() { DispatchQueue.main.async { spin() } }\nspin()"),
        ("nested run loops", "func dive() { RunLoop.main.run(until: Date()); dive() }\ndive()"),
        ("huge range", "for i in 0..<Int.max { _ = i }"),
        ("invalid UTF-8 replacement", "print(\"\u{FFFD}\u{FFFD}\")"),
        ("empty", ""),
        ("shared nested arrays", "var a = [1]\nfor _ in 0..<64 { a = [a, a] }\nprint(a)"),
        ("deep nested arrays", "var a = [1]\nfor _ in 0..<100_000 { a = [a] }"),
        ("appending an array to itself", "var a = [[1]]\nwhile true { a.append(contentsOf: a) }"),
        // Found by fuzzing: swift-syntax's type lookahead is exponential in unclosed `[`.
        ("unclosed brackets", "func f() {\n    guar" + String(repeating: "[", count: 40) + "d let value else { return 0 }\n}"),
        ("unclosed brackets in an interpolation", "print(\"\\(a" + String(repeating: "[", count: 40) + "b)\")"),
        ("nested arrays within the limit", "let grid = [[[[[[1]]]]]]\nprint(grid.count)"),
        // Found by fuzzing: swift-syntax's diagnostics generator traps on this token.
        ("stray characters before =", "let x \u{FFFD}= 1"),
        // Recursion through property initializers, which once overflowed the stack (not a call).
        ("lazy property that reads itself", "class A { lazy var x: Int = x }\nlet a = A()\nprint(a.x)"),
        ("property holding an instance of its own class", "class A { var a = A() }\nlet x = A()"),
        // Runaway growth that costs few calls but ever more UIKit work per turn: each ends with a located
        // budget report, not minutes of CPU.
        ("push from viewWillAppear", """
            class A: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    navigationController?.pushViewController(A(), animated: false)
                }
            }
            window.rootViewController = UINavigationController(rootViewController: A())
            """),
        // A transition started from a coordinator's block, each starting the next: bounded by the work budget.
        ("push from every alongside block", """
            class A: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    transitionCoordinator?.animate(alongsideTransition: { _ in
                        self.navigationController?.pushViewController(A(), animated: true)
                    })
                }
            }
            let nav = UINavigationController(rootViewController: UIViewController())
            window.rootViewController = nav
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
            nav.pushViewController(A(), animated: true)
            """),
        ("push from every navigation animator", """
            class Pusher: NSObject, UIViewControllerAnimatedTransitioning {
                func transitionDuration(using transitionContext: UIViewControllerContextTransitioning?) -> TimeInterval { 0.3 }
                func animateTransition(using transitionContext: UIViewControllerContextTransitioning) {
                    transitionContext.viewController(forKey: .from)!.navigationController!.pushViewController(UIViewController(), animated: true)
                    transitionContext.completeTransition(true)
                }
            }
            class Delegate: NSObject, UINavigationControllerDelegate {
                let animator = Pusher()
                func navigationController(_ navigationController: UINavigationController,
                                          animationControllerFor operation: UINavigationController.Operation,
                                          from fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { animator }
            }
            let delegate = Delegate()
            let nav = UINavigationController(rootViewController: UIViewController())
            nav.delegate = delegate
            window.rootViewController = nav
            RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
            nav.pushViewController(UIViewController(), animated: true)
            """),
        ("present from every coordinator completion", """
            class A: UIViewController {
                override func viewWillAppear(_ animated: Bool) {
                    super.viewWillAppear(animated)
                    transitionCoordinator?.animate(alongsideTransition: nil, completion: { _ in self.present(A(), animated: true) })
                }
            }
            window.rootViewController = UIViewController()
            window.rootViewController!.present(A(), animated: true)
            """),
        ("present from viewDidAppear", """
            class A: UIViewController {
                override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); present(A(), animated: false) }
            }
            window.rootViewController = A()
            """),
        ("timers that start two timers", """
            func tick() {
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { tick() }
                DispatchQueue.main.asyncAfter(deadline: .now() + 1) { tick() }
            }
            tick()
            """),
        ("doubling animation completions", """
            let v = UIView()
            window.addSubview(v)
            func go() { UIView.animate(withDuration: 0.1, animations: { v.alpha = 0.5 }, completion: { _ in go(); go() }) }
            go()
            """),
        ("10,000 nested views", """
            var parent: UIView = window
            for _ in 0..<10000 {
                let child = UIView()
                parent.addSubview(child)
                parent = child
            }
            """),
        // Values of structs, tuples and enums are measured like arrays: shared doubling, unbounded
        // nesting and big values changed in a loop end with a located budget report.
        ("shared nested tuples", "var t: Any = (1, 1)\nfor _ in 0..<64 { t = (t, t) }\nprint(t)"),
        ("deep nested structs", "struct Node { var children: [Node] }\nvar n = Node(children: [])\nfor _ in 0..<100_000 { n = Node(children: [n]) }"),
        ("doubling enum payloads", "enum Tree { case leaf, pair([Tree]) }\nvar t = Tree.leaf\nfor _ in 0..<64 { t = .pair([t, t]) }\nprint(t)"),
        ("struct holding itself through a tuple", "struct Box { var pair: (Any, Any) }\nvar b = Box(pair: (1, 1))\nfor _ in 0..<64 { b.pair = (b, b) }"),
        ("big struct changed in a loop", """
            struct Grid { var cells: [Int] }
            var grid = Grid(cells: [])
            for i in 0..<10_000 { grid.cells.append(i) }
            var history: [Grid] = []
            for i in 0..<300_000 {
                let before = grid
                grid.cells[i % 10_000] = i
                if i % 1000 == 0 { history = [before] }
            }
            """),
        ("mutating recursion", "struct S { var n = 0\n mutating func f() { n += 1; f() } }\nvar s = S()\ns.f()"),
        ("13,000 else-if branches", "let v = 1\nif v == 0 { print(0) }"
            + (1..<13_000).map { " else if v == \($0) { print(\($0)) }" }.joined()),
    ]

    /// UIKit's machinery would run these forever: the run is shown up to the budget, as a stopped app.
    static let stoppedByBudget: Set<String> = [
        "push from viewWillAppear", "present from viewDidAppear", "doubling animation completions", "10,000 nested views",
        "timers that start two timers", "push from every alongside block", "present from every coordinator completion",
        "push from every navigation animator",
    ]

    /// The value budgets are reported as such, with their identifier.
    @Test(arguments: ["shared nested tuples", "deep nested structs", "doubling enum payloads",
                      "struct holding itself through a tuple", "big struct changed in a loop", "mutating recursion"])
    func valueBudgetsAreReportedAsBudgets(_ name: String) {
        let code = Self.inputs.first { $0.name == name }!.code
        let run = Scenario.run(ScenarioSource(code: code, path: "hostile.swift"))
        #expect(run.outcome == .rejected)
        #expect(run.diagnostics.map(\.code) == [.budgetExceeded], "\(name): \(run.diagnostics.map(\.message))")
    }

    /// 10,000 views whose width follows the previous view's height and the other way round: 20,000
    /// constraints kept by their superview. Keeping each once walked all the superview's constraints before it,
    /// minutes of CPU for a loop well inside the statement budget.
    @Test(.timeLimit(.minutes(2)))
    func aLongChainOfDimensionConstraintsIsCheapToInstall() {
        let code = """
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            var views: [UIView] = []
            for _ in 0..<10000 {
                let v = UIView()
                v.translatesAutoresizingMaskIntoConstraints = false
                root.view.addSubview(v)
                views.append(v)
            }
            views[0].widthAnchor.constraint(equalToConstant: 3).isActive = true
            views[0].heightAnchor.constraint(equalToConstant: 1).isActive = true
            for i in 1..<views.count {
                views[i].widthAnchor.constraint(equalTo: views[i - 1].heightAnchor, multiplier: 2).isActive = true
                views[i].heightAnchor.constraint(equalTo: views[i - 1].widthAnchor).isActive = true
            }
            root.view.layoutIfNeeded()
            print(views[4].frame.size, views[9999].frame.size)
            """
        let run = Scenario.run(ScenarioSource(code: code, path: "chain.swift"))
        #expect(run.outcome == .completed, "\(run.diagnostics.map(\.message))")
        #expect(run.events.filter { $0.kind == .print }.compactMap(\.text) == ["(12.0, 4.0) (inf, inf)"])
    }

    /// 10,000 rounds each activating one more `a.width == b.height * 1.5` and changing `b.width`: each
    /// change once walked all of `b`'s dimension dependents and each of them searched that list again,
    /// cubic in the number of constraints (hours for this loop).
    @Test(.timeLimit(.minutes(2)))
    func dimensionConstraintsAddedInALoopStayLinear() {
        let code = """
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            let a = UIView()
            let b = UIView()
            for v in [a, b] { v.translatesAutoresizingMaskIntoConstraints = false; root.view.addSubview(v) }
            for i in 0..<10000 {
                a.widthAnchor.constraint(equalTo: b.heightAnchor, multiplier: 1.5).isActive = true
                b.widthAnchor.constraint(equalToConstant: Double(i)).isActive = true
            }
            print("done")
            """
        let run = Scenario.run(ScenarioSource(code: code, path: "loop.swift"))
        #expect(run.outcome == .completed, "\(run.diagnostics.map(\.message))")
    }

    /// Two constraints on each view's width that follow the previous view's width with different factors:
    /// a change of the first width doubles the walk at each of 40 views. The statement budget stops it.
    @Test(.timeLimit(.minutes(2)))
    func fanningOutDimensionConstraintsAreStoppedByTheStatementBudget() {
        let code = """
            let root = UIViewController()
            window.rootViewController = root
            window.makeKeyAndVisible()
            var views: [UIView] = []
            for _ in 0..<40 {
                let v = UIView()
                v.translatesAutoresizingMaskIntoConstraints = false
                root.view.addSubview(v)
                views.append(v)
            }
            let w = views[0].widthAnchor.constraint(equalToConstant: 1)
            w.isActive = true
            for i in 0..<39 {
                views[i + 1].widthAnchor.constraint(equalTo: views[i].widthAnchor, multiplier: 1.1).isActive = true
                views[i + 1].widthAnchor.constraint(equalTo: views[i].widthAnchor, multiplier: 1.7, constant: 1).isActive = true
            }
            w.constant = 100
            """
        let run = Scenario.run(ScenarioSource(code: code, path: "fan.swift"))
        #expect(run.outcome == .rejected)
        #expect(run.diagnostics.map { "\($0.line):\($0.column) \($0.code?.rawValue ?? "")" } == ["17:3 budget-exceeded"])
    }

    /// An alert's text fields (and its actions) are a list UIKit keeps: one added in an endless loop hits
    /// the collection limit at once, where copying the list for each addition took minutes to reach the
    /// statement budget.
    @Test(.timeLimit(.minutes(2)))
    func textFieldsAddedForeverHitTheCollectionLimit() {
        let code = """
            let alert = UIAlertController(title: "t", message: nil, preferredStyle: .alert)
            while true { alert.addTextField { $0.text = "<script>" } }
            """
        let run = Scenario.run(ScenarioSource(code: code, path: "fields.swift"))
        #expect(run.outcome == .rejected)
        #expect(run.diagnostics.map(\.code) == [.budgetExceeded])
        #expect(run.diagnostics.first?.message.hasPrefix("a string or array grew past 10000 elements") == true)
    }

    @Test(arguments: inputs.map(\.name))
    func hostileInputEndsWithADiagnostic(_ name: String) {
        let code = Self.inputs.first { $0.name == name }!.code
        let run = Scenario.run(ScenarioSource(code: code, path: "hostile.swift"))
        if ["empty", "invalid UTF-8 replacement", "nested arrays within the limit"].contains(name) {
            #expect(run.outcome == .completed)
        } else if Self.stoppedByBudget.contains(name) {
            guard case .stopped = run.outcome else { Issue.record("\(name): \(run.outcome)"); return }
            #expect(run.diagnostics.contains { $0.severity == .warning })
        } else {
            #expect(run.outcome == .rejected)
            #expect(run.diagnostics.contains { $0.severity == .error })
        }
    }
}

/// Highlighting takes the same hostile input without exhausting the stack: beyond the nesting limits the
/// code comes back plain, escaped, and whole.
@Test(arguments: RobustnessTests.inputs.map(\.name))
func highlightingSurvivesHostileInput(_ name: String) {
    let code = RobustnessTests.inputs.first { $0.name == name }!.code
    let html = SwiftHighlighter.html(code)
    #expect(!html.contains("<script"))
    #expect(html.isEmpty == code.isEmpty)
}
