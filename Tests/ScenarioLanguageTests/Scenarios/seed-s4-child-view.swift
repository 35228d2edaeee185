// Seed S4: a child controller's view added, removed, hidden and moved; every step is its own event.
class BViewController: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

let root = UIViewController()
window.rootViewController = root
let b = BViewController()

func step(_ seconds: Double, _ body: @escaping () -> Void) {
    DispatchQueue.main.asyncAfter(deadline: .now() + seconds, execute: body)
}

step(1) {
    print("initView1")
    b.view.frame = CGRect(x: 100, y: 100, width: 100, height: 100)
    print("initView2")
    root.addChild(b)
    print("initView3")
}
step(2) {
    print("setUp1")
    root.view.addSubview(b.view)
    print("setUp2")
}
step(3) {
    print("remove1")
    b.view.removeFromSuperview()
    print("remove2")
}
step(4) {
    print("setUp1")
    root.view.addSubview(b.view)
    print("setUp2")
}
step(5) {
    print("hide")
    b.view.isHidden = true
}
step(6) {
    b.view.isHidden = false
    b.view.frame = CGRect(x: 1000, y: 1000, width: 100, height: 100)
    print("moved")
}
// expect: print: initView1
// expect: b.viewDidLoad()
// expect: print: initView2
// expect: print: initView3
// expect: print: setUp1
// expect: b.viewWillAppear(false)
// expect: print: setUp2
// expect: b.viewDidAppear(false)
// expect: print: remove1
// expect: b.viewWillDisappear(false)
// expect: print: remove2
// expect: b.viewDidDisappear(false)
// expect: print: setUp1
// expect: b.viewWillAppear(false)
// expect: print: setUp2
// expect: b.viewDidAppear(false)
// expect: print: hide
// expect: print: moved
