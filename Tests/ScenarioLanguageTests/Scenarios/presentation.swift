// present/dismiss with a completion closure: full screen vs the iOS 13 sheet default, and the deinit of
// the presented controller once nothing holds it (seed S1.7).
class Logging: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    deinit {}
}

let root = Logging()
window.rootViewController = root
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("present full screen")
let modal = Logging()
modal.modalPresentationStyle = .fullScreen
root.present(modal, animated: true) {
    print("presented: \(root.presentedViewController === modal), \(modal.presentingViewController === root)")
}
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("dismiss")
modal.dismiss(animated: false, completion: { print("dismissed") })
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("present a sheet")
func showSheet() {
    let sheet = Logging()
    root.present(sheet, animated: true, completion: nil)
    print(sheet.modalPresentationStyle)
}
showSheet()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
root.dismiss(animated: true)
// expect: root.viewWillAppear(false)
// expect: root.viewDidAppear(false)
// expect: print: present full screen
// expect: root.viewWillDisappear(true)
// expect: modal.viewWillAppear(true)
// expect: modal.viewDidAppear(true)
// expect: root.viewDidDisappear(true)
// expect: print: presented: true, true
// expect: print: dismiss
// expect: modal.viewWillDisappear(false)
// expect: root.viewWillAppear(false)
// expect: root.viewDidAppear(false)
// expect: modal.viewDidDisappear(false)
// expect: print: dismissed
// expect: print: present a sheet
// expect: print: automatic
// expect: sheet.viewWillAppear(true)
// expect: sheet.viewDidAppear(true)
// expect: sheet.viewWillDisappear(true)
// expect: sheet.viewDidDisappear(true)
// expect: sheet.deinit
