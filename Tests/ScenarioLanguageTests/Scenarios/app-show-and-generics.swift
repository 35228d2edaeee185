// Code shared across screens: generic helpers (one adds a view pinned to its superview's edges), and
// show(_:sender:), which pushes inside a navigation controller and presents outside one.
func pin<T: UIView>(_ child: T, in parent: UIView, inset: CGFloat = 0) -> T {
    child.translatesAutoresizingMaskIntoConstraints = false
    parent.addSubview(child)
    NSLayoutConstraint.activate([
        child.topAnchor.constraint(equalTo: parent.topAnchor, constant: inset),
        child.leadingAnchor.constraint(equalTo: parent.leadingAnchor, constant: inset),
        child.trailingAnchor.constraint(equalTo: parent.trailingAnchor, constant: -inset),
        child.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -inset),
    ])
    return child
}

func describe<T>(_ value: T) -> String {
    "\(type(of: value))"
}

class AboutViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let label = pin(UILabel(), in: view, inset: 20)
        label.text = "Version 1.0 (\(Bundle.main.bundleIdentifier ?? ""))"
        print(describe(label), describe(view.subviews.count), label.superview === view)
        let site = URL(string: "https://example.com/about/team")!
        print(site.host ?? "", site.lastPathComponent, URL(string: "not a url") == nil)
        print(URL(fileURLWithPath: "/tmp/notes.txt").absoluteString)
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}

let home = UIViewController()
let nav = UINavigationController(rootViewController: home)
window.rootViewController = nav
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
print("show inside a navigation controller")
let pushed = AboutViewController()
home.show(pushed, sender: nil)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("on top:", nav.topViewController === pushed)
print("show detail: presented on a phone")
let detail = AboutViewController()
home.showDetailViewController(detail, sender: home)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("presented:", home.presentedViewController === detail || nav.presentedViewController === detail)
// expect: print: show inside a navigation controller
// expect: pushed.viewDidLoad()
// expect: print: UILabel Int true
// expect: print: example.com team true
// expect: print: file:///tmp/notes.txt
// expect: pushed.viewWillAppear(true)
// expect: pushed.viewDidAppear(true)
// expect: print: on top: true
// expect: print: show detail: presented on a phone
// expect: detail.viewDidLoad()
// expect: print: UILabel Int true
// expect: print: example.com team true
// expect: print: file:///tmp/notes.txt
// expect: detail.viewWillAppear(true)
// expect: detail.viewDidAppear(true)
// expect: print: presented: true
