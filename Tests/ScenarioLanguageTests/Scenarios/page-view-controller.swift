// UIPageViewController (trace 11): pages join without willMove(toParent:); before the page controller is
// in a window, setViewControllers finishes the page's appearance at once; on screen it is a transition that
// reveals the incoming page first and, as a curl, removes the current page before the incoming one appears.
// show: overrides
class Page: UIViewController {
    override func willMove(toParent parent: UIViewController?) { super.willMove(toParent: parent) }
    override func didMove(toParent parent: UIViewController?) { super.didMove(toParent: parent) }
    override func viewDidLoad() { super.viewDidLoad() }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}
class Source: NSObject {}

let first = Page()
let second = Page()
let source = Source()
let pages = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical, options: nil)
pages.dataSource = source
pages.delegate = source
pages.setViewControllers([first], direction: .forward, animated: true) { finished in
    print("first shown: \(finished)")
}
print(pages.transitionStyle == .pageCurl, pages.navigationOrientation == .vertical, pages.viewControllers.count)
print(pages.dataSource === source, pages.delegate === source)
window.rootViewController = pages
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("turn the page")
    pages.setViewControllers([second], direction: .reverse, animated: true, completion: nil)
}
// expect: first.viewDidLoad()
// expect: first.viewWillAppear(true)
// expect: first.viewDidAppear(true)
// expect: first.didMove(toParent: pages)
// expect: print: first shown: true
// expect: print: true true 1
// expect: print: true true
// expect: print: turn the page
// expect: second.viewDidLoad()
// expect: second.viewWillAppear(true)
// expect: first.viewWillDisappear(true)
// expect: first.viewDidDisappear(true)
// expect: second.viewDidAppear(true)
// expect: first.didMove(toParent: nil)
// expect: second.didMove(toParent: pages)
