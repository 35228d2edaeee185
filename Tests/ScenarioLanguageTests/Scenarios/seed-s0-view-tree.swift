// Seed S0.a: a tree of logging views shown at launch (one turn).
class LogView: UIView {
    override func willMove(toSuperview newSuperview: UIView?) {
        super.willMove(toSuperview: newSuperview)
        print("view\(tag) moves under view\(newSuperview?.tag ?? -1)")
    }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }
    override func addSubview(_ view: UIView) { super.addSubview(view) }
    override func willMove(toWindow newWindow: UIWindow?) { super.willMove(toWindow: newWindow) }
    override func didMoveToWindow() { super.didMoveToWindow() }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
}

class RootViewController: UIViewController {
    let view1 = LogView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))
    let view11 = LogView(frame: CGRect(x: 0, y: 0, width: 200, height: 40))
    let view12 = LogView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
    let view111 = LogView(frame: CGRect(x: 0, y: 0, width: 50, height: 40))
    let view2 = LogView(frame: CGRect(x: 0, y: 0, width: 300, height: 40))

    override func loadView() { super.loadView() }
    override func loadViewIfNeeded() { super.loadViewIfNeeded() }

    override func viewDidLoad() {
        super.viewDidLoad()
        view1.tag = 1
        view11.tag = 11
        view12.tag = 12
        view111.tag = 111
        view2.tag = 2
        view1.addSubview(view12)
        view11.addSubview(view111)
        view1.addSubview(view11)
        view.addSubview(view1)
        view.addSubview(view2)
    }

    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}

let root = RootViewController()
window.rootViewController = root
// show: overrides
// expect: root.loadView()
// expect: root.viewDidLoad()
// expect: view1.addSubview(view12)
// expect: view12.willMove(toSuperview: view1)
// expect: print: view12 moves under view1
// expect: view12.didMoveToSuperview()
// expect: view1.didAddSubview(view12)
// expect: view11.addSubview(view111)
// expect: view111.willMove(toSuperview: view11)
// expect: print: view111 moves under view11
// expect: view111.didMoveToSuperview()
// expect: view11.didAddSubview(view111)
// expect: view1.addSubview(view11)
// expect: view11.willMove(toSuperview: view1)
// expect: print: view11 moves under view1
// expect: view11.didMoveToSuperview()
// expect: view1.didAddSubview(view11)
// expect: view1.willMove(toSuperview: root.view)
// expect: print: view1 moves under view0
// expect: view1.didMoveToSuperview()
// expect: view2.willMove(toSuperview: root.view)
// expect: print: view2 moves under view0
// expect: view2.didMoveToSuperview()
// expect: root.viewWillAppear(false)
// expect: root.loadViewIfNeeded()
// expect: view1.willMove(toWindow: window)
// expect: view12.willMove(toWindow: window)
// expect: view11.willMove(toWindow: window)
// expect: view111.willMove(toWindow: window)
// expect: view2.willMove(toWindow: window)
// expect: view12.didMoveToWindow()
// expect: view111.didMoveToWindow()
// expect: view11.didMoveToWindow()
// expect: view1.didMoveToWindow()
// expect: view2.didMoveToWindow()
// expect: root.viewWillLayoutSubviews()
// expect: root.viewDidLayoutSubviews()
// expect: view2.layoutSubviews()
// expect: view1.layoutSubviews()
// expect: view11.layoutSubviews()
// expect: view111.layoutSubviews()
// expect: view12.layoutSubviews()
// expect: view2.draw(CGRect(x: 0, y: 0, width: 300, height: 40))
// expect: view1.draw(CGRect(x: 0, y: 0, width: 300, height: 40))
// expect: view11.draw(CGRect(x: 0, y: 0, width: 200, height: 40))
// expect: view111.draw(CGRect(x: 0, y: 0, width: 50, height: 40))
// expect: view12.draw(CGRect(x: 0, y: 0, width: 100, height: 40))
// expect: root.viewDidAppear(false)
