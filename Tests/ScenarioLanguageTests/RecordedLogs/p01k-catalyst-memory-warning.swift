// Recording: GitHub markdown "【iOS】UIViewController：生命周期的真实顺序与容器控制器" (2026-07-27, stored file id
// 62778495297), section 8: Mac Catalyst binary, UIDevice reports iPadOS 26.5.
// A is covered by B in a navigation controller (A's view was never loaded: the author's printout says so,
// so B is pushed at launch before A is shown); a memory warning (the private _performMemoryWarning, as the
// author used) reaches A, then B. No view is unloaded: viewDidUnload is never called.
// receivers: a, b
// methods: didReceiveMemoryWarning(), viewDidUnload(), viewWillUnload(), loadView()
// from: memory warning
class Logging: UIViewController {
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
    override func viewDidUnload() { super.viewDidUnload() }
    override func loadView() { super.loadView() }
}
class AController: Logging {}
class BController: Logging {}

let a = AController()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
let b = BController()
nav.pushViewController(b, animated: false)
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    print("memory warning")
    UIApplication.shared.perform(Selector(("_performMemoryWarning")))
    print("a loaded \(a.isViewLoaded), b loaded \(b.isViewLoaded)")
}
// expect: a.didReceiveMemoryWarning
// expect: b.didReceiveMemoryWarning
// expect: print: a loaded false, b loaded true
