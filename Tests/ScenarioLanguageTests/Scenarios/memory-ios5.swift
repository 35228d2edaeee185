// Seed S2.2: on iOS 5 a memory warning releases a loaded view that is not in a window
// (viewWillUnload, viewDidUnload); the next access loads it again.
// ios: 5
class Unloading: UIViewController {
    override func loadView() { super.loadView() }
    override func viewDidLoad() { super.viewDidLoad() }
    override func didReceiveMemoryWarning() { super.didReceiveMemoryWarning() }
    override func viewWillUnload() { super.viewWillUnload() }
    override func viewDidUnload() { super.viewDidUnload() }
}
let offscreen = Unloading()
offscreen.loadViewIfNeeded()
UIApplication.shared.perform(Selector(("_performMemoryWarning")))
print(offscreen.isViewLoaded, offscreen.viewIfLoaded == nil)
offscreen.view.tag = 1
// expect: offscreen.loadView()
// expect: offscreen.viewDidLoad()
// expect: warning: Received memory warning.
// expect: offscreen.didReceiveMemoryWarning()
// expect: offscreen.viewWillUnload()
// expect: offscreen.viewDidUnload()
// expect: print: false true
// expect: offscreen.loadView()
// expect: offscreen.viewDidLoad()
