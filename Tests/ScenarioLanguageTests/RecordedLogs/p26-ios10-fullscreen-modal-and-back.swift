// Recording: GitHub-hosted Markdown note (project "IOSBaseLearn", console output dated 2017-01-07, "+0800" log
// format of Xcode 8, so iOS 10; stored file id 3503590829), section 5.4: OneViewController presents
// ModalViewController ("modal"), which is later dismissed ("然后返回时"). Before iOS 13 a presentation covers
// the screen, so One disappears and appears again. Only the part with timestamps is compared (the push in
// section 5.3 is typed by hand, without a log). How One is shown is not stated: the window's root is written.
// args: --ios 10
// receivers: one, modal
// methods: viewDidLoad(), viewWillAppear(_:), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
// from: modal
class Logged: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class OneViewController: Logged {}
class ModalViewController: Logged {}

let one = OneViewController()
window.rootViewController = one
window.makeKeyAndVisible()
let modal = ModalViewController()

DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("modal")
    one.present(modal, animated: true)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    print("back")
    modal.dismiss(animated: true)
}
// expect: modal.viewDidLoad
// expect: one.viewWillDisappear
// expect: modal.viewWillAppear
// expect: modal.viewDidAppear
// expect: one.viewDidDisappear
// expect: print: back
// expect: modal.viewWillDisappear
// expect: one.viewWillAppear
// expect: one.viewDidAppear
// expect: modal.viewDidDisappear
