// Overlays presented over the current screen: with `.overFullScreen` and `.custom` the presenter's view
// stays in the window, so the presenter hears no disappearance; with `.fullScreen` it leaves. The
// transition style is a stored value with no lifecycle effect.
class HomeViewController: UIViewController {
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
}

class OverlayViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

let home = HomeViewController()
window.rootViewController = home
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
for style in [UIModalPresentationStyle.overFullScreen, .custom, .fullScreen] {
    print("present \(style)")
    let overlay = OverlayViewController()
    overlay.modalPresentationStyle = style
    overlay.modalTransitionStyle = .crossDissolve
    home.present(overlay, animated: true)
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
    print("home in window: \(home.view.window != nil)")
    overlay.dismiss(animated: true)
    RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
}
// expect: home.viewWillAppear(false)
// expect: print: present overFullScreen
// expect: overlay.viewDidAppear(true)
// expect: print: home in window: true
// expect: overlay.viewDidDisappear(true)
// expect: print: present custom
// expect: overlay#2.viewDidAppear(true)
// expect: print: home in window: true
// expect: overlay#2.viewDidDisappear(true)
// expect: print: present fullScreen
// expect: home.viewWillDisappear(true)
// expect: overlay.viewDidAppear(true)
// expect: home.viewDidDisappear(true)
// expect: print: home in window: false
// expect: home.viewWillAppear(true)
// expect: overlay.viewDidDisappear(true)
