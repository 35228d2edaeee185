// A countdown screen whose repeating timer is never invalidated, the usual way a tutorial shows that a
// timer outlives its controller: the block captures the controller weakly, so the controller is released
// when it is dismissed, but the timer goes on firing (it prints nothing once `self` is gone). The run ends
// at 6 s (until=6), with the timer still scheduled, as an app would go on.
// until: 6
// outcome: ended
// show: overrides
class CountdownController: UIViewController {
    var remaining = 10
    let label = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(label)
        Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] _ in
            guard let self else { return }
            self.remaining -= 1
            self.label.text = "\(self.remaining)"
            print("remaining \(self.remaining)")
        }
    }

    deinit { print("countdown released") }
}

let home = UIViewController()
window.rootViewController = home
home.present(CountdownController(), animated: false)
DispatchQueue.main.asyncAfter(deadline: .now() + 3.5) {
    home.dismiss(animated: false)
}
// expect: CountdownController#1.viewDidLoad()
// expect: print: remaining 9
// expect: print: remaining 8
// expect: print: remaining 7
// expect: CountdownController#1.deinit
// expect: print: countdown released
