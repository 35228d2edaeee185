// A coordinator kept past its callbacks takes no more blocks: the rotation's animation has been set up.
class Keeper: UIViewController {
    var kept: UIViewControllerTransitionCoordinator?

    override func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        kept = coordinator
    }
}

let keeper = Keeper()
window.rootViewController = keeper
window.makeKeyAndVisible()
simulator.rotate(to: .landscapeLeft)
keeper.kept!.animate(alongsideTransition: nil, completion: { _ in print("never") })
// error: coordinator-after-transition.swift:15:14: the transition is over: a coordinator takes blocks only while its callbacks run [runtime-error]
// expect: keeper.viewWillTransition(to: CGSize(width: 844, height: 390), with: coordinator)
