/// Builds a valid scenario from fuzz bytes, read as a stream of choices in the language's grammar: classes
/// that override lifecycle methods (calling `super` or not, and acting from inside them), properties with
/// initializers (plain, lazy, of the class's own type), then statements that create, attach, move, present
/// and release views and controllers, schedule later work, loop and recurse; and values (a struct holding a
/// view, an enum whose cases carry views and structs, tuples of them) copied, changed and matched, so the
/// release pass sees objects held only by values.
///
/// Random bytes parsed as Swift are nearly always rejected by the parser, so they exercise the front end but
/// seldom the interpreter and the engine. Every program built here parses, so each execution reaches the
/// engine with a different, often hostile, sequence of UIKit operations. libFuzzer's coverage feedback
/// mutates the choice stream, so structure is kept while the program changes.
struct ScenarioGenerator {
    private var bytes: [UInt8]
    private var index = 0
    private var lines: [String] = []
    private var classes: [(name: String, isController: Bool)] = []
    private var variables: [(name: String, isController: Bool)] = [("window", false)]

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    /// The program, with a budget of statements so one input stays cheap.
    mutating func program() -> String {
        lines.append("struct Slot {\n    var view: UIView\n    var count = 0\n    mutating func bump() { count += 1 }\n}")
        lines.append("enum Step {\n    case idle, show(UIView), many([Slot], Int)\n}")
        for _ in 0..<choose(4) { declareClass() }
        for _ in 0..<(4 + choose(24)) where index < bytes.count { statement(depth: 0, indent: "") }
        return lines.joined(separator: "\n") + "\n"
    }

    // MARK: Choices

    private mutating func choose(_ count: Int) -> Int {
        guard count > 1, index < bytes.count else { return 0 }
        defer { index += 1 }
        return Int(bytes[index]) % count
    }

    private mutating func pick<T>(_ options: [T]) -> T { options[choose(options.count)] }

    private mutating func variable(controller: Bool) -> String? {
        let matching = variables.filter { $0.isController == controller }
        return matching.isEmpty ? nil : pick(matching).name
    }

    // MARK: Declarations

    static let controllerOverrides = [
        "loadView()", "viewDidLoad()", "viewWillAppear(_ animated: Bool)", "viewDidAppear(_ animated: Bool)",
        "viewWillDisappear(_ animated: Bool)", "viewDidDisappear(_ animated: Bool)", "viewWillLayoutSubviews()",
        "viewDidLayoutSubviews()", "willMove(toParent parent: UIViewController?)",
        "didMove(toParent parent: UIViewController?)", "updateViewConstraints()", "viewSafeAreaInsetsDidChange()",
    ]
    static let viewOverrides = [
        "layoutSubviews()", "draw(_ rect: CGRect)", "willMove(toSuperview newSuperview: UIView?)",
        "didMoveToSuperview()", "willMove(toWindow newWindow: UIWindow?)", "didMoveToWindow()",
        "updateConstraints()", "safeAreaInsetsDidChange()", "layoutMarginsDidChange()",
    ]

    private mutating func declareClass() {
        let isController = choose(2) == 0
        let name = (isController ? "Controller" : "Custom") + String(classes.count + 1)
        lines.append("class \(name): \(isController ? "UIViewController" : "UIView") {")
        let property = choose(6)
        switch property {
        case 0: lines.append("    var count = 0")
        case 1: lines.append("    lazy var label: UIView = UIView()")
        case 2: lines.append("    var friend: \(name)? = nil")
        case 3: lines.append("    weak var other: \(isController ? "UIViewController" : "UIView")?")
        case 4: lines.append("    lazy var size: Int = count + 1\n    var count = 1")
        default: break
        }
        classes.append((name, isController))
        var overridden = Set<String>()
        for _ in 0..<choose(5) {
            let signature = pick(isController ? Self.controllerOverrides : Self.viewOverrides)
            guard overridden.insert(signature).inserted else { continue }
            let base = String(signature.prefix { $0 != "(" })
            lines.append("    override func \(signature) {")
            if choose(4) != 0 { lines.append("        super.\(base)(\(superArguments(signature)))") }
            let hasCount = property == 0 || property == 4
            let body = ["        print(\"\(name).\(base)\")", hasCount ? "        count += 1" : "        _ = 1",
                        isController ? "        view.setNeedsLayout()" : "        setNeedsLayout()",
                        isController ? "        view.addSubview(UIView())" : "        setNeedsDisplay()",
                        isController ? "        _ = children.count" : "        _ = subviews.count",
                        "        DispatchQueue.main.async { print(\"later\") }"]
            if choose(2) == 0 { lines.append(pick(body)) }
            lines.append("    }")
        }
        lines.append("}")
    }

