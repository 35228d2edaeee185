// A page sheet swiped down: abandoned (it settles back), then completed (dismissed, then released).
class Sheet: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    deinit {}
}
let root = UIViewController()
window.rootViewController = root
func presentSheet() {
    let sheet = Sheet()
    sheet.modalPresentationStyle = .pageSheet
    root.present(sheet, animated: true, completion: nil)
}
presentSheet()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("presented \(root.presentedViewController != nil)")
if let sheet = root.presentedViewController {
    simulator.swipeDown(sheet, completes: false)
    print("still presented \(root.presentedViewController === sheet)")
    simulator.swipeDown(sheet, completes: true)
}
print("presented \(root.presentedViewController != nil)")
// expect: sheet.viewWillAppear(true)
// expect: sheet.viewDidAppear(true)
// expect: print: presented true
// expect: sheet.viewWillDisappear(true)
// expect: sheet.viewWillAppear(true)
// expect: sheet.viewDidAppear(true)
// expect: print: still presented true
// expect: sheet.viewWillDisappear(true)
// expect: sheet.viewDidDisappear(true)
// expect: print: presented false
// expect: sheet.deinit
