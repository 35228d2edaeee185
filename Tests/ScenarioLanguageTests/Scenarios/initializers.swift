// UIKit initializers and a constraint-based layout pass reaching a view's updateConstraints().
class Constrained: UIView {
    override func updateConstraints() {
        super.updateConstraints()
        print("constraints of \(tag)")
    }
}
let nav = UINavigationController(nibName: nil, bundle: nil)
let scroll = UIScrollView()
let tabs = UITabBarController()
let only = UIViewController()
tabs.setViewControllers([only], animated: false)
print(nav.viewControllers.isEmpty, scroll.frame == .zero, tabs.viewControllers.count, only.parent === tabs)
// expect: print: true true 1 true
let constrained = Constrained(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
constrained.tag = 5
constrained.translatesAutoresizingMaskIntoConstraints = false
window.addSubview(constrained)
let presenter = UIViewController()
window.rootViewController = presenter
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
let shown = UIViewController()
presenter.present(shown, animated: true)
print("being presented \(shown.isBeingPresented)")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
presenter.dismiss(animated: true)
DispatchQueue.main.async { print("being dismissed \(shown.isBeingDismissed)") }
// expect: constrained.updateConstraints()
// expect: print: constraints of 5
// expect: print: being presented true
// expect: print: being dismissed true
