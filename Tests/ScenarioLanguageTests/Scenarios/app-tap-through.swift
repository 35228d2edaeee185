// A button with a tap recognizer that lets touches through (`cancelsTouchesInView = false`): a tap runs
// the recognizer's action, then the button's own .touchUpInside action (the order is inferred).
class VC: UIViewController {
    let button = UIButton(type: .system)
    override func viewDidLoad() {
        super.viewDidLoad()
        button.frame = CGRect(x: 10, y: 100, width: 100, height: 44)
        view.addSubview(button)
        button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
        let tap = UITapGestureRecognizer(target: self, action: #selector(recognized(_:)))
        tap.cancelsTouchesInView = false
        button.addGestureRecognizer(tap)
    }
    @objc func tapped() { print("button") }
    @objc func recognized(_ recognizer: UITapGestureRecognizer) { print("recognizer", recognizer.state == .ended) }
}
let vc = VC()
window.rootViewController = vc
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
simulator.tap(vc.button)
// expect: vc.viewDidLoad()
// expect: vc.recognized(tap)
// expect: print: recognizer true
// expect: vc.tapped()
// expect: print: button
