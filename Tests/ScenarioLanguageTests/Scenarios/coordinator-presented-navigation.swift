// A navigation controller presented full screen: its root controller, appearing with it, asks its parent and
// gets the presentation's coordinator. A controller it presents is on top when home dismisses the whole chain:
// it leaves in that dismissal and its transitionCoordinator is the dismissal's.
class Inner: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("inner: \(transitionCoordinator != nil)")
        transitionCoordinator?.animate(alongsideTransition: nil, completion: { _ in print("inner completion") })
    }
}
class Top: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print("top: \(transitionCoordinator != nil)")
    }
}
let home = UIViewController()
window.rootViewController = home
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
let nav = UINavigationController(rootViewController: Inner())
nav.modalPresentationStyle = .fullScreen
home.present(nav, animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
let top = Top()
top.modalPresentationStyle = .fullScreen
nav.present(top, animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
home.dismiss(animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
// expect: Inner#1.viewWillAppear(true)
// expect: print: inner: true
// expect: print: inner completion
// expect: top.viewWillDisappear(true)
// expect: print: top: true
