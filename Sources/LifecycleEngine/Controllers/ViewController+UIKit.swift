/// UIKit's implementations of `UIViewController`'s methods: what `super` reaches from an override.
extension ViewController {
    func controllerImplementation(_ method: Method, _ arguments: [Argument]) throws -> Argument? {
        switch method {
        case .loadView:
            try loadDefaultView()
        case .loadViewIfNeeded:
            try loadViewIfRequired()
        case .beginAppearanceTransition:
            try beginAppearanceTransitionRequested(arguments.bool(0), animated: arguments.bool(1))
        case .endAppearanceTransition:
            try endAppearanceTransitionRequested()
        case .shouldAutomaticallyForwardAppearanceMethods:
            return .bool(forwardsAppearanceByDefault)
        case .updateViewConstraints:
            // The root view's own constraint update runs inside the controller's (spec §4.1; inferred).
            if let view = storedView { try engine.inferred { try engine.send(.updateConstraints, to: view) } }
        case .didReceiveMemoryWarning:
            try releaseViewForMemoryWarning()
        case .addChild:
            if let child = arguments.object(0) as? ViewController { try addChildNow(child) }
        case .removeFromParent:
            try removeFromParentNow()
        case .willMoveToParent:
            let moving = arguments.object(0) != nil
            isMovingToParent = moving
            isMovingFromParent = !moving
        case .didMoveToParent:
            isMovingToParent = false
            isMovingFromParent = false
            noteDidMoveDuringTransition(toParent: arguments.object(0) != nil)
        case .transition:
            try transitionBetweenChildren(arguments)
        case .present:
            if let presented = arguments.object(0) as? ViewController {
                try presentNow(presented, animated: arguments.bool(1), completion: arguments.block(2))
            }
        case .dismiss:
            try dismissNow(animated: arguments.bool(0), completion: arguments.block(1))
        case .performSegue:
            if case .string(let identifier)? = arguments.first {
                try performSegueNow(identifier, sender: arguments.count > 1 ? arguments[1] : .object(nil))
            }
        case .shouldPerformSegue:
            return .bool(true)
        case .prepareForSegue:
            break
        case .viewWillTransitionToSize, .willTransitionToTraitCollection, .traitCollectionDidChange:
            // UIKit forwards size and trait transitions to children and to what it presents.
            for child in children { try engine.send(method, to: child, arguments) }
            if let ownPresentedViewController { try engine.send(method, to: ownPresentedViewController, arguments) }
        case .prefersStatusBarHidden, .extendedLayoutIncludesOpaqueBars:
            return .bool(false)
        case .preferredStatusBarUpdateAnimation:
            return .enumCase("fade")
        case .edgesForExtendedLayout:
            return .enumCase("all")
        default:
            return nil
        }
        return .void
    }

    /// `addChild(_:)`: a child with another parent leaves it first; `willMove(toParent:)` is called before
    /// the child is added, `didMove(toParent:)` is left to the container (spec §8.1, §8.4).
    func addChildNow(_ child: ViewController) throws {
        guard child.parent !== self else { return }
        try refuseContainmentCycle(with: child)
        try refuseChildUnderAnotherControllersView(child)
        if child.parent != nil {
            try engine.send(.removeFromParent, to: child)
        }
        try engine.send(.willMoveToParent, to: child, [.object(self)])
        children.append(child)
        child.parent = self
    }

    /// UIKit checks the child's place in the view tree before adopting it: a loaded child view that sits
    /// under another controller's view belongs, as far as UIKit can tell, to that controller. The view
    /// hierarchy is what it reads, not `parent`, so a child whose old container has let it go but has not yet
    /// removed its view (an unanimated `setViewControllers` waits for the container's layout) is refused too.
    /// The check also reads the view's window (a 2017 disassembly lists `window` among what it asks); the one
    /// recording is of a view on screen, so a view off screen is taken not to be checked (inferred), and a
    /// child moved between parents off screen just changes parent, as the documentation says.
    private func refuseChildUnderAnotherControllersView(_ child: ViewController) throws {
        guard engine.features.checksChildViewAncestry, child.storedView?.window != nil else { return }
        var ancestor = child.storedView?.superview
        while let view = ancestor, view.owningController == nil { ancestor = view.superview }
        guard let owner = ancestor?.owningController, owner !== self else { return }
        throw engine.raise("UIViewControllerHierarchyInconsistency",
                           "child view controller:<\(child.className): \(child.name)> should have parent view "
                           + "controller:<\(owner.className): \(owner.name)> but requested parent is:<\(className): \(name)>")
    }

    /// UIKit does not check this; the cycle later recurses until the app dies. Stop it here, said plainly.
    func refuseContainmentCycle(with child: ViewController) throws {
        var ancestor: ViewController? = self
        while let node = ancestor {
            if node === child {
                throw engine.terminate(.budgetExceeded(
                    "containment cycle: \(child.name) cannot become a child of \(name), which it already contains "
                        + "(on a device the app recurses until it crashes)"))
            }
            ancestor = node.parent
        }
    }

    /// `removeFromParent()`: detaches, then calls `didMove(toParent: nil)` (spec §8.3).
    func removeFromParentNow() throws {
        guard let parent else { return }
        parent.children.removeAll { $0 === self }
        self.parent = nil
        try engine.send(.didMoveToParent, to: self, [.object(nil)])
    }
}

extension Array where Element == Argument {
    func bool(_ index: Int) -> Bool { index < count ? self[index].boolValue ?? false : false }
    func object(_ index: Int) -> EngineObject? { index < count ? self[index].objectValue : nil }
    func view(_ index: Int) -> View? { object(index) as? View }
    func block(_ index: Int) -> Block? { index < count ? self[index].blockValue : nil }
    func double(_ index: Int) -> Double { index < count ? self[index].doubleValue ?? 0 : 0 }
}
