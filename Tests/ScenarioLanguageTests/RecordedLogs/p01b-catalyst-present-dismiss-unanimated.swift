// Recording: GitHub markdown "【iOS】UIViewController：生命周期的真实顺序与容器控制器" (2026-07-27, stored file id
// 62778495297), section 4: Mac Catalyst binary, UIDevice reports iPadOS 26.5.
// A presents M without animation, later dismisses it without animation. The presentation style is not
// shown; A is told it disappears, which only a full-screen presentation does, so .fullScreen is written.
// args: --ios 18
// receivers: a, m
// methods: viewDidLoad(), viewWillAppear(_:), viewIsAppearing(_:), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
// from: present
class LoggingController: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class AController: LoggingController {}
class MController: LoggingController {}

let a = AController()
window.rootViewController = a
let m = MController()
m.modalPresentationStyle = .fullScreen

DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("present")
    a.present(m, animated: false) {
        print("present completion")
    }
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    print("dismiss")
    a.dismiss(animated: false)
}
// expect: m.viewDidLoad
// expect: a.viewWillDisappear
// expect: m.viewWillAppear
// expect: m.viewIsAppearing
// expect: m.viewDidAppear
// expect: a.viewDidDisappear
// expect: print: present completion
// expect: print: dismiss
// expect: m.viewWillDisappear
// expect: a.viewWillAppear
// expect: a.viewIsAppearing
// expect: a.viewDidAppear
// expect: m.viewDidDisappear
