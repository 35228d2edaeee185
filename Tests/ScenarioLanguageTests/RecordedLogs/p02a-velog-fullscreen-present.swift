// Recording: https://velog.io/@inwoodev/iOS-Modality (Korean; iOS 13+ presentation styles), "Full Screen
// Modal의 생명주기": FirstVC presents SecondVC with .fullScreen. The dismiss half of the post labels every
// line SecondVC (a slip in the printout), so only the presentation is compared.
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
    second.modalPresentationStyle = .fullScreen
    first.present(second, animated: true)
}
// expect: second.viewDidLoad
// expect: first.viewWillDisappear
// expect: second.viewWillAppear
// expect: second.viewDidAppear
// expect: first.viewDidDisappear
