// Recording: GitHub, project "API_UIViewControllerExample" ViewController.m (console output dated 2020-04-01,
// Xcode 11 log format, so iOS 13 assumed; stored file id 201753979): ViewController, the root of a navigation
// controller, logs its appearance and layout callbacks after super, as do FirstViewController and
// SecondViewController; a touch pushes First (animated), a touch in First pushes Second, then Second and First
// are popped in turn. The output is pasted in a comment, grouped by the author. Launched in a window scene:
// one layout pass. The touches are written as the pushes they made, the back buttons as pops.
// args: --ios 13
// receivers: root, first, second
// methods: viewDidLoad(), viewWillAppear(_:), viewWillLayoutSubviews(), viewDidLayoutSubviews(), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
class Logged: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class ViewController: Logged {}
class FirstViewController: Logged {}
class SecondViewController: Logged {}

let root = ViewController()
let nav = UINavigationController(rootViewController: root)
window.rootViewController = nav
window.makeKeyAndVisible()

DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    let first = FirstViewController()
    root.navigationController?.pushViewController(first, animated: true)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    let second = SecondViewController()
    nav.pushViewController(second, animated: true)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    nav.popViewController(animated: true)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 4) {
    nav.popViewController(animated: true)
}
// expect: root.viewDidLoad
// expect: root.viewWillAppear
// expect: root.viewWillLayoutSubviews
// expect: root.viewDidLayoutSubviews
// expect: root.viewDidAppear
// expect: first.viewDidLoad
// expect: root.viewWillDisappear
// expect: first.viewWillAppear
// expect: first.viewWillLayoutSubviews
// expect: first.viewDidLayoutSubviews
// expect: root.viewDidDisappear
// expect: first.viewDidAppear
// expect: second.viewDidLoad
// expect: first.viewWillDisappear
// expect: second.viewWillAppear
// expect: second.viewWillLayoutSubviews
// expect: second.viewDidLayoutSubviews
// expect: first.viewDidDisappear
// expect: second.viewDidAppear
// expect: second.viewWillDisappear
// expect: first.viewWillAppear
// expect: second.viewDidDisappear
// expect: first.viewDidAppear
// expect: first.viewWillDisappear
// expect: root.viewWillAppear
// expect: first.viewDidDisappear
// expect: root.viewDidAppear
