// A button wired to a selector the target does not implement (a renamed method): the tap raises, as
// UIKit's unrecognized-selector exception does.
class CheckoutViewController: UIViewController {
    let payButton = UIButton(type: .system)

    override func viewDidLoad() {
        super.viewDidLoad()
        payButton.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
        payButton.addTarget(self, action: Selector("payTapped:"), for: .touchUpInside)
        view.addSubview(payButton)
    }

    @objc func pay(_ sender: UIButton) { print("paying") }
}

let checkout = CheckoutViewController()
window.rootViewController = checkout
window.makeKeyAndVisible()
simulator.tap(checkout.payButton)
print("not reached")
// outcome: exception
// expect: checkout.viewDidLoad()
// expect: exception: NSInvalidArgumentException: -[CheckoutViewController payTapped:]: unrecognized selector sent to instance
