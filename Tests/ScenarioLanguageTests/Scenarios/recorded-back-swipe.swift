// Trace 03 parts 2 and 3 (iOS 9): with B on top, a back swipe released early (cancelled), then one that
// completes. The recording, in order; the pushes before each part were not logged, so they run quietly.
// show: lifetime
// ios: 9
class Logging: UIViewController {
    var logs = false
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); if logs { print("\(title ?? "").viewWillAppear") } }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); if logs { print("\(title ?? "").viewDidAppear") } }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); if logs { print("\(title ?? "").viewWillDisappear") } }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); if logs { print("\(title ?? "").viewDidDisappear") } }
}
let a = Logging()
a.title = "A"
let b = Logging()
b.title = "B"
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    nav.pushViewController(b, animated: true)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    a.logs = true
    b.logs = true
    print("---")
    simulator.swipeBack(in: nav, completes: false)
    print("---")
    simulator.swipeBack(in: nav, completes: true)
}
// expect: print: ---
// expect: print: B.viewWillDisappear
// expect: print: A.viewWillAppear
// expect: print: A.viewWillDisappear
// expect: print: A.viewDidDisappear
// expect: print: B.viewWillAppear
// expect: print: B.viewDidAppear
// expect: print: ---
// expect: print: B.viewWillDisappear
// expect: print: A.viewWillAppear
// expect: print: B.viewDidDisappear
// expect: print: A.viewDidAppear
