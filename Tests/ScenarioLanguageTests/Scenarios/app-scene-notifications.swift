// A player pauses when its scene leaves the foreground and resumes when it returns. It observes the
// scene's notifications, as apps with a scene delegate do, and the application's, as older code does:
// with a window scene (iOS 13+), each of the scene's notifications comes first.
class PlayerViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        let center = NotificationCenter.default
        center.addObserver(self, selector: #selector(sceneDeactivated), name: UIScene.willDeactivateNotification, object: nil)
        center.addObserver(self, selector: #selector(sceneInBackground), name: UIScene.didEnterBackgroundNotification, object: nil)
        center.addObserver(self, selector: #selector(sceneReturning), name: UIScene.willEnterForegroundNotification, object: nil)
        center.addObserver(self, selector: #selector(sceneActivated), name: UIScene.didActivateNotification, object: nil)
        center.addObserver(self, selector: #selector(appInBackground), name: UIApplication.didEnterBackgroundNotification, object: nil)
        print(UIScene.willConnectNotification.rawValue, UIScene.didDisconnectNotification.rawValue)
    }
    @objc func sceneDeactivated() { print("pause") }
    @objc func sceneInBackground() { print("save position") }
    @objc func sceneReturning() { print("reload artwork") }
    @objc func sceneActivated() { print("resume") }
    @objc func appInBackground() { print("app in background") }
}

let player = PlayerViewController()
window.rootViewController = player
window.makeKeyAndVisible()
simulator.pressHome()
simulator.returnToApp()
// expect: player.viewDidLoad()
// expect: print: UISceneWillConnectNotification UISceneDidDisconnectNotification
// expect: player.sceneDeactivated()
// expect: print: pause
// expect: player.sceneInBackground()
// expect: print: save position
// expect: player.appInBackground()
// expect: print: app in background
// expect: player.sceneReturning()
// expect: print: reload artwork
// expect: player.sceneActivated()
// expect: print: resume