    private func superArguments(_ signature: String) -> String {
        if signature.contains("animated") { return "animated" }
        if signature.contains("toParent") { return "toParent: parent" }
        if signature.contains("toSuperview") { return "toSuperview: newSuperview" }
        if signature.contains("toWindow") { return "toWindow: newWindow" }
        if signature.contains("rect") { return "rect" }
        return ""
    }

    // MARK: Statements

    private mutating func newObject(controller: Bool) -> String {
        let own = classes.filter { $0.isController == controller }
        if !own.isEmpty, choose(3) != 0 { return pick(own).name + "()" }
        return controller ? pick(["UIViewController()", "UINavigationController(rootViewController: UIViewController())",
                                  "UITabBarController()"])
            : "UIView(frame: CGRect(x: 0, y: 0, width: \(choose(400)), height: \(choose(400))))"
    }

    private mutating func statement(depth: Int, indent: String) {
        let controller = variable(controller: true), view = variable(controller: false) ?? "window"
        var line: String
        switch choose(25) {
        case 0, 1:
            let isController = choose(2) == 0
            let name = "v\(variables.count)"
            line = "\(choose(3) == 0 ? "var" : "let") \(name) = \(newObject(controller: isController))"
            if depth == 0 { variables.append((name, isController)) }
        case 2: line = "\(view).addSubview(\(variable(controller: false) ?? "UIView()"))"
        case 3: line = "\(variable(controller: false) ?? "window").removeFromSuperview()"
        case 4: line = controller.map { "window.rootViewController = \($0)" } ?? "window.layoutIfNeeded()"
        case 5: line = controller.map { "\($0).present(\(newObject(controller: true)), animated: \(choose(2) == 0))" } ?? "_ = 0"
        case 6: line = controller.map { "\($0).dismiss(animated: \(choose(2) == 0))" } ?? "_ = 0"
        case 7: line = controller.map { "\($0).navigationController?.pushViewController(\(newObject(controller: true)), animated: \(choose(2) == 0))" } ?? "_ = 0"
        case 8: line = controller.map { "\($0).navigationController?.popViewController(animated: \(choose(2) == 0))" } ?? "_ = 0"
        case 9: line = controller.map { c in "\(c).addChild(\(variable(controller: true) ?? c))" } ?? "_ = 0"
        case 10: line = controller.map { "\($0).removeFromParent()" } ?? "_ = 0"
        case 11: line = "\(view).setNeedsLayout()"
        case 12: line = "\(view).layoutIfNeeded()"
        case 13: line = "\(view).frame = CGRect(x: 0, y: 0, width: \(choose(500)), height: \(choose(500)))"
        case 14: line = "RunLoop.main.run(until: Date(timeIntervalSinceNow: \(choose(3))))"
        case 15: line = "simulator.\(pick(["rotate(to: .landscapeLeft)", "rotate(to: .portrait)", "pressHome()", "receiveMemoryWarning()", "lock()"]))"
        case 16: line = controller.map { "_ = \($0).view" } ?? "_ = 0"
        case 17 where depth < 3:
            lines.append(indent + pick(["DispatchQueue.main.async {", "DispatchQueue.main.asyncAfter(deadline: .now() + 1) {",
                                        "UIView.animate(withDuration: 0.3) {", "for _ in 0..<\(choose(5)) {",
                                        "if \(choose(2) == 0) {"]))
            for _ in 0..<(1 + choose(3)) { statement(depth: depth + 1, indent: indent + "    ") }
            line = "}"
        case 18: line = "print(\"step \(lines.count)\", \(view).subviews.count)"
        case 19: line = controller.map { "\($0).view.addSubview(\(newObject(controller: false)))" } ?? "_ = 0"
        case 20: line = "\(view).setNeedsDisplay()"
        case 21:
            let name = "s\(lines.count)"
            line = "var \(name) = Slot(view: \(view))\n\(indent)\(name).bump()\n\(indent)let t\(name) = (\(name), \(choose(9)))"
        case 22:
            line = "switch Step.show(\(view)) {\n\(indent)case .show(let shown): shown.setNeedsLayout()\n\(indent)default: break\n\(indent)}"
        case 23:
            let name = "p\(lines.count)"
            line = "let \(name) = (Slot(view: \(view)), Step.many([Slot(view: UIView())], \(choose(5))))\n"
                + "\(indent)if case .many(let slots, _) = \(name).1 { \(view).addSubview(slots[0].view) }"
        default: line = "\(view).insertSubview(UIView(), at: \(choose(3)))"
        }
        lines.append(indent + line)
    }
}
