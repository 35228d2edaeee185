// A "more options" button presents its menu as a popover. On a phone's compact width the popover adapts:
// from iOS 13 to a sheet, so the screen below stays and hears nothing (iOS 12, in the next file, adapts
// it to full screen). Presenting in `.none`, which only answers an adaptive delegate, raises.
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
let unadapted = UIViewController()
unadapted.modalPresentationStyle = .none
article.present(unadapted, animated: true)
// outcome: exception
// expect: article.viewDidLoad()
// expect: article.showMore()
// expect: menu.viewDidAppear(true)
// expect: print: menu style: popover, top at 54.0
// expect: exception: NSInvalidArgumentException: The specified modal presentation style doesn't have a corresponding presentation controller.
