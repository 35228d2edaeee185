// A segmented control switches between two child view controllers, with the containment calls apps make.
class PanelViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
}

class SwitcherViewController: UIViewController {
    let segments = UISegmentedControl(items: ["Recent", "Favourites"])
    let recent = PanelViewController()
    let favourites = PanelViewController()
    var current: UIViewController?

    override func viewDidLoad() {
        super.viewDidLoad()
        segments.selectedSegmentIndex = 0
        segments.addTarget(self, action: #selector(segmentChanged(_:)), for: .valueChanged)
        navigationItem.titleView = nil
        view.addSubview(segments)
        show(recent)
    }

    func show(_ child: UIViewController) {
        if let current = current {
            current.willMove(toParent: nil)
            current.view.removeFromSuperview()
            current.removeFromParent()
        }
        addChild(child)
        child.view.frame = view.bounds
        view.addSubview(child.view)
        child.didMove(toParent: self)
        current = child
    }

    @objc func segmentChanged(_ sender: UISegmentedControl) {
        print("segment \(sender.selectedSegmentIndex) of \(sender.numberOfSegments)")
        show(sender.selectedSegmentIndex == 0 ? recent : favourites)
    }
}

let switcher = SwitcherViewController()
window.rootViewController = switcher
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
switcher.segments.selectedSegmentIndex = 1
switcher.segments.sendActions(for: .valueChanged)
// expect: switcher.viewDidLoad()
// expect: recent.didMove(toParent: switcher)
// expect: recent.viewWillAppear(false)
// expect: recent.viewDidAppear(false)
// expect: switcher.segmentChanged(segments)
// expect: print: segment 1 of 2
// expect: recent.viewWillDisappear(false)
// expect: recent.didMove(toParent: nil)
// expect: favourites.viewWillAppear(false)
// expect: favourites.didMove(toParent: switcher)
// expect: recent.viewDidDisappear(false)
// expect: recent.didMove(toParent: nil)
// expect: favourites.viewDidAppear(false)
// expect: favourites.didMove(toParent: switcher)
