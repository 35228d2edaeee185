// Recording: http://wangling.me/2014/02/the-inconsistent-order-of-view-transition-events.html (posted 2014-02, so
// iOS 7; copy http://alokvnair.com/posts/the-inconsistent-order-of-view-transition-events/), "Page Scrolling (.scroll)",
// a completed turn: the author lists the appearance callbacks of the page on screen ("Current") and the page
// turned to ("New"). The turn in the post is the user's swipe, which no API makes; it is written as an
// animated setViewControllers(_:direction:animated:completion:), which moves the pages the same way.
// args: --ios 7
// receivers: current, next
// methods: viewWillAppear(_:), viewDidAppear(_:), viewWillDisappear(_:), viewDidDisappear(_:)
// from: turn
class Page: UIViewController {
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
}

let current = Page()
let next = Page()
let pages = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: nil)
pages.setViewControllers([current], direction: .forward, animated: false, completion: nil)
window.rootViewController = pages
window.makeKeyAndVisible()

DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("turn")
    pages.setViewControllers([next], direction: .forward, animated: true, completion: nil)
}
// expect: next.viewWillAppear
// expect: current.viewWillDisappear
// expect: next.viewDidAppear
// expect: current.viewDidDisappear
