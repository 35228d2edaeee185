// A countdown screen: a repeating timer updates a label once a second and stops itself at zero. Each
// firing is a run-loop turn of its own; `[weak self]` lets the screen go once it is dismissed.
class CountdownViewController: UIViewController {
    let counterLabel = UILabel()
    var remaining = 3
    var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        counterLabel.text = "\(remaining)"
        counterLabel.frame = CGRect(x: 0, y: 200, width: 390, height: 40)
        counterLabel.textAlignment = .center
        view.addSubview(counterLabel)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        timer = Timer.scheduledTimer(withTimeInterval: 1, repeats: true) { [weak self] timer in
            guard let self = self else { return }
            self.remaining -= 1
            self.counterLabel.text = "\(self.remaining)"
            print("tick: \(self.remaining)")
            if self.remaining == 0 {
                timer.invalidate()
                print("stopped; valid: \(timer.isValid)")
            }
        }
        print("timer every \(timer!.timeInterval) s")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        timer?.invalidate()
    }

    deinit { print("countdown released") }
}

var countdown: CountdownViewController? = CountdownViewController()
window.rootViewController = countdown
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 4))
print("label:", countdown!.counterLabel.text ?? "")
window.rootViewController = UIViewController()
countdown = nil
// expect: countdown.viewDidLoad()
// expect: countdown.viewDidAppear(false)
// expect: print: timer every 1.0 s
// expect: print: tick: 2
// expect: print: tick: 1
// expect: print: tick: 0
// expect: print: stopped; valid: false
// expect: print: label: 0
// expect: countdown.viewWillDisappear(false)
// expect: countdown.deinit
// expect: print: countdown released
