// transitionCoordinator during the transitions UIKit animates by itself: an animated push, pop,
// popToRootViewController and setViewControllers, and a sheet's presentation and dismissal. A child asks its
// parent (the navigation controller); the presenter shares the presented controller's coordinator. Alongside
// blocks run once the view is swapped, completions before viewDidAppear (positions inferred). Without an
// animation, outside a transition, in a tab switch and once the transition is over there is none (nil), and a
// coordinator kept past its transition takes no blocks. A push from inside an alongside block waits for the
// running transition, as a push during one does.
class DetailViewController: UIViewController {
    var kept: UIViewControllerTransitionCoordinator?

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        kept = transitionCoordinator
        let queued = transitionCoordinator?.animate(alongsideTransition: { context in
            print("alongside: animated \(context.isAnimated), interactive \(context.isInteractive), \(context.transitionDuration) s")
            print("from \(context.viewController(forKey: .from)!.title!) to \(context.viewController(forKey: .to)!.title!)")
            print("container: \(context.containerView), to view: \(context.view(forKey: .to)!)")
        }, completion: { context in
            print("completion: cancelled \(context.isCancelled)")
        })
        print("\(title!) will appear, queued: \(queued ?? false)")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("\(title!) did appear, coordinator: \(transitionCoordinator != nil), kept takes a block: \(kept?.animate(alongsideTransition: nil) ?? false)")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        transitionCoordinator?.animate(alongsideTransition: nil, completion: { _ in print("\(self.title!) left") })
    }
}

class ListViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        print("\(title!) will appear, coordinator: \(transitionCoordinator != nil), navigation's: \(navigationController!.transitionCoordinator != nil)")
    }
}

class SheetViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator!.animate(alongsideTransition: { context in
            print("sheet alongside, from view: \(context.view(forKey: .from) == nil ? "stays" : "leaves")")
            print("presenter's coordinator: \(self.presentingViewController!.transitionCoordinator != nil)")
        })
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        transitionCoordinator!.animate(alongsideTransition: nil, completion: { _ in print("sheet dismissed") })
    }
}

class NestingViewController: UIViewController {
    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        transitionCoordinator!.animate(alongsideTransition: { _ in
            self.navigationController!.pushViewController(DetailViewController(title: "nested"), animated: true)
        })
    }
}

extension DetailViewController {
    convenience init(title: String) {
        self.init()
        self.title = title
    }
}

let list = ListViewController()
list.title = "list"
let navigation = UINavigationController(rootViewController: list)
let tabs = UITabBarController()
let other = ListViewController()
other.title = "other"
tabs.viewControllers = [navigation, UINavigationController(rootViewController: other)]
window.rootViewController = tabs
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
print("outside a transition: \(list.transitionCoordinator == nil)")
navigation.pushViewController(DetailViewController(title: "first"), animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
navigation.pushViewController(DetailViewController(title: "second"), animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
navigation.popToRootViewController(animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
navigation.setViewControllers([list, DetailViewController(title: "set")], animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
navigation.pushViewController(DetailViewController(title: "unanimated"), animated: false)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
tabs.selectedIndex = 1
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
tabs.selectedIndex = 0
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
let sheet = SheetViewController()
navigation.present(sheet, animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
sheet.dismiss(animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
let nesting = NestingViewController()
nesting.title = "nesting"
navigation.pushViewController(nesting, animated: true)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 2))
print("stack: \(navigation.viewControllers.count)")
// expect: list.viewWillAppear(false)
// expect: print: list will appear, coordinator: false, navigation's: false
// expect: print: outside a transition: true
// expect: DetailViewController#1.viewWillAppear(true)
// expect: print: first will appear, queued: true
// expect: print: alongside: animated true, interactive false, 0.35 s
// expect: print: from list to first
// expect: print: container: <UILayoutContainerView: navigation.view>, to view: <UIView: DetailViewController#1.view>
// expect: print: completion: cancelled false
// expect: DetailViewController#1.viewDidAppear(true)
// expect: print: first did appear, coordinator: false, kept takes a block: false
// expect: DetailViewController#1.viewWillDisappear(true)
// expect: DetailViewController#2.viewWillAppear(true)
// expect: print: second will appear, queued: true
// expect: print: alongside: animated true, interactive false, 0.35 s
// expect: print: from first to second
// expect: print: container: <UILayoutContainerView: navigation.view>, to view: <UIView: DetailViewController#2.view>
// expect: print: first left
// expect: print: completion: cancelled false
// expect: DetailViewController#2.viewDidAppear(true)
// expect: print: second did appear, coordinator: false, kept takes a block: false
// expect: DetailViewController#2.viewWillDisappear(true)
// expect: list.viewWillAppear(true)
// expect: print: list will appear, coordinator: true, navigation's: true
// expect: print: second left
// expect: DetailViewController#3.viewWillAppear(true)
// expect: print: set will appear, queued: true
// expect: print: alongside: animated true, interactive false, 0.35 s
// expect: print: from list to set
// expect: print: container: <UILayoutContainerView: navigation.view>, to view: <UIView: DetailViewController#3.view>
// expect: print: completion: cancelled false
// expect: DetailViewController#3.viewDidAppear(true)
// expect: print: set did appear, coordinator: false, kept takes a block: false
// expect: DetailViewController#3.viewWillDisappear(false)
// expect: DetailViewController#4.viewWillAppear(false)
// expect: print: unanimated will appear, queued: false
// expect: DetailViewController#4.viewDidAppear(false)
// expect: print: unanimated did appear, coordinator: false, kept takes a block: false
// expect: DetailViewController#4.viewWillDisappear(false)
// expect: other.viewWillAppear(false)
// expect: print: other will appear, coordinator: false, navigation's: false
// expect: DetailViewController#4.viewWillAppear(false)
// expect: print: unanimated will appear, queued: false
// expect: DetailViewController#4.viewDidAppear(false)
// expect: print: unanimated did appear, coordinator: false, kept takes a block: false
// expect: sheet.viewWillAppear(true)
// expect: print: sheet alongside, from view: stays
// expect: print: presenter's coordinator: true
// expect: sheet.viewWillDisappear(true)
// expect: print: sheet dismissed
// expect: DetailViewController#4.viewWillDisappear(true)
// expect: nesting.viewWillAppear(true)
// expect: warning: nested push animation can result in corrupted navigation bar
// expect: print: unanimated left
// expect: warning: Finishing up a navigation transition in an unexpected state. Navigation Bar subview tree might get corrupted.
// expect: DetailViewController#5.viewWillAppear(true)
// expect: print: nested will appear, queued: true
// expect: print: alongside: animated true, interactive false, 0.35 s
// expect: print: from nesting to nested
// expect: print: container: <UILayoutContainerView: navigation.view>, to view: <UIView: DetailViewController#5.view>
// expect: print: completion: cancelled false
// expect: DetailViewController#5.viewDidAppear(true)
// expect: print: nested did appear, coordinator: false, kept takes a block: false
// expect: print: stack: 5
