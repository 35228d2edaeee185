// A list inside a navigation controller presents a filter panel over its own area only: the list sets
// `definesPresentationContext`, so `.currentContext` covers the list's view (it leaves, and the list
// disappears) while the navigation controller stays on screen; `.overCurrentContext` leaves the list in
// place, so the list hears nothing.
class ListViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

class FilterViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

let list = ListViewController()
list.definesPresentationContext = true
let nav = UINavigationController(rootViewController: list)
window.rootViewController = nav
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))

let filter = FilterViewController()
filter.modalPresentationStyle = .currentContext
list.present(filter, animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("presented by the list: \(filter.presentingViewController === list), nav presents: \(nav.presentedViewController === filter)")
print("nav on screen: \(nav.view.window != nil), list on screen: \(list.view.window != nil)")
print("filter where the list was: \(filter.view.frame == list.view.frame)")
list.dismiss(animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("list on screen again: \(list.view.window != nil)")

let overlay = FilterViewController()
overlay.modalPresentationStyle = .overCurrentContext
list.present(overlay, animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("list under the overlay: \(list.view.window != nil)")
overlay.dismiss(animated: true)
// expect: list.viewWillAppear(false)
// expect: list.viewDidAppear(false)
// expect: list.viewWillDisappear(true)
// expect: filter.viewWillAppear(true)
// expect: list.viewDidDisappear(true)
// expect: print: presented by the list: true, nav presents: false
// expect: print: nav on screen: true, list on screen: false
// expect: print: filter where the list was: true
// expect: list.viewWillAppear(true)
// expect: list.viewDidAppear(true)
// expect: filter.viewDidDisappear(true)
// expect: print: list on screen again: true
// expect: overlay.viewWillAppear(true)
// expect: print: list under the overlay: true
// expect: overlay.viewDidDisappear(true)
