// A push's coordinator kept in a variable and used once the push is over: it takes no more blocks
// (animate(alongsideTransition:completion:) returns false and never runs them) and still answers for the
// controllers and views of its transition, which it keeps alive as UIKit's context does: the popped
// controller is released only once the coordinator is let go.
var kept: UIViewControllerTransitionCoordinator?

class A: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        kept = transitionCoordinator
    }

    deinit { print("A released") }
}

let nav = UINavigationController(rootViewController: UIViewController())
window.rootViewController = nav
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
nav.pushViewController(A(), animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
nav.popViewController(animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print(kept!.animate(alongsideTransition: { _ in print("never") }, completion: { _ in print("never") }))
print(kept!.viewController(forKey: .to)!)
print(kept!.view(forKey: .to)!)
print(kept!.containerView)
kept = nil
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("end")
// expect: A#1.viewWillAppear(true)
// expect: print: false
// expect: print: <A: A#1>
// expect: print: <UIView: A#1.view>
// expect: print: <UILayoutContainerView: nav.view>
// expect: A#1.deinit
// expect: print: A released
// expect: print: end
