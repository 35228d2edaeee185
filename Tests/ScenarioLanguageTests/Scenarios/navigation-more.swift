// More navigation: a delegate told about each show, setViewControllers, popToViewController,
// popToRootViewController, an interactive back swipe that is abandoned and one that completes.
class Shown: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class Watcher: NSObject, UINavigationControllerDelegate {
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        print("showing \(navigationController.topViewController === viewController)")
    }
}
let nav = UINavigationController()
let watcher = Watcher()
nav.delegate = watcher
let one = Shown()
let two = Shown()
let three = Shown()
nav.setViewControllers([one, two], animated: false)
window.rootViewController = nav
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("stack \(nav.viewControllers.count), top is two: \(nav.topViewController === two), visible: \(nav.visibleViewController === two)")
nav.pushViewController(three, animated: false)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
nav.popToViewController(one, animated: false)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
nav.viewControllers = [one, two]
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
simulator.swipeBack(in: nav, completes: false)
print("after abandoned swipe: \(nav.viewControllers.count)")
simulator.swipeBack(in: nav)
print("after swipe: \(nav.viewControllers.count)")
nav.pushViewController(two, animated: false)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
nav.popToRootViewController(animated: false)
// expect: two.viewWillAppear(false)
// expect: watcher.navigationController(nav, didShow: two, animated: false)
// expect: print: showing true
// expect: print: stack 2, top is two: true, visible: true
// expect: three.viewWillAppear(false)
// expect: two.viewDidDisappear(false)
// expect: watcher.navigationController(nav, didShow: three, animated: false)
// expect: print: showing true
// expect: one.viewWillAppear(false)
// expect: three.viewDidDisappear(false)
// expect: watcher.navigationController(nav, didShow: one, animated: false)
// expect: print: showing true
// expect: two.viewWillAppear(false)
// expect: one.viewDidDisappear(false)
// expect: watcher.navigationController(nav, didShow: two, animated: false)
// expect: print: showing true
// expect: one.viewWillAppear(true)
// expect: one.viewDidDisappear(true)
// expect: two.viewWillAppear(true)
// expect: print: after abandoned swipe: 2
// expect: one.viewWillAppear(true)
// expect: two.viewDidDisappear(true)
// expect: watcher.navigationController(nav, didShow: one, animated: true)
// expect: print: showing true
// expect: print: after swipe: 1
// expect: two.viewWillAppear(false)
// expect: one.viewDidDisappear(false)
// expect: watcher.navigationController(nav, didShow: two, animated: false)
// expect: print: showing true
// expect: one.viewWillAppear(false)
// expect: two.viewDidDisappear(false)
// expect: watcher.navigationController(nav, didShow: one, animated: false)
// expect: print: showing true
