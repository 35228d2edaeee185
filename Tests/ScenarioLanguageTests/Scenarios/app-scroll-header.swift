// A scroll view with a stretchy header: the controller is the scroll view's delegate and adjusts the
// header in scrollViewDidScroll(_:). Scrolling lays the scroll view out (its bounds origin moved).
class HeaderScrollView: UIScrollView {
    override func layoutSubviews() { super.layoutSubviews() }
}

class ArticleViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = HeaderScrollView()
    let header = UIView()

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.delegate = self
        scrollView.contentSize = CGSize(width: 390, height: 2000)
        scrollView.contentInset = UIEdgeInsets(top: 200, left: 0, bottom: 0, right: 0)
        scrollView.showsVerticalScrollIndicator = false
        scrollView.alwaysBounceVertical = true
        header.frame = CGRect(x: 0, y: -200, width: 390, height: 200)
        scrollView.addSubview(header)
        view.addSubview(scrollView)
    }

    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        let offset = scrollView.contentOffset.y
        print("scrolled to \(offset)")
        if offset < -200 {
            header.frame = CGRect(x: 0, y: offset, width: 390, height: -offset)
        }
    }
}

let article = ArticleViewController()
window.rootViewController = article
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
article.scrollView.contentOffset = CGPoint(x: 0, y: -260)
print("header height \(article.header.frame.height)")
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
article.scrollView.setContentOffset(CGPoint(x: 0, y: 300), animated: true)
print(article.scrollView.contentInset.top, article.scrollView.isPagingEnabled, article.scrollView.bounces)
// expect: article.viewDidLoad()
// expect: scrollView.layoutSubviews()
// expect: article.scrollViewDidScroll(scrollView)
// expect: print: scrolled to -260.0
// expect: print: header height 260.0
// expect: scrollView.layoutSubviews()
// expect: article.scrollViewDidScroll(scrollView)
// expect: print: scrolled to 300.0
// expect: print: 200.0 false true
// expect: scrollView.layoutSubviews()
