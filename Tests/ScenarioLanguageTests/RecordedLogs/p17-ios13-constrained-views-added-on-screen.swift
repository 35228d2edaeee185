// Recording: blog post "VC的布局时机、所用方法以及UIView内部布局执行顺序" (author 恋空K, 2020-04-15,
// https://haomeiwen.com/subject/nqdkvhtx.html; copy https://e-com-net.com/article/1728916719277256704.htm), case 2.
// iOS not stated (Xcode 11 log format, 2020-04: iOS 13 assumed). A tap on the shown screen creates FirstView,
// whose initializer creates TwoView and adds it; FirstView is added to the controller's view. Both views log
// init(frame:), updateConstraints() and layoutSubviews(); the controller logs its layout callbacks. The constraints
// are not shown: both views are placed with constraints (both are told updateConstraints).
// args: --ios 13
// receivers: firstView, twoView, controller
// methods: init(frame:), viewWillLayoutSubviews(), updateConstraints(), viewDidLayoutSubviews(), layoutSubviews()
// from: tap
class TwoView: UIView {
    override init(frame: CGRect) { super.init(frame: frame) }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func updateConstraints() { super.updateConstraints() }
    override func layoutSubviews() { super.layoutSubviews() }
}

class FirstView: UIView {
    let twoView: TwoView
    override init(frame: CGRect) {
        twoView = TwoView(frame: .zero)
        super.init(frame: frame)
        twoView.translatesAutoresizingMaskIntoConstraints = false
        addSubview(twoView)
        NSLayoutConstraint.activate([
            twoView.topAnchor.constraint(equalTo: topAnchor, constant: 10),
            twoView.leadingAnchor.constraint(equalTo: leadingAnchor, constant: 10),
            twoView.widthAnchor.constraint(equalToConstant: 50),
            twoView.heightAnchor.constraint(equalToConstant: 50),
        ])
    }
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func updateConstraints() { super.updateConstraints() }
    override func layoutSubviews() { super.layoutSubviews() }
}

class ViewController: UIViewController {
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }

    func addViews() {
        let firstView = FirstView(frame: .zero)
        firstView.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(firstView)
        NSLayoutConstraint.activate([
            firstView.topAnchor.constraint(equalTo: view.topAnchor, constant: 100),
            firstView.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 20),
            firstView.widthAnchor.constraint(equalToConstant: 200),
            firstView.heightAnchor.constraint(equalToConstant: 200),
        ])
    }
}

let controller = ViewController()
window.rootViewController = controller
window.makeKeyAndVisible()

DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("tap")   // touchesBegan(_:with:) in the post
    controller.addViews()
}
// expect: firstView.init
// expect: twoView.init
// expect: controller.viewWillLayoutSubviews
// expect: twoView.updateConstraints
// expect: firstView.updateConstraints
// expect: controller.viewDidLayoutSubviews
// expect: firstView.layoutSubviews
// expect: twoView.layoutSubviews
