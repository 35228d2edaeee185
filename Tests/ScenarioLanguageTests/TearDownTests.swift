import LifecycleEngine
import Testing
@testable import ScenarioLanguage

/// A finished run leaves nothing behind: the cycles a scenario builds (objects holding closures that
/// capture them, leaked retain cycles) are broken when the run ends, and so are the engine's own (a view and
/// its superview, window and controller hold one another once the engine is gone), so a site with thousands
/// of scenarios does not grow.
@Test func aFinishedRunFreesEverything() throws {
    let code = """
        class Screen: UIViewController {
            var onTap: (() -> Void)?
            var partner: Screen?
            override func viewDidLoad() {
                super.viewDidLoad()
                onTap = { print(self.title ?? "") }
            }
        }
        let a = Screen()
        let b = Screen()
        a.partner = b
        b.partner = a
        let nav = UINavigationController(rootViewController: a)
        window.rootViewController = nav
        func recurse(_ n: Int) -> Int { n == 0 ? 0 : recurse(n - 1) }
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { nav.pushViewController(b, animated: true) }
        print(recurse(3))
        """
    weak var weakEngine: Engine?
    weak var weakInterpreter: Interpreter?
    weak var weakObject: EngineObject?
    weak var weakView: EngineObject?
    weak var weakWindow: EngineObject?
    do {
        let source = ScenarioSource(code: code, path: "cycles.swift")
        let program = try #require(Frontend.compile(source, map: SourceMap(source)).program)
        let engine = Engine()
        let interpreter = Interpreter(engine: engine)
        #expect(interpreter.run(program) == nil)
        weakObject = engine.objects.first { $0.name == "a" }
        #expect(weakObject != nil)
        weakView = engine.objects.first { $0.name == "b.view" }
        #expect((weakView as? View)?.window === engine.window)
        weakWindow = engine.window
        interpreter.tearDown()
        weakEngine = engine
        weakInterpreter = interpreter
    }
    #expect(weakEngine == nil)
    #expect(weakInterpreter == nil)
    #expect(weakObject == nil)
    #expect(weakView == nil)
    #expect(weakWindow == nil)
}

/// Objects a closure alone holds are released in the order their variables were declared, every run: the
/// closure's names are a set, whose order differs between sets and between processes, so the release
/// order must not follow it (it did once, and the same scenario printed its deinits in any order).
@Test func objectsHeldByAClosureAreReleasedInDeclarationOrderEveryRun() {
    let code = """
        class Box: UIViewController {
            var action: (() -> Void)?
        }
        class Tracked: UIViewController {
            deinit { print("deinit \\(title ?? "")") }
        }
        var box: Box? = Box()
        func fill(_ box: Box) {
            let zeta = Tracked()
            zeta.title = "zeta"
            let alpha = Tracked()
            alpha.title = "alpha"
            let mid = Tracked()
            mid.title = "mid"
            let omega = Tracked()
            omega.title = "omega"
            box.action = { print(mid.title ?? "", omega.title ?? "", alpha.title ?? "", zeta.title ?? "") }
        }
        fill(box!)
        box = nil
        """
    for _ in 0..<24 {
        let run = Scenario.run(ScenarioSource(code: code, path: "release-order.swift"))
        #expect(run.diagnostics.isEmpty)
        let deinits = run.events.filter { $0.kind == .print }.compactMap(\.text)
        #expect(deinits == ["deinit zeta", "deinit alpha", "deinit mid", "deinit omega"])
    }
}
