// Colour steppers with a label each, as older tutorials write them: the label shows the stepper's value
// through `description`, and the redraw flag through a Bool's.
class ColorPickerViewController: UIViewController {
    let redStepper = UIStepper()
    let redLabel = UILabel()
    var needsRedraw = false

    override func viewDidLoad() {
        super.viewDidLoad()
        redStepper.maximumValue = 255
        redStepper.stepValue = 15
        redStepper.addTarget(self, action: #selector(redChanged(_:)), for: .valueChanged)
        view.addSubview(redStepper)
        view.addSubview(redLabel)
    }

    @objc func redChanged(_ sender: UIStepper) {
        redLabel.text = Int(sender.value).description
        needsRedraw = true
        print("red \(redLabel.text ?? "") from \(sender.value.description), redraw \(needsRedraw.description)")
    }
}

let picker = ColorPickerViewController()
window.rootViewController = picker
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    picker.redStepper.value = 30
    picker.redStepper.sendActions(for: .valueChanged)
}
// expect: picker.viewDidLoad()
// expect: picker.redChanged(redStepper)
// expect: print: red 30 from 30.0, redraw true
