// The target–selector form of Timer: unlike a button, a scheduled timer holds its target strongly, so a
// screen that never invalidates its timer is never released. Invalidating lets it go.
class PollingViewController: UIViewController {
    var polls = 0
    var timer: Timer?

    override func viewDidLoad() {
        super.viewDidLoad()
        timer = Timer.scheduledTimer(timeInterval: 0.5, target: self, selector: #selector(poll),
                                     userInfo: nil, repeats: true)
    }

    @objc func poll() {
        polls += 1
        print("poll \(polls)")
    }

    deinit { print("polling screen released") }
}

var screen: PollingViewController? = PollingViewController()
screen!.loadViewIfNeeded()
weak var weakScreen = screen
screen = nil
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1.2))
print("still alive: \(weakScreen != nil)")
weakScreen?.timer?.invalidate()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("after invalidate: \(weakScreen == nil ? "released" : "alive")")
// expect: screen.viewDidLoad()
// expect: screen.poll()
// expect: print: poll 1
// expect: screen.poll()
// expect: print: poll 2
// expect: print: still alive: true
// expect: screen.deinit
// expect: print: polling screen released
// expect: print: after invalidate: released
