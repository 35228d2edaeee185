// Dismissing from the root while A presents B dismisses the whole chain: only the topmost controller
// is seen leaving, A goes silently, and the completion runs. A child of a navigation controller answers
// presentedViewController with what its navigation controller presented (and a presented navigation
// controller's child answers presentingViewController likewise).
// ios: 12
// show: overrides
class Logging: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
let root = Logging()
let a = Logging()
let b = Logging()
window.rootViewController = root
DispatchQueue.main.asyncAfter(deadline: .now() + 1) { root.present(a, animated: true) }
DispatchQueue.main.asyncAfter(deadline: .now() + 2) { a.present(b, animated: true) }
DispatchQueue.main.asyncAfter(deadline: .now() + 3) {
    print("dismiss from root")
    root.dismiss(animated: true) {
        print("done: \(root.presentedViewController == nil) \(a.presentingViewController == nil) \(b.presentingViewController == nil)")
    }
}
let listing = Logging()
let nav = UINavigationController(rootViewController: listing)
let detail = Logging()
let sheetRoot = Logging()
let sheet = UINavigationController(rootViewController: sheetRoot)
DispatchQueue.main.asyncAfter(deadline: .now() + 5) {
    print("navigation root")
    window.rootViewController = nav
}
DispatchQueue.main.asyncAfter(deadline: .now() + 6) {
    nav.present(sheet, animated: false)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 7) {
    print(listing.presentedViewController === sheet, sheetRoot.presentingViewController === nav)
}
// expect: root.viewWillAppear(false)
// expect: root.viewDidAppear(false)
// expect: root.viewWillDisappear(true)
// expect: a.viewWillAppear(true)
// expect: a.viewDidAppear(true)
// expect: root.viewDidDisappear(true)
// expect: a.viewWillDisappear(true)
// expect: b.viewWillAppear(true)
// expect: b.viewDidAppear(true)
// expect: a.viewDidDisappear(true)
// expect: print: dismiss from root
// expect: b.viewWillDisappear(true)
// expect: root.viewWillAppear(true)
// expect: root.viewDidAppear(true)
// expect: b.viewDidDisappear(true)
// expect: print: done: true true true
// expect: print: navigation root
// expect: root.viewWillDisappear(false)
// expect: listing.viewWillAppear(false)
// expect: root.viewDidDisappear(false)
// expect: listing.viewDidAppear(false)
// expect: listing.viewWillDisappear(false)
// expect: sheetRoot.viewWillAppear(false)
// expect: listing.viewDidDisappear(false)
// expect: sheetRoot.viewDidAppear(false)
// expect: print: true true
