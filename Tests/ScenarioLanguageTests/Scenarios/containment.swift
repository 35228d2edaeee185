// Seed S1.5: a visible parent adds a child the documented way; only the child hears appearance
// callbacks. The didMove(toParent:) calls made while the child was appearing or disappearing come again
// as that transition ends (recorded on Mac Catalyst, RecordedLogs/p01d). Then a custom container drives appearance by hand, with an unbalanced call warning.
class Parent: UIViewController {
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
}
class Child: UIViewController {
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

let parent = Parent()
window.rootViewController = parent
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
let child = Child()
parent.addChild(child)
child.view.frame = parent.view.bounds
parent.view.addSubview(child.view)
child.didMove(toParent: parent)
print("children: \(parent.children.count), parent set: \(child.parent === parent)")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
child.willMove(toParent: nil)
child.view.removeFromSuperview()
child.removeFromParent()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
child.beginAppearanceTransition(true, animated: false)
child.beginAppearanceTransition(true, animated: false)
child.endAppearanceTransition()
// expect: child.willMove(toParent: parent)
// expect: child.viewWillAppear(false)
// expect: child.didMove(toParent: parent)
// expect: print: children: 1, parent set: true
// expect: child.viewDidAppear(false)
// expect: child.didMove(toParent: parent)
// expect: child.willMove(toParent: nil)
// expect: child.viewWillDisappear(false)
// expect: child.didMove(toParent: nil)
// expect: child.viewDidDisappear(false)
// expect: child.didMove(toParent: nil)
// expect: child.viewWillAppear(false)
// expect: warning: Unbalanced calls to begin/end appearance transitions for <Child: child>.
// expect: child.viewDidAppear(false)
