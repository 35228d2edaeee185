// Recording: https://zerobug.tistory.com/113 (Korean; the post covers viewIsAppearing, so iOS 17): a storyboard
// app whose first screen sits in a navigation controller; a Show segue pushes the second screen, and the Back
// button returns. Both screens print each appearance callback, viewIsAppearing(_:) included. The stored copy of
// the post breaks off after the second screen's viewWillDisappear on the way back (match: prefix). The segue is
// written as show(_:sender:), the Back button as a pop.
// args: --ios 17
// receivers: first, second
// methods: viewDidLoad(), viewWillAppear(_:), viewIsAppearing(_:), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
// match: prefix
class FirstView: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class SecondView: FirstView {}

let first = FirstView()
let nav = UINavigationController(rootViewController: first)
window.rootViewController = nav
window.makeKeyAndVisible()
let second = SecondView()

DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    first.show(second, sender: nil)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    nav.popViewController(animated: true)
}
// expect: first.viewDidLoad
// expect: first.viewWillAppear
// expect: first.viewIsAppearing
// expect: first.viewDidAppear
// expect: second.viewDidLoad
// expect: first.viewWillDisappear
// expect: second.viewWillAppear
// expect: second.viewIsAppearing
// expect: first.viewDidDisappear
// expect: second.viewDidAppear
// expect: second.viewWillDisappear
