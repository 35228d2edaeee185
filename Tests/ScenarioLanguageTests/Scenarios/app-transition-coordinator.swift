// The transition coordinator of a presentation run through a transitioning delegate: the presentation
// controller animates its dimming view alongside the transition (as Apple's documentation of
// presentationTransitionWillBegin() suggests) and the presented controller registers a completion in
// viewWillAppear. Alongside blocks run once the transition's animations have started; completions run as
// it ends, after presentationTransitionDidEnd(_:) and before viewDidAppear (positions inferred). Outside a
// transition transitionCoordinator is nil; blocks given to a coordinator whose transition is over are refused.
// An animated push has its coordinator too; a back swipe's (an interactive transition) is not modelled:
// reading it during the swipe is an error where it is read.
class SheetViewController: UIViewController {
    var kept: UIViewControllerTransitionCoordinator?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        kept = transitionCoordinator
        print("duration: \(transitionCoordinator!.transitionDuration)")
        transitionCoordinator?.animate(alongsideTransition: nil, completion: { _ in print("sheet: transition done") })
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("after the transition: \(transitionCoordinator == nil), late block taken: \(kept!.animate(alongsideTransition: nil))")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        transitionCoordinator?.animate(alongsideTransition: { _ in print("sheet: leaving alongside") })
    }

    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

class PushedViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print(transitionCoordinator == nil)
    }
}

class SwipedViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        print(transitionCoordinator == nil)
    }
}

class DimmingPresentationController: UIPresentationController {
    let dimming = UIView()

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        dimming.alpha = 0
        containerView!.addSubview(dimming)
        presentedViewController.transitionCoordinator!.animate(alongsideTransition: { _ in
            self.dimming.alpha = 1
            print("dimming alongside")
        }, completion: { _ in print("dimming: \(self.dimming.alpha)") })
    }

    override func presentationTransitionDidEnd(_ completed: Bool) { super.presentationTransitionDidEnd(completed) }

    override func dismissalTransitionWillBegin() {
        super.dismissalTransitionWillBegin()
        presentingViewController.transitionCoordinator!.animate(alongsideTransition: { _ in self.dimming.alpha = 0 })
    }
}

class Dimming: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        DimmingPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

let home = UIViewController()
let navigation = UINavigationController(rootViewController: home)
let dimming = Dimming()
window.rootViewController = navigation
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
print("no transition: \(home.transitionCoordinator == nil)")
let sheet = SheetViewController()
sheet.modalPresentationStyle = .custom
sheet.transitioningDelegate = dimming
home.present(sheet, animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
sheet.dismiss(animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
navigation.pushViewController(PushedViewController(), animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
navigation.pushViewController(SwipedViewController(), animated: false)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
simulator.swipeBack(in: navigation, completes: true)
// expect: print: no transition: true
// expect: dimming.presentationController(forPresented: sheet, presenting: navigation, source: home)
// expect: sheet.viewWillAppear(true)
// expect: print: duration: 0.35
// expect: DimmingPresentationController#1.presentationTransitionWillBegin()
// expect: print: dimming alongside
// expect: DimmingPresentationController#1.presentationTransitionDidEnd(true)
// expect: print: sheet: transition done
// expect: print: dimming: 1.0
// expect: sheet.viewDidAppear(true)
// expect: print: after the transition: true, late block taken: false
// expect: sheet.viewWillDisappear(true)
// expect: DimmingPresentationController#1.dismissalTransitionWillBegin()
// expect: print: sheet: leaving alongside
// expect: sheet.viewDidDisappear(true)
// expect: PushedViewController#1.viewWillAppear(true)
// expect: print: false
// expect: SwipedViewController#1.viewWillDisappear(true)
// error: app-transition-coordinator.swift:42:15: the coordinator of this transition is not modelled (`transitionCoordinator` is modelled for animated pushes, pops, presentations and dismissals, not interactive transitions, page turns or `transition(from:to:)`) [runtime-error]
