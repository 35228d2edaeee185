// The way lifecycle articles log: print(#function) in each override; type(of:); enumerated loops.
class Logged: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        print(#function)
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\(type(of: self)) \(#function) \(animated)")
        DispatchQueue.main.async { print("queued from \(#function)") }
    }
    override var prefersStatusBarHidden: Bool {
        print(#function)
        return false
    }
    deinit { print(#function) }
}
window.rootViewController = Logged()
for (index, view) in [UIView(), UIView()].enumerated() {
    print(index, view.tag)
}
window.rootViewController = nil
// expect: Logged#1.viewDidLoad()
// expect: print: viewDidLoad()
// expect: Logged#1.viewWillAppear(false)
// expect: print: Logged viewWillAppear(_:) false
// expect: print: 0 0
// expect: print: 1 0
// expect: print: queued from viewWillAppear(_:)
// expect: Logged#1.deinit
// expect: print: deinit
