// A tab bar controller, a user's tap on a tab (with a delegate that is asked and told), rotation, the
// home button, and a memory warning: each device event is a run-loop turn of its own.
class Tab: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print("to \(size.width) x \(size.height)")
    }
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
}

class TabsDelegate: NSObject, UITabBarControllerDelegate {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        print("should select?")
        return true
    }
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
        print("selected \(tabBarController.selectedIndex)")
    }
}

let first = Tab()
let second = Tab()
let tabs = UITabBarController()
let tabsDelegate = TabsDelegate()
tabs.delegate = tabsDelegate
tabs.viewControllers = [first, second]
window.rootViewController = tabs
simulator.tapTab(at: 1, in: tabs)
print("after tap \(tabs.selectedViewController === second)")
simulator.rotate(to: .landscapeLeft)
simulator.pressHome()
simulator.returnToApp()
simulator.receiveMemoryWarning()
tabs.selectedIndex = 0
// expect: first.viewWillAppear(false)
// expect: first.viewDidAppear(false)
// expect: tabsDelegate.tabBarController(tabs, shouldSelect: second)
// expect: print: should select?
// expect: second.viewWillAppear(false)
// expect: first.viewWillDisappear(false)
// expect: tabsDelegate.tabBarController(tabs, didSelect: second)
// expect: print: selected 1
// expect: first.viewDidDisappear(false)
// expect: second.viewDidAppear(false)
// expect: print: after tap true
// expect: first.viewWillTransition(to: CGSize(width: 844, height: 390), with: coordinator)
// expect: print: to 844.0 x 390.0
// expect: second.viewWillTransition(to: CGSize(width: 844, height: 390), with: coordinator)
// expect: print: to 844.0 x 390.0
// expect: warning: Received memory warning.
// expect: first.didReceiveMemoryWarning()
// expect: second.didReceiveMemoryWarning()
// expect: first.viewWillAppear(false)
// expect: second.viewWillDisappear(false)
// expect: second.viewDidDisappear(false)
// expect: first.viewDidAppear(false)
