// A filter menu shown as a popover from a bar button item. The screen is the popover's delegate and asks
// for no adaptation (`.none`), so on the phone the menu stays a popover and the screen stays on screen.
// A compose sheet whose delegate refuses the first swipe (unsaved text) and allows the second: the
// delegate hears the attempt, then will/did dismiss around the dismissal the swipe makes.
class InboxViewController: UIViewController, UIPopoverPresentationControllerDelegate, UIAdaptivePresentationControllerDelegate {
    var draftSaved = false
    lazy var filterItem = UIBarButtonItem(title: "Filter", style: .plain, target: self, action: #selector(showFilters))

    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }

    @objc func showFilters() {
        let menu = FilterMenuViewController()
        menu.modalPresentationStyle = .popover
        menu.popoverPresentationController?.barButtonItem = filterItem
        menu.popoverPresentationController?.permittedArrowDirections = .up
        menu.popoverPresentationController?.delegate = self
        present(menu, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        return .none
    }

    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { draftSaved }
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {
        print("save the draft first")
        draftSaved = true
    }
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {
        print("sheet gone: \(presentationController.presentedViewController is ComposeViewController)")
    }
}

class FilterMenuViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("menu shown as \(modalPresentationStyle), arrow \(popoverPresentationController?.permittedArrowDirections ?? .any)")
    }
}

class ComposeViewController: UIViewController {
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

let inbox = InboxViewController()
window.rootViewController = inbox
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
simulator.tap(inbox.filterItem)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
inbox.dismiss(animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
let compose = ComposeViewController()
compose.presentationController?.delegate = inbox
inbox.present(compose, animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
simulator.swipeDown(compose)
simulator.swipeDown(compose)
// expect: inbox.showFilters()
// expect: inbox.adaptivePresentationStyle(for: UIPopoverPresentationController#1, traitCollection: UITraitCollection(horizontalSizeClass: .compact))
// expect: menu.viewDidAppear(true)
// expect: print: menu shown as popover, arrow up
// expect: inbox.adaptivePresentationStyle(for: UIPresentationController#1, traitCollection: UITraitCollection(horizontalSizeClass: .compact))
// expect: inbox.presentationControllerShouldDismiss(UIPresentationController#1)
// expect: inbox.presentationControllerDidAttemptToDismiss(UIPresentationController#1)
// expect: print: save the draft first
// expect: inbox.presentationControllerShouldDismiss(UIPresentationController#1)
// expect: inbox.presentationControllerWillDismiss(UIPresentationController#1)
// expect: compose.viewDidDisappear(true)
// expect: inbox.presentationControllerDidDismiss(UIPresentationController#1)
// expect: print: sheet gone: true
