// A custom container: transition(from:to:) between two children, a container that forwards appearance
// by hand, the getters UIKit queries, constraint-based layout, and properties with no lifecycle effect.
class Page: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func updateViewConstraints() { super.updateViewConstraints() }
    override var prefersStatusBarHidden: Bool { true }
}
class Manual: UIViewController {
    override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        print("traits change")
    }
}
let container = Manual(nibName: nil, bundle: nil)
container.title = "Pages"
window.rootViewController = container
let left = Page()
let right = Page()
container.addChild(left)
container.view.addSubview(left.view)
left.didMove(toParent: container)
container.addChild(right)
print(container.title ?? "", container.nibName == nil, left.isMovingToParent, right.tabBarController == nil)
left.beginAppearanceTransition(true, animated: false)
left.endAppearanceTransition()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("transition")
container.transition(from: left, to: right, duration: 0.25, options: [.transitionCrossDissolve], animations: {
    print("animations")
}) { finished in
    print("finished \(finished)")
}
print(left.prefersStatusBarHidden, container.prefersStatusBarHidden, container.preferredStatusBarUpdateAnimation,
      container.extendedLayoutIncludesOpaqueBars, container.edgesForExtendedLayout)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
right.view.translatesAutoresizingMaskIntoConstraints = false
right.view.setNeedsUpdateConstraints()
right.view.updateConstraintsIfNeeded()
right.view.backgroundColor = .red
right.view.clipsToBounds = true
right.view.accessibilityIdentifier = "right"
print(right.view.backgroundColor ?? "none", right.view.clipsToBounds, right.view.accessibilityIdentifier ?? "")
simulator.rotate(to: .landscapeRight)
simulator.rotate(to: .portrait)
// expect: container.shouldAutomaticallyForwardAppearanceMethods
// expect: container.shouldAutomaticallyForwardAppearanceMethods
// expect: print: Pages true false true
// expect: left.viewWillAppear(false)
// expect: left.viewDidAppear(false)
// expect: print: transition
// expect: left.viewWillDisappear(true)
// expect: right.viewWillAppear(true)
// expect: print: animations
// expect: print: true false fade false all
// expect: right.viewDidAppear(true)
// expect: left.viewDidDisappear(true)
// expect: print: finished true
// expect: right.updateViewConstraints()
// expect: print: UIColor.red true right
// expect: container.willTransition(to: UITraitCollection(verticalSizeClass: .compact), with: coordinator)
// expect: print: traits change
// expect: container.willTransition(to: UITraitCollection(verticalSizeClass: .regular), with: coordinator)
// expect: print: traits change
