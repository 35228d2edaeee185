// A banner slides in by changing its top constraint inside an animation block and calling
// layoutIfNeeded() on the superview: the constraint pass and the layout run at once, inside the block;
// the completion follows the animation's end.
class BannerHost: UIView {
    override func updateConstraints() { super.updateConstraints() }
    override func layoutSubviews() { super.layoutSubviews() }
}

class Banner: UIView {
    override func layoutSubviews() { super.layoutSubviews() }
}

class FeedViewController: UIViewController {
    let banner = Banner()
    var bannerTop: NSLayoutConstraint!

    override func loadView() {
        view = BannerHost()
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        banner.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(banner)
        bannerTop = banner.topAnchor.constraint(equalTo: view.topAnchor, constant: -60)
        bannerTop.priority = .defaultHigh
        bannerTop.identifier = "banner.top"
        NSLayoutConstraint.activate([
            bannerTop,
            banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 60),
        ])
    }

    func showBanner() {
        bannerTop.constant = 0
        print("constant set")
        UIView.animate(withDuration: 0.3, animations: {
            self.view.layoutIfNeeded()
            print("laid out inside the animation block")
        }, completion: { finished in
            print("banner shown: \(finished)")
        })
    }
}

let feed = FeedViewController()
window.rootViewController = feed
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
print(feed.bannerTop.priority, feed.bannerTop.identifier ?? "", feed.bannerTop.multiplier)
feed.showBanner()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
feed.bannerTop.isActive = false
print("deactivated:", feed.bannerTop.isActive)
// expect: feed.loadView()
// expect: feed.viewDidLoad()
// expect: feed.view.updateConstraints()
// expect: feed.view.layoutSubviews()
// expect: banner.layoutSubviews()
// expect: print: 750.0 banner.top 1.0
// expect: print: constant set
// expect: feed.view.layoutSubviews()
// expect: banner.layoutSubviews()
// expect: print: laid out inside the animation block
// expect: print: banner shown: true
// expect: print: deactivated: false
// expect: feed.view.layoutSubviews()
// expect: banner.layoutSubviews()
