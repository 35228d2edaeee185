// A quantity screen laid out in Interface Builder's style: outlets assigned in code, a stepper whose value
// UIKit keeps inside its bounds, a badge that a property animator fades in once the screen has appeared,
// and a spring animation on the button. The animation blocks change the values at once; the completions
// run when the animations end. An animator that is never started runs nothing.
@IBDesignable
class BadgeView: UIView {
    @IBInspectable var radius: CGFloat = 8
}

class QuantityViewController: UIViewController {
    @IBOutlet weak var stepper: UIStepper!
    @IBOutlet weak var badge: BadgeView!
    let unused = UIViewPropertyAnimator(duration: 1, dampingRatio: 0.5) { print("never runs") }

    override func viewDidLoad() {
        super.viewDidLoad()
        let made = UIStepper(frame: .zero), madeBadge = BadgeView(frame: CGRect(x: 20, y: 120, width: 40, height: 40))
        view.addSubview(made)
        view.addSubview(madeBadge)
        stepper = made
        badge = madeBadge
        stepper.maximumValue = 5
        stepper.minimumValue = 1
        stepper.stepValue = 2
        stepper.wraps = true
        stepper.autorepeat = false
        stepper.isContinuous = false
        stepper.addTarget(self, action: #selector(quantityChanged(_:)), for: .valueChanged)
        badge.alpha = 0
        print(stepper.value, stepper.minimumValue, stepper.maximumValue, stepper.stepValue, stepper.wraps,
              stepper.autorepeat, stepper.isContinuous, badge.radius)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        let fade = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut)
        fade.addAnimations { self.badge.alpha = 1 }
        fade.addAnimations({ self.badge.frame.origin.x = 40 }, delayFactor: 0.5)
        fade.addCompletion { position in print("fade ended", position == .end, self.badge.alpha) }
        print(fade.state == .inactive, fade.isRunning, fade.duration)
        fade.startAnimation()
        print(fade.state == .active, fade.isRunning, badge.alpha)
        let slide = UIViewPropertyAnimator(duration: 0.2, curve: .linear) { self.badge.frame.origin.y = 200 }
        slide.startAnimation(afterDelay: 0.1)
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.4, delay: 0, options: [.curveEaseIn],
                                                       animations: { self.badge.frame.size.width = 60 },
                                                       completion: { _ in print("grown", self.badge.frame.width) })
        UIView.animate(withDuration: 0.5, delay: 0, usingSpringWithDamping: 0.6, initialSpringVelocity: 0.2,
                       options: [], animations: { self.stepper.center.y += 10 }) { finished in
            print("spring", finished)
        }
    }

    @objc func quantityChanged(_ sender: UIStepper) {
        print("quantity", sender.value)
    }
}

class BadgeLayoutView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
    }
}

let quantity = QuantityViewController()
window.rootViewController = quantity
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
quantity.stepper.value = 9
quantity.stepper.sendActions(for: .valueChanged)
quantity.stepper.minimumValue = 2
quantity.stepper.value = 0
print(quantity.stepper.value)
print(UIStepper().maximumValue)
// expect: quantity.viewDidLoad()
// expect: print: 1.0 1.0 5.0 2.0 true false false 8.0
// expect: quantity.viewDidAppear(false)
// expect: print: true false 0.3
// expect: print: true true 1.0
// expect: print: fade ended true 1.0
// expect: print: grown 60.0
// expect: print: spring true
// expect: quantity.quantityChanged(made)
// expect: print: quantity 5.0
// expect: print: 2.0
// expect: print: 100.0
