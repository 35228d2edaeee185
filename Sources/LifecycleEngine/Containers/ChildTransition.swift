/// `transition(from:to:duration:options:animations:completion:)` between two children of a custom
/// container (spec §8.8): both will-callbacks at the start, `to` loaded only now; at the end
/// `to.viewDidAppear` before `from.viewDidDisappear` (recorded on iOS 5, L-tang; the order is the
/// presentation order, not Chameleon's).
extension ViewController {
    func transitionBetweenChildren(_ arguments: [Argument]) throws {
        guard let from = arguments.object(0) as? ViewController, let to = arguments.object(1) as? ViewController
        else { return }
        guard from.parent === self, to.parent === self else {
            throw engine.raise(
                "NSInvalidArgumentException",
                "Children view controllers <\(from.className): \(from.name)> and <\(to.className): \(to.name)> "
                    + "must have a common parent view controller when calling "
                    + "-[UIViewController transitionFromViewController:toViewController:duration:options:animations:completion:]")
        }
        let duration = arguments.double(2)
        let animations = arguments.block(4)
        let completion = arguments.block(5)
        guard let container = from.storedView?.superview else { return }
        try to.loadViewIfRequired()
        var transition = ContainerTransition(
            name: "child transition", from: from, to: to, animated: duration > 0, container: container)
        transition.duration = duration
        transition.incomingFrame = { from.storedView?.frame }
        transition.outgoingViewLeaves = .afterTheIncomingAppears
        transition.afterStart = { try animations?() }
        transition.afterFinish = { try completion?(.bool(true)) }
        try engine.run(transition)
    }
}
