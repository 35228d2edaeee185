// Recording: http://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html (posted 2014-02, so
// iOS 7, the first version with the back swipe; copy http://alokvnair.com/posts/the-inconsistent-order-of-view-transition-events/).
// The author lists the appearance callbacks of each kind of transition as observed, "Current" being the
// controller on screen and "New" the one coming: a push or pop, interactive or not, and a back swipe the
// user abandons. Written as a push, a completed back swipe, a second push and an abandoned back swipe.
// args: --ios 7
// receivers: root, top, second
// methods: viewWillAppear(_:), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
// from: push
class Screen: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

let root = Screen()
let nav = UINavigationController(rootViewController: root)
window.rootViewController = nav
window.makeKeyAndVisible()
let top = Screen()
let second = Screen()

DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("push")
    nav.pushViewController(top, animated: true)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    print("swipe back")
    simulator.swipeBack(in: nav, completes: true)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 4) {
    print("push again")
    nav.pushViewController(second, animated: true)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
    print("swipe back, let go")
    simulator.swipeBack(in: nav, completes: false)
}
// expect: root.viewWillDisappear
// expect: top.viewWillAppear
// expect: root.viewDidDisappear
// expect: top.viewDidAppear
// expect: print: swipe back
// expect: top.viewWillDisappear
// expect: root.viewWillAppear
// expect: top.viewDidDisappear
// expect: root.viewDidAppear
// expect: print: push again
// expect: root.viewWillDisappear
// expect: second.viewWillAppear
// expect: root.viewDidDisappear
// expect: second.viewDidAppear
// expect: print: swipe back, let go
// expect: second.viewWillDisappear
// expect: root.viewWillAppear
// expect: root.viewWillDisappear
// expect: root.viewDidDisappear
// expect: second.viewWillAppear
// expect: second.viewDidAppear
