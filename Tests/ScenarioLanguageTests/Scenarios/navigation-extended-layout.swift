// A navigation child that does not extend its layout under the top bar (edgesForExtendedLayout = [])
// is placed below the status and navigation bars, and keeps that place when the container resizes.
// show: lifetime
class Detail: UIViewController {
    override var edgesForExtendedLayout: UIRectEdge { get { [] } set {} }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); print(view.frame) }
}
let detail = Detail()
let nav = UINavigationController(rootViewController: detail)
window.rootViewController = nav
DispatchQueue.main.asyncAfter(deadline: .now() + 1) { simulator.rotate(to: .landscapeLeft) }
// expect: print: (0.0, 91.0, 390.0, 753.0)
// expect: print: (0.0, 91.0, 844.0, 299.0)
