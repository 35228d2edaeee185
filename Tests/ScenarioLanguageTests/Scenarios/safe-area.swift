// Safe area and margins (iOS 11+): a root controller and a badge under the status bar hear of them.
class Badge: UIView {
    override func safeAreaInsetsDidChange() { super.safeAreaInsetsDidChange() }
    override func layoutMarginsDidChange() { super.layoutMarginsDidChange() }
}
class RootViewController: UIViewController {
    override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
    override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange() }
}
let root = RootViewController()
window.rootViewController = root
let badge = Badge(frame: CGRect(x: 0, y: 200, width: 40, height: 40))
root.view.addSubview(badge)
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    badge.frame = CGRect(x: 0, y: 10, width: 40, height: 40)
    print("moved")
}
// expect: root.viewSafeAreaInsetsDidChange()
// expect: root.viewLayoutMarginsDidChange()
// expect: print: moved
// expect: badge.safeAreaInsetsDidChange()
// expect: badge.layoutMarginsDidChange()
