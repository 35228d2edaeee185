// Recording: GitHub, project "ControllerLifeCycle" ViewController.m (2018-04-18, Xcode 9, so iOS 11; stored
// file id 7056224407): A, root of a navigation controller, logs after super; a touch pushes B (animated),
// then B is popped (back button). The output is pasted in a comment, grouped by the author. The touch is
// written as the push it made; the back button as a pop.
// args: --ios 11
// receivers: a, b
// methods: viewDidLoad(), viewWillAppear(_:), viewWillLayoutSubviews(), viewDidLayoutSubviews(), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
class ViewController: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class BViewController: ViewController {}

let a = ViewController()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
window.makeKeyAndVisible()
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    let b = BViewController()
    a.navigationController?.pushViewController(b, animated: true)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 4) {
    nav.popViewController(animated: true)
}
// expect: a.viewDidLoad
// expect: a.viewWillAppear
// expect: a.viewWillLayoutSubviews
// expect: a.viewDidLayoutSubviews
// expect: a.viewDidAppear
// expect: b.viewDidLoad
// expect: a.viewWillDisappear
// expect: b.viewWillAppear
// expect: b.viewWillLayoutSubviews
// expect: b.viewDidLayoutSubviews
// expect: a.viewDidDisappear
// expect: b.viewDidAppear
// expect: b.viewWillDisappear
// expect: a.viewWillAppear
// expect: b.viewDidDisappear
// expect: a.viewDidAppear
