// Version checks and build flags as apps write them: `#if DEBUG` is true (scenarios are debug builds),
// `#available` follows the scenario's iOS version (here 12), and #file/#line/#function are stable.
// ios: 12
func log(_ message: String, file: String = #file, line: Int = #line) {
    print("[\(file):\(line)] \(message)")
}

class SettingsViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        #if DEBUG
        log("debug menu enabled")
        #else
        log("release build")
        #endif
        if #available(iOS 13.0, *) {
            view.backgroundColor = .systemBackground
            log("dynamic colours")
        } else {
            view.backgroundColor = .white
            log("fixed colours")
        }
        guard #available(iOS 11, *) else { return }
        print(#function, String(describing: view.backgroundColor!))
    }

    #if targetEnvironment(simulator)
    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("running in the simulator")
    }
    #endif
}

let settings = SettingsViewController()
window.rootViewController = settings
window.makeKeyAndVisible()
// expect: settings.viewDidLoad()
// expect: print: [Scenario.swift:4] debug menu enabled
// expect: print: [Scenario.swift:4] fixed colours
// expect: print: viewDidLoad() UIColor.white
// expect: settings.viewDidAppear(false)
// expect: print: running in the simulator
