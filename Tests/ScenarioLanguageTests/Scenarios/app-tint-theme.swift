// A themed screen whose custom controls redraw in tintColorDidChange(). The tint is inherited: setting it on
// the root view reaches every control below that has none of its own, a control with its own color keeps
// it, and a control set to the color it already inherits is still told (its own value changed). Moving a
// control under a differently tinted container changes its tint; setting a color again changes nothing.
// An alert dims everything behind it until it is dismissed.
class TintedIcon: UIView {
    override func tintColorDidChange() {
        super.tintColorDidChange()
        print("\(accessibilityIdentifier ?? "?") tint: \(tintColor!), \(tintAdjustmentMode)")
    }
}

class ThemeViewController: UIViewController {
    let toolbar = UIView()
    let share = TintedIcon()
    let delete = TintedIcon()
    let info = TintedIcon()
    let sidebar = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        share.accessibilityIdentifier = "share"
        delete.accessibilityIdentifier = "delete"
        info.accessibilityIdentifier = "info"
        delete.tintColor = .systemRed
        toolbar.addSubview(share)
        toolbar.addSubview(delete)
        toolbar.addSubview(info)
        view.addSubview(toolbar)
        print("before the theme: \(share.tintColor!)")
        view.tintColor = .systemIndigo
        share.tintColor = .systemIndigo
        share.tintColor = .systemIndigo
        sidebar.tintColor = .systemGreen
        view.addSubview(sidebar)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        sidebar.addSubview(info)
        sidebar.addSubview(share)
        share.tintColor = nil
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        let cancel = UIAlertAction(title: "Cancel", style: .cancel) { _ in print("cancelled") }
        alert.addAction(cancel)
        present(alert, animated: true)
        DispatchQueue.main.asyncAfter(deadline: .now() + 1) { simulator.tap(cancel) }
    }
}

window.rootViewController = ThemeViewController()

// expect: ThemeViewController#1.viewDidLoad()
// expect: delete.tintColorDidChange()
// expect: print: delete tint: UIColor.systemRed, normal
// expect: print: before the theme: UIColor.systemBlue
// expect: share.tintColorDidChange()
// expect: print: share tint: UIColor.systemIndigo, normal
// expect: info.tintColorDidChange()
// expect: print: info tint: UIColor.systemIndigo, normal
// expect: share.tintColorDidChange()
// expect: print: share tint: UIColor.systemIndigo, normal
// expect: ThemeViewController#1.viewDidAppear(false)
// expect: info.tintColorDidChange()
// expect: print: info tint: UIColor.systemGreen, normal
// expect: share.tintColorDidChange()
// expect: print: share tint: UIColor.systemGreen, normal
// expect: delete.tintColorDidChange()
// expect: print: delete tint: UIColor.systemRed (dimmed), dimmed
// expect: info.tintColorDidChange()
// expect: print: info tint: UIColor.systemGreen (dimmed), dimmed
// expect: share.tintColorDidChange()
// expect: print: share tint: UIColor.systemGreen (dimmed), dimmed
// expect: delete.tintColorDidChange()
// expect: print: delete tint: UIColor.systemRed, normal
// expect: info.tintColorDidChange()
// expect: print: info tint: UIColor.systemGreen, normal
// expect: share.tintColorDidChange()
// expect: print: share tint: UIColor.systemGreen, normal
// expect: print: cancelled
