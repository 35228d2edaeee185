// The popover of `app-popover-on-phone.swift` on iOS 12: on a phone it adapts to full screen, so the
// article below disappears once the menu has appeared.
// ios: 12
class ArticleViewController: UIViewController {
    let moreButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        moreButton.frame = CGRect(x: 300, y: 60, width: 44, height: 44)
        moreButton.addTarget(self, action: #selector(showMore), for: .touchUpInside)
        view.addSubview(moreButton)
    }
    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }

    @objc func showMore() {
        let menu = MenuViewController()
        menu.modalPresentationStyle = .popover
        menu.popoverPresentationController?.sourceView = moreButton
        menu.popoverPresentationController?.sourceRect = moreButton.bounds
        present(menu, animated: true)
    }
}

class MenuViewController: UIViewController {
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("menu style: \(modalPresentationStyle), top at \(view.frame.minY)")
    }
}

let article = ArticleViewController()
window.rootViewController = article
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
simulator.tap(article.moreButton)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
article.dismiss(animated: false)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
// expect: article.viewDidLoad()
// expect: article.showMore()
// expect: article.viewWillDisappear(true)
// expect: menu.viewDidAppear(true)
// expect: print: menu style: popover, top at 0.0
// expect: article.viewDidDisappear(true)
