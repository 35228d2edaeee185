// A controller that logs size classes as the phone turns, the way rotation tutorials do: the new traits
// arrive in willTransition(to:with:), and traitCollectionDidChange(_:) gets the previous traits, whose size
// classes read back like the current ones.
class SizeClassViewController: UIViewController {
    override func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        super.willTransition(to: newCollection, with: coordinator)
        print("will: \(newCollection.horizontalSizeClass) \(newCollection.verticalSizeClass)")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        guard let previous = previousTraitCollection else { return }
        let changed = previous.verticalSizeClass != traitCollection.verticalSizeClass
        print("was \(previous.horizontalSizeClass) \(previous.verticalSizeClass), now \(traitCollection.verticalSizeClass), changed \(changed)")
    }
}

let logger = SizeClassViewController()
window.rootViewController = logger
DispatchQueue.main.asyncAfter(deadline: .now() + 1) { simulator.rotate(to: .landscapeLeft) }
DispatchQueue.main.asyncAfter(deadline: .now() + 2) { simulator.rotate(to: .portrait) }
// expect: logger.willTransition(to: UITraitCollection(verticalSizeClass: .compact), with: coordinator)
// expect: print: will: compact compact
// expect: logger.traitCollectionDidChange(UITraitCollection(verticalSizeClass: .regular))
// expect: print: was compact regular, now compact, changed true
// expect: logger.willTransition(to: UITraitCollection(verticalSizeClass: .regular), with: coordinator)
// expect: print: will: compact regular
// expect: logger.traitCollectionDidChange(UITraitCollection(verticalSizeClass: .compact))
// expect: print: was compact compact, now regular, changed true
