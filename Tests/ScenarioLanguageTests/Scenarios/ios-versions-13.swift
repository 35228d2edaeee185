// viewIsAppearing exists from iOS 13: between viewWillAppear and the first layout.
// ios: 13
class Appearing: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}
let screen = Appearing()
window.rootViewController = screen
// expect: screen.viewWillAppear(false)
// expect: screen.viewIsAppearing(false)
// expect: screen.viewDidAppear(false)
