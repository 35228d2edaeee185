// The rest of the declared UIKit surface in one place: every member is used once, and what it does to
// the lifecycle shows in the trace (stored values read back; layout, display and intrinsic-size effects
// cause the callbacks below).
class Probe: UIView {
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) {}
}

class Handler: NSObject, UITextFieldDelegate {
    @objc func fired() { print("fired") }
    @objc func other() { print("other") }
}

let probe = Probe(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
window.addSubview(probe)
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))

print("stored views and controls")
let spinner = UIActivityIndicatorView()
spinner.style = .large
spinner.color = .orange
let control = UIControl(frame: .zero)
control.isSelected = true
control.isHighlighted = false
control.contentHorizontalAlignment = .leading
let plainButton = UIButton()
plainButton.setImage(UIImage(systemName: "plus"), for: .normal)
plainButton.setAttributedTitle(NSAttributedString(string: "Add"), for: .normal)
print(plainButton.image(for: .highlighted)!, type(of: plainButton.titleLabel!), type(of: plainButton.imageView!))
let progress = UIProgressView(frame: .zero)
progress.progress = 0.25
progress.setProgress(0.5, animated: true)
let segments = UISegmentedControl(frame: .zero)
let slider = UISlider(frame: .zero)
slider.isContinuous = false
let toggle = UISwitch(frame: .zero)
toggle.onTintColor = .systemGreen
let field = UITextField(frame: .zero)
let handler = Handler()
field.delegate = handler
field.font = .systemFont(ofSize: 14)
field.textAlignment = .center
field.textColor = .darkGray
field.clearButtonMode = .whileEditing
let notes = UITextView(frame: .zero)
notes.text = "Notes"
notes.font = .systemFont(ofSize: 12)
notes.isEditable = false
let emptyNotes = UITextView()
let stack = UIStackView(frame: .zero)
stack.isLayoutMarginsRelativeArrangement = true
print(UIActivityIndicatorView(frame: .zero).isAnimating, UIButton().currentTitle ?? "nil", UIControl().isEnabled,
      UIImageView().image == nil, UIImageView(frame: .zero).isHighlighted, UIProgressView().progress,
      UISegmentedControl().numberOfSegments, segments.selectedSegmentIndex, slider.maximumValue, toggle.isOn,
      field.text ?? "nil", emptyNotes.text ?? "nil", stack.axis, spinner.style, progress.progress)
print(UIColor.brown, UIColor.clear, UIColor.cyan, UIColor.gray, UIColor.green, UIColor.label, UIColor.magenta,
      UIColor.purple, UIColor.secondarySystemBackground, UIColor.systemBlue, UIColor.systemGray,
      UIColor.systemOrange, UIColor.systemRed, UIColor.yellow, UIColor.lightGray)

print("views")
probe.accessibilityLabel = "probe"
probe.isOpaque = false
probe.isUserInteractionEnabled = false
print(probe.layoutMargins)
probe.layoutMargins = UIEdgeInsets(top: 4, left: 4, bottom: 4, right: 4)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
print("intrinsic size")
probe.translatesAutoresizingMaskIntoConstraints = false
probe.invalidateIntrinsicContentSize()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
probe.setContentHuggingPriority(.defaultHigh, for: .horizontal)
probe.setContentCompressionResistancePriority(UILayoutPriority(749), for: .vertical)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))

print("constraints")
let inner = UIView()
probe.addSubview(inner)
let guide = probe.layoutMarginsGuide
let pins = [inner.leftAnchor.constraint(equalTo: guide.leftAnchor),
            inner.rightAnchor.constraint(equalTo: guide.rightAnchor),
            inner.firstBaselineAnchor.constraint(equalTo: guide.centerYAnchor),
            inner.lastBaselineAnchor.constraint(lessThanOrEqualTo: guide.bottomAnchor),
            inner.heightAnchor.constraint(equalTo: guide.heightAnchor, multiplier: 0.5),
            inner.centerXAnchor.constraint(equalTo: guide.centerXAnchor)]
