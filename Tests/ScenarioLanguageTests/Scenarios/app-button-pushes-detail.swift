// A list screen whose button pushes a detail screen. The tap is a run-loop event of its own: the action
// runs inside it, the push is deferred to the navigation controller's layout, and the detail appears.
class DetailViewController: UIViewController {
    var itemName = ""

    override func viewDidLoad() {
        super.viewDidLoad()
        title = itemName
        let label = UILabel()
        label.text = "Details of \(itemName)"
        label.frame = CGRect(x: 16, y: 120, width: 300, height: 24)
        view.addSubview(label)
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}

class ListViewController: UIViewController {
    let openButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
        openButton.setTitle("Open first item", for: .normal)
        openButton.frame = CGRect(x: 16, y: 120, width: 200, height: 44)
        openButton.addTarget(self, action: #selector(openTapped(_:)), for: .touchUpInside)
        view.addSubview(openButton)
    }

    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }

    @objc private func openTapped(_ sender: UIButton) {
        print("tapped \(sender.title(for: .normal) ?? "")")
        let detail = DetailViewController()
        detail.itemName = "First"
        navigationController?.pushViewController(detail, animated: true)
        print("pushed; top is now \(navigationController?.topViewController === detail)")
    }
}

let list = ListViewController()
let nav = UINavigationController(rootViewController: list)
window.rootViewController = nav
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
simulator.tap(list.openButton)
print("title:", nav.topViewController?.title ?? "none")
// expect: list.viewDidLoad()
// expect: list.openTapped(openButton)
// expect: print: tapped Open first item
// expect: print: pushed; top is now true
// expect: detail.viewDidLoad()
// expect: list.viewWillDisappear(true)
// expect: detail.viewWillAppear(true)
// expect: print: title: First
// expect: list.viewDidDisappear(true)
// expect: detail.viewDidAppear(true)
