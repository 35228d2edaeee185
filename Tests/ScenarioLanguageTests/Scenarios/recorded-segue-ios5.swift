// Trace 12 (iOS 5.1, recorded): a storyboard's push segue from A to B, performed from a button's action.
// A's prepare(for:sender:) runs before B's view loads; the push then follows the navigation order.
// ios: 5
class LoggingViewController: UIViewController {
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

class A: LoggingViewController {
    var b: B?
    override func prepare(for segue: UIStoryboardSegue, sender: Any?) {
        b = segue.destination as? B
    }
}
class B: LoggingViewController {}

let storyboard = UIStoryboard(name: "MainStoryboard", bundle: nil)
storyboard.declareSegue("toB", from: "A", to: "B", kind: .show)
let a = storyboard.instantiateInitialViewController() as! A
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
window.makeKeyAndVisible()
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    a.performSegue(withIdentifier: "toB", sender: nil)
}
// expect: a.viewDidLoad()
// expect: a.viewWillAppear(false)
// expect: a.viewDidAppear(false)
// expect: a.prepare(for: segue, sender: nil)
// expect: b.viewDidLoad()
// expect: a.viewWillDisappear(true)
// expect: b.viewWillAppear(true)
// expect: a.viewDidDisappear(true)
// expect: b.viewDidAppear(true)
