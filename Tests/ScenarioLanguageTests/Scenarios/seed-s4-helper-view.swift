// Seed S4.6: the child's view enters the window inside a helper view; a block queued during the event
// runs before the commit's viewDidAppear. The stack of each callback shows how UIKit got there (S4.7).
class BViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

let root = UIViewController()
window.rootViewController = root
let b = BViewController()
let helper = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
root.addChild(b)
helper.addSubview(b.view)
b.didMove(toParent: root)

RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
print("setUp1")
root.view.addSubview(helper)
DispatchQueue.main.async { print("setUp2") }
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
print("remove1")
helper.removeFromSuperview()
print("remove2")
// expect: print: setUp1
// expect: b.viewWillAppear(false)
// expect: print: setUp2
// expect: b.viewDidAppear(false)
// expect: print: remove1
// expect: b.viewWillDisappear(false)
// expect: print: remove2
// expect: b.viewDidDisappear(false)
