import LifecycleEngine
import Testing
@testable import ScenarioLanguage

/// A finished run leaves nothing behind: the cycles a scenario builds (objects holding closures that
/// capture them, leaked retain cycles) are broken when the run ends, so a site with thousands of
/// scenarios does not grow.
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
    do {
        let source = ScenarioSource(code: code, path: "cycles.swift")
        let program = try #require(Frontend.compile(source, map: SourceMap(source)).program)
        let engine = Engine()
        let interpreter = Interpreter(engine: engine)
        #expect(interpreter.run(program) == nil)
        weakObject = engine.objects.first { $0.name == "a" }
        #expect(weakObject != nil)
        interpreter.tearDown()
        weakEngine = engine
        weakInterpreter = interpreter
    }
    #expect(weakEngine == nil)
    #expect(weakInterpreter == nil)
    #expect(weakObject == nil)
}
