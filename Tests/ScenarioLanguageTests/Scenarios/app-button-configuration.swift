// A "Next" button styled with UIButton.Configuration (iOS 15). The configuration is a value: changing the
// copy in `config` does nothing to the button until it is assigned. Assigning it changes what the button
// draws and so its natural size: under Auto Layout its constraints are updated and its superview laid out.
class PillButton: UIButton {
    override func updateConstraints() { super.updateConstraints() }
    override func layoutSubviews() { super.layoutSubviews() }
}

class Panel: UIView {
    override func layoutSubviews() { super.layoutSubviews() }
}

let panel = Panel(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
let next = PillButton(type: .system)
next.translatesAutoresizingMaskIntoConstraints = false
panel.addSubview(next)
next.centerXAnchor.constraint(equalTo: panel.centerXAnchor).isActive = true
next.centerYAnchor.constraint(equalTo: panel.centerYAnchor).isActive = true
window.addSubview(panel)
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))

print("edit a copy")
var config = UIButton.Configuration.filled()
config.title = "Next"
config.subtitle = "Step 2 of 3"
config.baseBackgroundColor = .systemPurple
config.baseForegroundColor = .white
config.cornerStyle = .capsule
config.image = UIImage(systemName: "arrow.right")
config.imagePadding = 8
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))

print("assign it")
next.configuration = config
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
print(next.configuration!.title!, next.configuration!.subtitle!, next.configuration!.cornerStyle)
print(config.baseBackgroundColor!, config.baseForegroundColor!, config.image!, config.imagePadding)
print(UIButton.Configuration.plain(), UIButton.Configuration.tinted(), UIButton.Configuration.gray())
let other = UIButton(configuration: .gray())
print(other.configuration!)
// expect: next.updateConstraints()
// expect: panel.layoutSubviews()
// expect: next.layoutSubviews()
// expect: print: edit a copy
// expect: print: assign it
// expect: next.updateConstraints()
// expect: panel.layoutSubviews()
// expect: next.layoutSubviews()
// expect: print: Next Step 2 of 3 capsule
// expect: print: UIColor.systemPurple UIColor.white UIImage(systemName: "arrow.right") 8.0
// expect: print: UIButton.Configuration.plain() UIButton.Configuration.tinted() UIButton.Configuration.gray()
// expect: print: UIButton.Configuration.gray()