probe.addConstraints(pins)
probe.addConstraint(inner.widthAnchor.constraint(equalToConstant: 10))
probe.removeConstraint(pins[0])
print(pins.map { $0.isActive })
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))

print("gestures, bar items, controllers")
let press = UIGestureRecognizer(target: handler, action: #selector(Handler.fired))
press.isEnabled = false
let doubleTap = UITapGestureRecognizer(target: handler, action: #selector(Handler.other))
doubleTap.numberOfTapsRequired = 2
let target = UIView(frame: CGRect(x: 0, y: 200, width: 50, height: 50))
window.addSubview(target)
target.addGestureRecognizer(press)
target.addGestureRecognizer(doubleTap)
simulator.tap(target)
let item = UIBarButtonItem(title: "Edit", style: .plain, target: handler, action: #selector(Handler.fired))
item.isEnabled = false
item.tintColor = .red
let button = UIButton(type: .custom)
button.addTarget(handler, action: #selector(Handler.fired), for: .touchUpInside)
button.removeTarget(handler, action: #selector(Handler.fired), for: .touchUpInside)
button.sendActions(for: .touchUpInside)
let controller = UIViewController()
controller.navigationItem.title = "Title"
controller.navigationItem.backButtonTitle = "Back"
controller.navigationItem.largeTitleDisplayMode = .never
controller.navigationItem.leftBarButtonItem = item
controller.navigationItem.rightBarButtonItems = [item]
controller.definesPresentationContext = true
controller.hidesBottomBarWhenPushed = true
controller.modalTransitionStyle = .crossDissolve
print(controller.navigationItem.title!, controller.modalTransitionStyle, controller.navigationItem.leftBarButtonItem!.isEnabled)
let scroller = UIScrollView(frame: .zero)
scroller.isScrollEnabled = false
scroller.keyboardDismissMode = .onDrag
scroller.showsHorizontalScrollIndicator = false
let wrapping = UILabel()
wrapping.preferredMaxLayoutWidth = 200
print(wrapping.preferredMaxLayoutWidth, scroller.isScrollEnabled)

print("tables")
let grouped = UITableViewController(style: .grouped)
grouped.clearsSelectionOnViewWillAppear = false
let bareTable = UITableView()
let framedTable = UITableView(frame: .zero)
let bareCell = UITableViewCell(frame: .zero)
print(IndexPath(row: 2, section: 1).section, grouped.clearsSelectionOnViewWillAppear, bareTable.numberOfRows(inSection: 0),
      framedTable.visibleCells.count, bareCell.reuseIdentifier ?? "nil")

// expect: probe.layoutSubviews()
// expect: probe.draw(CGRect(x: 0, y: 0, width: 100, height: 100))
// expect: print: stored views and controls
// expect: print: UIImage(systemName: "plus") UILabel UIImageView
// expect: print: false nil true true false 0.0 0 -1 1.0 false   horizontal large 0.5
// expect: print: UIColor.brown UIColor.clear UIColor.cyan UIColor.gray UIColor.green UIColor.label UIColor.magenta UIColor.purple UIColor.secondarySystemBackground UIColor.systemBlue UIColor.systemGray UIColor.systemOrange UIColor.systemRed UIColor.yellow UIColor.lightGray
// expect: print: views
// expect: print: UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
// expect: probe.layoutSubviews()
// expect: print: intrinsic size
// expect: probe.layoutSubviews()
// expect: probe.layoutSubviews()
// expect: print: constraints
// expect: print: [false, true, true, true, true, true]
// expect: probe.layoutSubviews()
// expect: print: gestures, bar items, controllers
// expect: handler.other()
// expect: print: other
// expect: print: Title crossDissolve false
// expect: print: 200.0 false
// expect: print: tables
// expect: print: 1 false 0 0 nil
