// Recording: GitHub markdown "【iOS】UIViewController：生命周期的真实顺序与容器控制器" (2026-07-27, stored file id
// 62778495297), section 2 ("布局回调到底跑几遍"): Mac Catalyst binary, UIDevice reports iPadOS 26.5.
// The author counted viewWillLayoutSubviews calls up to viewDidAppear, three runs alike: A (the navigation
// controller's root, first shown) 2, B (pushed animated) 1, C (pushed without animation) 0. The count for
// C is compared here (the first two depend on Catalyst's extra layout, the author notes); the expectation
// is "viewDidAppear comes before any layout callback of C".
// receivers: c
// methods: viewWillLayoutSubviews(), viewDidLayoutSubviews(), viewDidAppear(_:)
// match: prefix
class Counting: UIViewController {
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
    override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
}
class AController: Counting {}
class BController: Counting {}
class CController: Counting {}

let a = AController()
let nav = UINavigationController(rootViewController: a)
window.rootViewController = nav
let b = BController()
let c = CController()
DispatchQueue.main.asyncAfter(deadline: .now() + 1) { nav.pushViewController(b, animated: true) }
DispatchQueue.main.asyncAfter(deadline: .now() + 2) { nav.pushViewController(c, animated: false) }
// expect: c.viewDidAppear
