// A feed screen inside a navigation controller and a tab bar. Its code uses the bar and logging APIs apps
// carry from older projects: the navigation bar made opaque once the feed is on screen (the feed's view then
// starts below the bar, so it is laid out again), a tab bar item read before one is set (UIKit makes one),
// a segmented filter built segment by segment, `debugPrint` and `NSLog`, a system-spacing constraint, and a
// wall-clock deadline.
class FeedViewController: UIViewController {
    let filter = UISegmentedControl()
    let caption = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        filter.insertSegment(withTitle: "All", at: 0, animated: false)
        filter.insertSegment(withTitle: "Friends", at: 1, animated: false)
        filter.selectedSegmentIndex = 0
        filter.translatesAutoresizingMaskIntoConstraints = false
        caption.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(filter)
        view.addSubview(caption)
        NSLayoutConstraint.activate([
            filter.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            caption.topAnchor.constraint(equalToSystemSpacingBelow: filter.bottomAnchor, multiplier: 2),
        ])
        debugPrint(#function, filter.numberOfSegments)
        NSLog("segment %d is %@", 1, filter.titleForSegment(at: 1) ?? "none")
        let tabs = ["All", "Friends"]
        print("Friends at", tabs.index(of: "Friends") ?? -1)
    }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        print("feed top at \(view.frame.minY)")
    }
}

struct Badge: CustomStringConvertible {
    let count: Int
    var description: String { "badge \(count)" }
}

let feed = FeedViewController()
print("item before: \(feed.tabBarItem.title ?? "none")")
NSLog("%@ on the feed tab", Badge(count: 3))
feed.tabBarItem = UITabBarItem(tabBarSystemItem: .history, tag: 0)
let navigation = UINavigationController(rootViewController: feed)
let tabs = UITabBarController()
tabs.viewControllers = [navigation]
window.rootViewController = tabs
window.makeKeyAndVisible()

DispatchQueue.main.asyncAfter(wallDeadline: .now() + 1) {
    print("opaque bar, translucent was \(navigation.navigationBar.isTranslucent)")
    navigation.navigationBar.isTranslucent = false
}
// expect: print: item before: none
// expect: print: badge 3 on the feed tab
// expect: feed.viewDidLoad()
// expect: print: "viewDidLoad()" 2
// expect: print: segment 1 is Friends
// expect: print: Friends at 1
// expect: feed.viewWillLayoutSubviews()
// expect: feed.viewDidLayoutSubviews()
// expect: print: feed top at 0.0
// expect: print: opaque bar, translucent was true
// expect: feed.viewWillLayoutSubviews()
// expect: feed.viewDidLayoutSubviews()
// expect: print: feed top at 91.0
