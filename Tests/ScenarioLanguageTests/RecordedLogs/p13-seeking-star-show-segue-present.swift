// Recording: https://seeking-star.com/prog/swift/lifecycle_uiviewcontroller/ (Japanese): FirstViewController,
// the storyboard's initial screen, not in a navigation controller; a button performs a segue to
// SecondViewController. Each override prints the class and method after super. The iOS version is not
// stated; two layout passes at launch mean a launch without a window scene on iOS 11 or 12, and a "Show"
// segue outside a navigation controller presents full screen there, which the order (Second appears
// before First has disappeared) confirms. iOS 12 and a full-screen present are written.
// args: --ios 12
// receivers: first, second
// methods: viewDidLoad(), viewWillAppear(_:), viewWillLayoutSubviews(), viewDidLayoutSubviews(), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
class FirstViewController: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class SecondViewController: FirstViewController {}

let first = UIStoryboard(name: "Main", bundle: nil).instantiateInitialViewController() as! FirstViewController
window.rootViewController = first
window.makeKeyAndVisible()
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    print("画面遷移します")
    let second = SecondViewController()
    first.present(second, animated: true)
}
// expect: first.viewDidLoad
// expect: first.viewWillAppear
// expect: first.viewWillLayoutSubviews
// expect: first.viewDidLayoutSubviews
// expect: first.viewWillLayoutSubviews
// expect: first.viewDidLayoutSubviews
// expect: first.viewDidAppear
// expect: print: 画面遷移します
// expect: second.viewDidLoad
// expect: first.viewWillDisappear
// expect: second.viewWillAppear
// expect: second.viewWillLayoutSubviews
// expect: second.viewDidLayoutSubviews
// expect: first.viewWillLayoutSubviews
// expect: first.viewDidLayoutSubviews
// expect: second.viewDidAppear
// expect: first.viewDidDisappear
