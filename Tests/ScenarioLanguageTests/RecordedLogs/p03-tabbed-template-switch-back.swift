// Recording: GitHub markdown (stored file id 24937596740), a note whose images are hosted on Qiita; the
// console output lists FirstViewController and SecondViewController, the two tabs of Xcode's "Tabbed
// Application" template: launch on the first tab, select the second, select the first again. iOS version
// not stated. The taps are written as selectedIndex.
// receivers: first, second
// methods: viewDidLoad(), viewWillAppear(_:), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
class Logging: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class FirstViewController: Logging {}
class SecondViewController: Logging {}

let first = FirstViewController()
let second = SecondViewController()
let tabs = UITabBarController()
tabs.viewControllers = [first, second]
window.rootViewController = tabs
DispatchQueue.main.asyncAfter(deadline: .now() + 1) { tabs.selectedIndex = 1 }
DispatchQueue.main.asyncAfter(deadline: .now() + 2) { tabs.selectedIndex = 0 }
// expect: first.viewDidLoad
// expect: first.viewWillAppear
// expect: first.viewDidAppear
// expect: second.viewDidLoad
// expect: second.viewWillAppear
// expect: first.viewWillDisappear
// expect: first.viewDidDisappear
// expect: second.viewDidAppear
// expect: first.viewWillAppear
// expect: second.viewWillDisappear
// expect: second.viewDidDisappear
// expect: first.viewDidAppear
