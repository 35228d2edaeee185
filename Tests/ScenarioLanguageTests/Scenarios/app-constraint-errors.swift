// Activating constraints between views that share no ancestor is a programming error UIKit raises on:
// the label is constrained before it is added to the view hierarchy.
class BrokenViewController: UIViewController {
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        label.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            label.centerXAnchor.constraint(equalTo: view.centerXAnchor),
        ])
        view.addSubview(label)
    }
}

let broken = BrokenViewController()
window.rootViewController = broken
window.makeKeyAndVisible()
// outcome: exception
// expect: broken.viewDidLoad()
// expect: exception: NSGenericException: Unable to activate constraint with anchors "label.centerX" and "broken.view.centerX" because they have no common ancestor. Does the constraint or its anchors reference items in different view hierarchies? That's illegal.
