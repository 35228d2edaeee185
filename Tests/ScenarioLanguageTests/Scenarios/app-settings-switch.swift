// A settings row with a switch and a slider. A tap flips the switch and sends `.valueChanged`; setting
// `isOn` in code sends nothing, as in UIKit. A disabled switch ignores taps.
class SettingsViewController: UIViewController {
    let notificationsSwitch = UISwitch()
    let volumeSlider = UISlider()
    let volumeLabel = UILabel()

    override func viewDidLoad() {
        super.viewDidLoad()
        notificationsSwitch.frame = CGRect(x: 300, y: 100, width: 51, height: 31)
        notificationsSwitch.isOn = true
        notificationsSwitch.addTarget(self, action: #selector(notificationsChanged(_:)), for: .valueChanged)
        volumeSlider.frame = CGRect(x: 20, y: 160, width: 350, height: 30)
        volumeSlider.minimumValue = 0
        volumeSlider.maximumValue = 10
        volumeSlider.addTarget(self, action: #selector(volumeChanged), for: .valueChanged)
        view.addSubview(notificationsSwitch)
        view.addSubview(volumeSlider)
        view.addSubview(volumeLabel)
    }

    @objc func notificationsChanged(_ sender: UISwitch) {
        print("notifications:", sender.isOn)
    }

    @objc func volumeChanged() {
        volumeLabel.text = "Volume \(Int(volumeSlider.value))"
        print(volumeLabel.text!)
    }
}

let settings = SettingsViewController()
window.rootViewController = settings
window.makeKeyAndVisible()
simulator.tap(settings.notificationsSwitch)
settings.notificationsSwitch.setOn(true, animated: true)
print("set in code:", settings.notificationsSwitch.isOn)
settings.volumeSlider.setValue(7, animated: false)
settings.volumeSlider.sendActions(for: .valueChanged)
settings.notificationsSwitch.isEnabled = false
simulator.tap(settings.notificationsSwitch)
print("after disabled tap:", settings.notificationsSwitch.isOn)
// expect: settings.viewDidLoad()
// expect: settings.notificationsChanged(notificationsSwitch)
// expect: print: notifications: false
// expect: print: set in code: true
// expect: settings.volumeChanged()
// expect: print: Volume 7
// expect: print: after disabled tap: true
