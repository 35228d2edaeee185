// Colours written as implicit member chains, typed from the property they are assigned to: the chain's
// root (`.black`, `.systemBlue`, `.init(…)`) is a member of UIColor, and the rest of the chain runs on it.
class OverlayController: UIViewController {
    lazy var dimmingView: UIView = {
        let dimming = UIView()
        dimming.backgroundColor = .black.withAlphaComponent(0.2)
        return dimming
    }()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(dimmingView)
        view.tintColor = .init(red: 0.5, green: 0.25, blue: 1, alpha: 1)
        let highlight: UIColor = .systemBlue.withAlphaComponent(0.5)
        print(dimmingView.backgroundColor!)
        print(view.tintColor!)
        print(highlight)
    }
}

window.rootViewController = OverlayController()
window.makeKeyAndVisible()
// expect: OverlayController#1.viewDidLoad()
// expect: print: UIColor.black.withAlphaComponent(0.2)
// expect: print: UIColor(red: 0.5, green: 0.25, blue: 1, alpha: 1)
// expect: print: UIColor.systemBlue.withAlphaComponent(0.5)
