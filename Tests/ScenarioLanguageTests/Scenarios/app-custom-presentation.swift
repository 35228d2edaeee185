// A card presented with `.custom`: the transitioning delegate (held weakly by the card) vends a
// UIPresentationController subclass, which puts a dimming view into the container view as the
// presentation begins, places the card in the lower half and removes the dimming view once the
// dismissal has ended; setting the dimming view's frame in the did-layout callback lays the container
// out once more. The presenter's view stays in the window, so it hears no disappearance.
// Where the delegate is asked and where the controller's phases fall among the appearance callbacks
// is inferred; the container's layout callbacks bracket its layout pass.
class HomeViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
}

class CardViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

class CardPresentationController: UIPresentationController {
    let dimming = UIView()

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView!.bounds
        return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
    }

    override var shouldRemovePresentersView: Bool { super.shouldRemovePresentersView }

    override func presentationTransitionWillBegin() {
        super.presentationTransitionWillBegin()
        containerView!.insertSubview(dimming, at: 0)
        print("from home: \(presentingViewController === home), card view: \(presentedView === presentedViewController.view)")
    }

    override func presentationTransitionDidEnd(_ completed: Bool) {
        super.presentationTransitionDidEnd(completed)
        print("card at \(presentedView!.frame)")
    }

    override func dismissalTransitionWillBegin() { super.dismissalTransitionWillBegin() }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        super.dismissalTransitionDidEnd(completed)
        if completed { dimming.removeFromSuperview() }
    }

    override func containerViewWillLayoutSubviews() { super.containerViewWillLayoutSubviews() }

    override func containerViewDidLayoutSubviews() {
        super.containerViewDidLayoutSubviews()
        dimming.frame = containerView!.bounds
    }
}

class CardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }
}

let home = HomeViewController()
let transitioning = CardTransitioning()
window.rootViewController = home
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
let card = CardViewController()
card.modalPresentationStyle = .custom
card.transitioningDelegate = transitioning
print("delegate kept: \(card.transitioningDelegate === transitioning)")
home.present(card, animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
let presentation = card.presentationController!
print("home in window: \(home.view.window != nil), container: \(presentation.containerView != nil)")
print("frame: \(presentation.frameOfPresentedViewInContainerView)")
home.dismiss(animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("card in window: \(card.view.window != nil), container: \(presentation.containerView != nil)")
// expect: home.viewWillAppear(false)
// expect: print: delegate kept: true
// expect: transitioning.presentationController(forPresented: card, presenting: home, source: home)
// expect: presentation.shouldRemovePresentersView
// expect: card.viewWillAppear(true)
// expect: presentation.presentationTransitionWillBegin()
// expect: print: from home: true, card view: true
// expect: presentation.frameOfPresentedViewInContainerView
// expect: presentation.containerViewWillLayoutSubviews()
// expect: presentation.containerViewDidLayoutSubviews()
// expect: presentation.containerViewWillLayoutSubviews()
// expect: presentation.containerViewDidLayoutSubviews()
// expect: presentation.presentationTransitionDidEnd(true)
// expect: print: card at (0.0, 422.0, 390.0, 422.0)
// expect: card.viewDidAppear(true)
// expect: print: home in window: true, container: true
// expect: print: frame: (0.0, 422.0, 390.0, 422.0)
// expect: card.viewWillDisappear(true)
// expect: presentation.dismissalTransitionWillBegin()
// expect: presentation.dismissalTransitionDidEnd(true)
// expect: card.viewDidDisappear(true)
// expect: print: card in window: false, container: false
