// A controller that re-centres a badge as the device rotates. The coordinator only collects the blocks:
// the alongside block runs in the rotation's animation, after the resized view is laid out, and the
// completion when the animation ends (transitionDuration later). Both positions are inferred.
class BadgeController: UIViewController {
    let badge = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(badge)
    }

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        print("will transition, view width", view.bounds.width, "duration", coordinator.transitionDuration)
        coordinator.animate(alongsideTransition: { _ in
            self.badge.center = self.view.center
            print("alongside, view width", self.view.bounds.width)
        }, completion: { _ in
            print("rotation finished")
        })
        print("blocks handed over")
    }

    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
}

window.rootViewController = BadgeController()
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
simulator.rotate(to: .landscapeLeft)
print("after rotate")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
// expect: BadgeController#1.viewDidLoad()
// expect: BadgeController#1.viewWillLayoutSubviews()
// expect: BadgeController#1.viewWillTransition(to: CGSize(width: 844, height: 390), with: coordinator)
// expect: print: will transition, view width 390.0 duration 0.4
// expect: print: blocks handed over
// expect: BadgeController#1.viewWillLayoutSubviews()
// expect: print: alongside, view width 844.0
// expect: print: after rotate
// expect: print: rotation finished
