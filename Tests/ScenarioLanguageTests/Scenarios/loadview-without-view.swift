// Seed S3.4: a loadView override that never sets a view is called again on every access to view,
// and viewDidLoad follows each time. The engine bounds the loop and reports it.
class Broken: UIViewController {
    override func loadView() { print("loadView") }
    override func viewDidLoad() { super.viewDidLoad() }
}
let broken = Broken()
print(broken.view == nil)
print(broken.isViewLoaded)
_ = broken.view
// expect: broken.loadView()
// expect: print: loadView
// expect: broken.viewDidLoad()
// expect: print: true
// expect: print: false
// expect: broken.loadView()
// expect: print: loadView
// expect: broken.viewDidLoad()
