// A pushed controller first reads its coordinator in viewDidLayoutSubviews, after the push's animations have
// started: the alongside block it gives runs at once, the completion as the push ends, before viewDidAppear
// (inferred).
class Late: UIViewController {
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        transitionCoordinator?.animate(alongsideTransition: { _ in print("late alongside") }, completion: { _ in print("late completion") })
    }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}
let nav = UINavigationController(rootViewController: UIViewController())
window.rootViewController = nav
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
nav.pushViewController(Late(), animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
// expect: Late#1.viewDidLayoutSubviews()
// expect: print: late alongside
// expect: print: late completion
// expect: Late#1.viewDidAppear(true)
