// A navigation bar that appears as a push starts: the root hides the bar, the pushed controller shows it
// in viewWillAppear. The bar changes the safe area of both views on screen, so the covered root is laid
// out during the push too (a cause of seed 003's order; traces 01 and 02 keep the bar).
// show: overrides
class Logging: UIViewController {
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class Home: Logging {}
class Detail: Logging {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        navigationController?.setNavigationBarHidden(false, animated: animated)
    }
}
let home = Home()
let nav = UINavigationController(rootViewController: home)
nav.isNavigationBarHidden = true
window.rootViewController = nav
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("push, bar hidden: \(nav.isNavigationBarHidden)")
    nav.pushViewController(Detail(), animated: true)
}
// expect: home.viewWillLayoutSubviews()
// expect: home.viewDidLayoutSubviews()
// expect: home.viewDidAppear(false)
// expect: print: push, bar hidden: true
// expect: Detail#1.viewWillAppear(true)
// expect: Detail#1.viewWillLayoutSubviews()
// expect: Detail#1.viewDidLayoutSubviews()
// expect: home.viewWillLayoutSubviews()
// expect: home.viewDidLayoutSubviews()
// expect: home.viewDidDisappear(true)
// expect: Detail#1.viewDidAppear(true)
