// A cart badge observing a notification the app posts with a user-info dictionary, a placeholder timer
// replaced when the screen appears, a scroll view whose content is constrained to its content and frame
// layout guides, and a base class whose deinit names the subclass being released through `Self`.
extension Notification.Name {
    static let cartChanged = Notification.Name(rawValue: "CartChanged")
}

class LoggingViewController: UIViewController {
    deinit {
        print("deinit \(Self.self)")
    }
}

class CartViewController: LoggingViewController {
    @IBOutlet var countLabel: UILabel!
    var timer = Timer()
    let scrollView = UIScrollView()
    let content = UIStackView()

    override func viewDidLoad() {
        super.viewDidLoad()
        countLabel = UILabel()
        view.addSubview(scrollView)
        scrollView.addSubview(content)
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        content.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
        ])
        content.addArrangedSubview(countLabel)
        print(timer.isValid)
        NotificationCenter.default.addObserver(self, selector: #selector(cartChanged(_:)), name: .cartChanged, object: nil)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        timer.invalidate()
        timer = Timer.scheduledTimer(withTimeInterval: 0.5, repeats: false) { _ in print("refreshed") }
    }

    @objc func cartChanged(_ notification: Notification) {
        let count = notification.userInfo?["count"] as? Int ?? 0
        countLabel.text = "\(count)"
        print(notification.name.rawValue, count)
    }
}

let nav = UINavigationController(rootViewController: LoggingViewController())
window.rootViewController = nav
nav.pushViewController(CartViewController(), animated: false)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
NotificationCenter.default.post(name: .cartChanged, object: nil, userInfo: ["count": 3])
nav.popViewController(animated: false)
print(String(format: "%.2f kg, %d left, %@", 2.5, 3, "ok"))
// expect: CartViewController#1.viewDidLoad()
// expect: print: false
// expect: CartViewController#1.viewDidAppear(false)
// expect: print: refreshed
// expect: CartViewController#1.cartChanged(Notification(CartChanged))
// expect: print: CartChanged 3
// expect: print: 2.50 kg, 3 left, ok
// expect: CartViewController#1.deinit
// expect: print: deinit CartViewController
