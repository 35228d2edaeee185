// Recording: https://wlgusdn700.tistory.com/27 (Korean, posted 2021-01, so iOS 14 assumed): the author lists the
// appearance callbacks of A and B in two experiments: A, in a navigation controller, pushes B and B is popped;
// A presents B and B is dismissed. A disappears when B is presented, so the presentation covers the screen
// (.fullScreen is written: the default on iOS 14 is a sheet, which would leave A on screen). Both are
// written in one run, with a new B for the presentation.
// args: --ios 14
// receivers: a, b, presented
// methods: viewDidLoad(), viewWillAppear(_:), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
// from: push
class Logged: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class AViewController: Logged {}
class BViewController: Logged {}

let a = AViewController()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
window.makeKeyAndVisible()

DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("push")
    let b = BViewController()
    a.navigationController?.pushViewController(b, animated: true)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    print("pop")
    nav.popViewController(animated: true)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    print("present")
    let presented = BViewController()
    presented.modalPresentationStyle = .fullScreen
    a.present(presented, animated: true)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 4) {
    print("dismiss")
    a.dismiss(animated: true)
}
// expect: b.viewDidLoad
// expect: a.viewWillDisappear
// expect: b.viewWillAppear
// expect: a.viewDidDisappear
// expect: b.viewDidAppear
// expect: print: pop
// expect: b.viewWillDisappear
// expect: a.viewWillAppear
// expect: b.viewDidDisappear
// expect: a.viewDidAppear
// expect: print: present
// expect: presented.viewDidLoad
// expect: a.viewWillDisappear
// expect: presented.viewWillAppear
// expect: presented.viewDidAppear
// expect: a.viewDidDisappear
// expect: print: dismiss
// expect: presented.viewWillDisappear
// expect: a.viewWillAppear
// expect: a.viewDidAppear
// expect: presented.viewDidDisappear
