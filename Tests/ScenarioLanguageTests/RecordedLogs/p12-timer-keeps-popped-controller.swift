// Recording: GitHub, project "NSDateTime" SecondViewController.m (output dated 2019-11-18, Xcode 11, so
// iOS 13; stored file id 39992212713): viewDidLoad schedules a one-shot NSTimer (4 s) with the controller
// as target. Popped quickly, the controller is released only after the timer has fired: the timer holds
// its target until then. How SecondViewController is shown is not stated (a push and a quick pop are
// written); the timer method prints "TimerFire" as in the original.
// args: --ios 13
// receivers: second
// methods: deinit
// from: pop
class SecondViewController: UIViewController {
    var timer: Timer?
    deinit {
        timer?.invalidate()
    }
    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(timeInterval: 4.0, target: self, selector: #selector(timerFire), userInfo: nil, repeats: false)
    }
    @objc func timerFire() {
        print("TimerFire")
    }
}
let root = UIViewController()
let nav = UINavigationController(rootViewController: root)
window.rootViewController = nav
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    let second = SecondViewController()
    nav.pushViewController(second, animated: true)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    print("pop")
    nav.popViewController(animated: true)
}
// expect: print: TimerFire
// expect: second.deinit
