import LifecycleEngine

/// A scenario shaped like the bench corpus's: a navigation controller as root, a presentation, a child
/// controller, a few views, then later events pushing, popping and dismissing.
func runTypicalScenario() -> Int {
    let engine = Engine()
    let root = ViewController(in: engine, name: "root")
    let nav = NavigationController(in: engine, name: "nav")
    let detail = ViewController(in: engine, name: "detail0")
    let sheet = ViewController(in: engine, name: "sheet1")
    let child = ViewController(in: engine, name: "child2")
    let views = (1...3).map { View(in: engine, name: "v\($0)", frame: Rect(x: 0, y: 0, width: 100, height: 40)) }
    for object in [root, nav, detail, sheet, child] as [EngineObject] + views { engine.hold(object) }
    engine.run {
        try nav.setRootViewController(root)
        try engine.window.setRootViewController(nav)
        try engine.window.makeKeyAndVisible()
        try root.present(sheet, animated: true)
        try root.addChild(child)
        try root.view()!.addSubview(child.view()!)
        try child.didMove(toParent: root)
        engine.asyncAfter(1) {
            try sheet.dismiss(animated: false)
            try root.view()!.addSubview(views[0])
            try views[0].addSubview(views[1])
        }
        engine.asyncAfter(2) {
            try nav.pushViewController(detail, animated: true)
            views[1].setFrame(Rect(x: 0, y: 0, width: 120, height: 40))
            views[2].isHidden = true
        }
        engine.asyncAfter(3) {
            try nav.popViewController(animated: false)
            try views[0].setNeedsLayout()
        }
    }
    return engine.events().count
}
