// A player screen that pauses when the app leaves the foreground and resumes when it is active again,
// observing UIApplication's notifications (selector and block forms); view controllers themselves hear
// nothing of the home button. A custom notification is posted by the app.

class PlayerViewController: UIViewController {
    var isPlaying = true
    var token: NSObjectProtocol?

    override func viewDidLoad() {
        super.viewDidLoad()
        NotificationCenter.default.addObserver(self, selector: #selector(appWillResignActive(_:)),
                                               name: UIApplication.willResignActiveNotification, object: nil)
        NotificationCenter.default.addObserver(self, selector: #selector(appDidBecomeActive),
                                               name: UIApplication.didBecomeActiveNotification, object: nil)
        token = NotificationCenter.default.addObserver(forName: UIApplication.didEnterBackgroundNotification,
                                                       object: nil, queue: .main) { notification in
            print("entered background:", notification.name)
        }
        NotificationCenter.default.addObserver(self, selector: #selector(favouritesChanged(_:)),
                                               name: Notification.Name("FavouritesChanged"), object: nil)
    }

    override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
    override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }

    @objc func appWillResignActive(_ notification: Notification) {
        isPlaying = false
        print("paused")
    }

    @objc func appDidBecomeActive() {
        isPlaying = true
        print("resumed")
    }

    @objc func favouritesChanged(_ notification: Notification) {
        print("favourites changed by", notification.object ?? "nobody")
    }

    func stopObserving() {
        if let token = token { NotificationCenter.default.removeObserver(token) }
        NotificationCenter.default.removeObserver(self, name: UIApplication.willResignActiveNotification, object: nil)
    }
}

let player = PlayerViewController()
window.rootViewController = player
window.makeKeyAndVisible()
simulator.pressHome()
print("playing:", player.isPlaying)
simulator.returnToApp()
print("playing:", player.isPlaying)
NotificationCenter.default.post(name: Notification.Name("FavouritesChanged"), object: "the library")
player.stopObserving()
simulator.lock()
print("still playing after lock:", player.isPlaying)
simulator.unlock()
let names = [UIApplication.willEnterForegroundNotification, UIApplication.didReceiveMemoryWarningNotification,
             UIApplication.didFinishLaunchingNotification]
let warningToken = NotificationCenter.default.addObserver(forName: names[1], object: nil, queue: nil) { _ in
    print("memory warning observed")
}
simulator.receiveMemoryWarning()
print(names[0] == UIApplication.willEnterForegroundNotification, names[2])
NotificationCenter.default.removeObserver(warningToken)
// expect: player.viewDidLoad()
// expect: player.appWillResignActive(Notification(UIApplicationWillResignActiveNotification))
// expect: print: paused
// expect: print: entered background: UIApplicationDidEnterBackgroundNotification
// expect: print: playing: false
// expect: player.appDidBecomeActive()
// expect: print: resumed
// expect: print: playing: true
// expect: player.favouritesChanged(Notification(FavouritesChanged))
// expect: print: favourites changed by the library
// expect: print: still playing after lock: true
// expect: player.appDidBecomeActive()
// expect: print: resumed
// expect: warning: Received memory warning.
// expect: print: memory warning observed
// expect: print: true UIApplicationDidFinishLaunchingNotification
