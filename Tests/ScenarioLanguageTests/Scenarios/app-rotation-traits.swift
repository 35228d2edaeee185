// A controller that switches between a stacked and a side-by-side arrangement by the vertical size class.
// Rotating a phone flips that class: after willTransition(to:with:) and viewWillTransition(to:with:) the
// new traits are in effect and traitCollectionDidChange(_:) is called, before layout (order inferred).
class ArrangementController: UIViewController {
    let card = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        report("loaded")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        report("traits changed")
    }

    override func viewWillLayoutSubviews() {
        super.viewWillLayoutSubviews()
        print("layout for", traitCollection.verticalSizeClass == .compact ? "side by side" : "stacked")
    }

    func report(_ moment: String) {
        let traits = traitCollection
        print(moment, traits.horizontalSizeClass, traits.verticalSizeClass, traits.userInterfaceStyle,
              traits.userInterfaceIdiom, traits.displayScale)
    }
}

let controller = ArrangementController()
window.rootViewController = controller
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
simulator.rotate(to: .landscapeLeft)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
print(controller.card.traitCollection.verticalSizeClass)
// expect: controller.viewDidLoad()
// expect: print: loaded compact regular light phone 3.0
// expect: controller.viewWillLayoutSubviews()
// expect: print: layout for stacked
// expect: controller.traitCollectionDidChange(UITraitCollection(verticalSizeClass: .regular))
// expect: print: traits changed compact compact light phone 3.0
// expect: controller.viewWillLayoutSubviews()
// expect: print: layout for side by side
// expect: print: compact
