// A tab bar app whose tabs are configured with titles, tab bar items and badges; an inbox screen
// clears its badge when it appears. The tap on a tab is a device event.
class InboxViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        tabBarItem = UITabBarItem(title: "Inbox", image: UIImage(systemName: "tray"), tag: 1)
        tabBarItem.badgeValue = "3"
    }
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        tabBarItem.badgeValue = nil
        print("badge cleared")
    }
}

class ProfileViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Me"
    }
    override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
}

let home = UIViewController()
home.title = "Home"
home.tabBarItem = UITabBarItem(title: "Home", image: UIImage(systemName: "house"), tag: 0)
let inbox = InboxViewController()
inbox.loadViewIfNeeded()
let me = ProfileViewController()
let tabs = UITabBarController()
tabs.viewControllers = [home, UINavigationController(rootViewController: inbox), me]
window.rootViewController = tabs
window.makeKeyAndVisible()
print("inbox badge:", inbox.tabBarItem.badgeValue ?? "none", "tag:", inbox.tabBarItem.tag)
simulator.tapTab(at: 1, in: tabs)
print("inbox badge:", inbox.tabBarItem.badgeValue ?? "none", inbox.tabBarItem.title ?? "")
simulator.tapTab(at: 2, in: tabs)
print(tabs.selectedViewController?.title ?? "")
// expect: inbox.viewDidLoad()
// expect: print: inbox badge: 3 tag: 1
// expect: inbox.viewWillAppear(false)
// expect: print: badge cleared
// expect: print: inbox badge: none Inbox
// expect: me.viewDidLoad()
// expect: me.viewWillAppear(false)
// expect: print: Me
