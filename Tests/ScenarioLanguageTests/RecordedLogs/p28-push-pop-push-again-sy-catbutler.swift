// Recording: https://sy-catbutler.tistory.com/70 (Korean; iOS not stated, so the newest version is assumed):
// FirstViewController, in a navigation controller, pushes SecondViewController from a button whose action
// prints "button Tapped!!"; the Back button pops it; the button pushes a new SecondViewController. Each
// controller prints its appearance callbacks. The stored copy of the post breaks off in the second push
// (match: prefix). The Back button is written as a pop.
// receivers: first, second
// methods: viewDidLoad(), viewWillAppear(_:), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
// match: prefix
class Logged: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class SecondViewController: Logged {}
class FirstViewController: Logged {
    func buttonTapped() {
        print("button Tapped!!")
        let second = SecondViewController()
        navigationController?.pushViewController(second, animated: true)
    }
}

let first = FirstViewController()
let nav = UINavigationController(rootViewController: first)
window.rootViewController = nav
window.makeKeyAndVisible()

DispatchQueue.main.asyncAfter(deadline: .now() + 1) { first.buttonTapped() }
DispatchQueue.main.asyncAfter(deadline: .now() + 2) { nav.popViewController(animated: true) }
DispatchQueue.main.asyncAfter(deadline: .now() + 3) { first.buttonTapped() }
// expect: first.viewDidLoad
// expect: first.viewWillAppear
// expect: first.viewDidAppear
// expect: print: button Tapped!!
// expect: second.viewDidLoad
// expect: first.viewWillDisappear
// expect: second.viewWillAppear
// expect: first.viewDidDisappear
// expect: second.viewDidAppear
// expect: second.viewWillDisappear
// expect: first.viewWillAppear
// expect: second.viewDidDisappear
// expect: first.viewDidAppear
// expect: print: button Tapped!!
// expect: second.viewDidLoad
// expect: first.viewWillDisappear
// expect: second.viewWillAppear
// expect: first.viewDidDisappear
