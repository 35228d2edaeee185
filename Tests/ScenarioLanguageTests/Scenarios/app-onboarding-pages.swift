// An onboarding screen: a page control under a scroll view that ignores the safe area, a palette of system
// colours, a navigation bar styled for the app, a back button titled for the next screen, and spacing that
// follows the system's. Page control settings are drawn or sized, the bar's look is stored; the scroll
// view's inset adjustment lays it out again.
class OnboardingViewController: UIViewController {
    let scroller = UIScrollView()
    let dots = UIPageControl()
    let spare = UIPageControl(frame: CGRect(x: 0, y: 0, width: 100, height: 20))
    let title1 = UILabel(), title2 = UILabel()
    let palette: [UIColor] = [.systemPurple, .systemPink, .systemTeal, .systemIndigo, .systemBrown, .systemMint,
                              .systemCyan, .systemGray2, .systemGray3, .systemGray4, .systemGray5, .systemGray6,
                              .tertiaryLabel, .tertiarySystemBackground, .systemGroupedBackground,
                              .secondarySystemGroupedBackground, .separator, .tintColor]

    override func viewDidLoad() {
        super.viewDidLoad()
        scroller.contentInsetAdjustmentBehavior = .never
        dots.numberOfPages = 3
        dots.currentPage = 0
        dots.hidesForSinglePage = true
        dots.pageIndicatorTintColor = palette[0]
        dots.currentPageIndicatorTintColor = palette[palette.count - 1]
        for view in [scroller, dots, title1, title2] {
            view.translatesAutoresizingMaskIntoConstraints = false
            self.view.addSubview(view)
        }
        NSLayoutConstraint.activate([
            title2.topAnchor.constraint(greaterThanOrEqualToSystemSpacingBelow: title1.bottomAnchor, multiplier: 1),
            title2.topAnchor.constraint(lessThanOrEqualToSystemSpacingBelow: title1.bottomAnchor, multiplier: 3),
            title2.leadingAnchor.constraint(equalToSystemSpacingAfter: title1.trailingAnchor, multiplier: 1),
            title2.leadingAnchor.constraint(greaterThanOrEqualToSystemSpacingAfter: title1.trailingAnchor, multiplier: 1),
            title2.leadingAnchor.constraint(lessThanOrEqualToSystemSpacingAfter: title1.trailingAnchor, multiplier: 2),
        ])
        let bar = navigationController!.navigationBar
        bar.barTintColor = palette[1]
        bar.tintColor = .white
        bar.barStyle = .black
        bar.shadowImage = UIImage(named: "hairline")
        navigationItem.backBarButtonItem = UIBarButtonItem(title: "Back", style: .plain, target: nil, action: nil)
        tabBarItem.image = UIImage(systemName: "star")
        tabBarItem.selectedImage = UIImage(systemName: "star.fill")
        print("\(palette.count) colours, \(dots.numberOfPages) pages, bar style \(bar.barStyle), spare \(spare.frame.width)")
    }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }

    func showLastPage() {
        dots.currentPage = 2
        scroller.contentInsetAdjustmentBehavior = .automatic
        let filter = UISegmentedControl(items: ["A", "B"])
        filter.removeAllSegments()
        print("page \(dots.currentPage), back \(navigationItem.backBarButtonItem?.title ?? "-"), segments \(filter.numberOfSegments)")
    }
}

let onboarding = OnboardingViewController()
window.rootViewController = UINavigationController(rootViewController: onboarding)
window.makeKeyAndVisible()
DispatchQueue.main.asyncAfter(deadline: .now() + 1) { onboarding.showLastPage() }
// expect: onboarding.viewDidLoad()
// expect: print: 18 colours, 3 pages, bar style black, spare 100.0
// expect: onboarding.viewWillLayoutSubviews()
// expect: print: page 2, back Back, segments 0
