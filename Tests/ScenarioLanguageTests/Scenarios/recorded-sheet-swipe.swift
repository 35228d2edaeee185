// Trace 21 part 2 (iOS 17): Second presented as a page sheet; a swipe down released early springs back.
// The recording: Second.viewWillDisappear, viewWillAppear, viewIsAppearing, viewDidAppear; First, whose
// view never left the window, prints nothing.
// show: lifetime
// ios: 17
class Logging: UIViewController {
    var logs = false
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); if logs { print("\(title ?? "").viewWillAppear") } }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); if logs { print("\(title ?? "").viewIsAppearing") } }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); if logs { print("\(title ?? "").viewDidAppear") } }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); if logs { print("\(title ?? "").viewWillDisappear") } }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); if logs { print("\(title ?? "").viewDidDisappear") } }
}
let first = Logging()
first.title = "First"
let second = Logging()
second.title = "Second"
window.rootViewController = first
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    first.present(second, animated: true)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    first.logs = true
    second.logs = true
    print("swipe down, released early")
    simulator.swipeDown(second, completes: false)
}
// expect: print: swipe down, released early
// expect: print: Second.viewWillDisappear
// expect: print: Second.viewWillAppear
// expect: print: Second.viewIsAppearing
// expect: print: Second.viewDidAppear
