// Recording: https://velog.io/@inwoodev/iOS-Modality (Korean; iOS 13+ presentation styles), "Sheet Screen
// Modal의 생명주기": FirstVC presents SecondVC with the default (sheet) style. The presenting controller
// stays on screen: it gets no callback at all.
// args: --ios 13
// receivers: first, second
// methods: viewDidLoad(), viewWillAppear(_:), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
// from: present
class Logging: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class FirstVC: Logging {}
class SecondVC: Logging {}

let first = FirstVC()
window.rootViewController = first
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("present")
    let second = SecondVC()
    first.present(second, animated: true)
}
// expect: second.viewDidLoad
// expect: second.viewWillAppear
// expect: second.viewDidAppear
