// Recording: https://haomeiwen.com/subject/emygfqtx.html (2018-11-18, iPhone XR simulator, Xcode 10, so
// iOS 12): a storyboard app whose root is a navigation controller around ViewController; two buttons show
// AnotherViewController through push segues, one animated, one not. The console output is published as
// screenshots; the text states that without animation viewDidAppear comes before viewWillLayoutSubviews
// and viewDidLayoutSubviews, while with animation the order is the usual one. Both runs are written as
// pushes (the segues), and only the order the text states is compared.
// args: --ios 12
// receivers: animatedShown, plainShown
// methods: viewWillLayoutSubviews(), viewDidLayoutSubviews(), viewDidAppear(_:)
// match: prefix
class AnotherViewController: UIViewController {
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}
let root = UIViewController()
let nav = UINavigationController(rootViewController: root)
window.rootViewController = nav
let animatedShown = AnotherViewController()
let plainShown = AnotherViewController()
DispatchQueue.main.asyncAfter(deadline: .now() + 1) { nav.pushViewController(animatedShown, animated: true) }
DispatchQueue.main.asyncAfter(deadline: .now() + 2) { nav.popViewController(animated: true) }
DispatchQueue.main.asyncAfter(deadline: .now() + 3) { nav.pushViewController(plainShown, animated: false) }
// expect: animatedShown.viewWillLayoutSubviews
// expect: animatedShown.viewDidLayoutSubviews
// expect: animatedShown.viewDidAppear
// expect: plainShown.viewDidAppear
// expect: plainShown.viewWillLayoutSubviews
// expect: plainShown.viewDidLayoutSubviews
