// Pushing the same controller twice raises, with the iOS 13+ message (and the older one on iOS 12).
let top = UIViewController()
let nav = UINavigationController(rootViewController: top)
window.rootViewController = nav
nav.pushViewController(top, animated: false)
// outcome: exception
// show: navigation
// expect: nav.pushViewController(top, animated: false)
// expect: exception: NSInvalidArgumentException: <UINavigationController: nav> is pushing the same view controller instance (<UIViewController: top>) more than once which is not supported and is most likely an error in the application
