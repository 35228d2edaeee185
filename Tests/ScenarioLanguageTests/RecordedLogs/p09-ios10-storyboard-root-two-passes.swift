// Recording: GitHub markdown (alexiiio/LD-Notes, image links in the same file; stored file id 41946020822),
// console output dated 2017-03-01, project "ViewControllerLifeCircle" (Xcode 8, so iOS 10): the storyboard's
// initial ViewController logs init(coder:), awakeFromNib, loadView, the appearance and layout callbacks:
// two layout passes before viewDidAppear. Its later disappearance and release are not compared (how it
// was removed is not stated).
// args: --ios 10
// receivers: viewController
// methods: init(coder:), awakeFromNib(), loadView(), viewDidLoad(), viewWillAppear(_:), viewWillLayoutSubviews(), viewDidLayoutSubviews(), viewDidAppear(_:)
class ViewController: UIViewController {
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func awakeFromNib() { super.awakeFromNib() }
    override func loadView() { super.loadView() }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
}
let storyboard = UIStoryboard(name: "Main", bundle: nil)
let viewController = storyboard.instantiateInitialViewController() as! ViewController
window.rootViewController = viewController
window.makeKeyAndVisible()
// expect: viewController.init
// expect: viewController.awakeFromNib
// expect: viewController.loadView
// expect: viewController.viewDidLoad
// expect: viewController.viewWillAppear
// expect: viewController.viewWillLayoutSubviews
// expect: viewController.viewDidLayoutSubviews
// expect: viewController.viewWillLayoutSubviews
// expect: viewController.viewDidLayoutSubviews
// expect: viewController.viewDidAppear
