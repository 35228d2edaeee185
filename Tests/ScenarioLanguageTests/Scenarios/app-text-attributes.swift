// Text attributes keyed by NSAttributedString.Key: an attributed title for a label and the navigation bar's
// title attributes. The dictionaries are values that read back; giving the label new text invalidates its
// intrinsic size as any text does.
class WelcomeController: UIViewController {
    let greeting = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        navigationController?.navigationBar.isTranslucent = false
        navigationController?.navigationBar.titleTextAttributes = [
            .foregroundColor: UIColor.white,
            .font: UIFont.boldSystemFont(ofSize: 17),
        ]
        navigationController?.navigationBar.largeTitleTextAttributes = [NSAttributedString.Key.kern: 1.5]
        greeting.attributedText = NSAttributedString(string: "Welcome", attributes: [
            NSAttributedString.Key.font: UIFont.systemFont(ofSize: 12),
            NSAttributedString.Key.foregroundColor: UIColor.black.withAlphaComponent(0.7),
            NSAttributedString.Key.backgroundColor: UIColor.yellow,
            NSAttributedString.Key.underlineStyle: 1,
            NSAttributedString.Key.paragraphStyle: "centered",
        ])
        view.addSubview(greeting)
        let bar = navigationController!.navigationBar
        print(bar.titleTextAttributes!.count, bar.largeTitleTextAttributes!)
        print(greeting.attributedText!.string, NSAttributedString.Key.font.rawValue)
    }
}

window.rootViewController = UINavigationController(rootViewController: WelcomeController())
window.makeKeyAndVisible()
// expect: WelcomeController#1.viewDidLoad()
// expect: print: 2 [NSAttributedString.Key.kern: 1.5]
// expect: print: Welcome NSFont
