// Recording: https://betterhee.tistory.com/75 (Korean, posted 2022-10-28: Xcode 14, so iOS 16 assumed), section
// "2. FullScreen": FirstViewController, the window's root, presents SecondViewController, which later dismisses
// itself; each override prints the class and the method, and SecondViewController prints its deinit.
// With .fullScreen the presenter disappears (its view leaves once the presented one has appeared) and
// appears again on the dismissal before the presented controller has finished disappearing.
// args: --ios 16
// receivers: first, second
// methods: viewDidLoad(), viewWillAppear(_:), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:), deinit
class FirstViewController: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }

    func presentSecond() {
        let second = SecondViewController()
        second.modalPresentationStyle = .fullScreen
        present(second, animated: true)
    }
}

class SecondViewController: FirstViewController {
    func close() { dismiss(animated: true) }
}

let first = FirstViewController()
window.rootViewController = first
window.makeKeyAndVisible()

DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("present")
    first.presentSecond()
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    print("dismiss")
    (first.presentedViewController as? SecondViewController)?.close()
}
// expect: first.viewDidLoad
// expect: first.viewWillAppear
// expect: first.viewDidAppear
// expect: print: present
// expect: second.viewDidLoad
// expect: first.viewWillDisappear
// expect: second.viewWillAppear
// expect: second.viewDidAppear
// expect: first.viewDidDisappear
// expect: print: dismiss
// expect: second.viewWillDisappear
// expect: first.viewWillAppear
// expect: first.viewDidAppear
// expect: second.viewDidDisappear
// expect: second.deinit
