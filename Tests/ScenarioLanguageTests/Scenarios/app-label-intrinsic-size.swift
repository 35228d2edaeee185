// A status label whose text changes. Under Auto Layout a new text changes the label's intrinsic content
// size: its constraints are updated and its superview is laid out again. A label placed by its frame keeps
// its frame, so nothing is laid out. Both redraw (a label's content is drawn).
class StatusLabel: UILabel {
    override func updateConstraints() { super.updateConstraints() }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
}

class Card: UIView {
    override func layoutSubviews() { super.layoutSubviews() }
}

let card = Card(frame: CGRect(x: 0, y: 100, width: 390, height: 200))
let framed = StatusLabel(frame: CGRect(x: 8, y: 8, width: 200, height: 20))
let constrained = StatusLabel()
constrained.translatesAutoresizingMaskIntoConstraints = false
card.addSubview(framed)
card.addSubview(constrained)
NSLayoutConstraint.activate([
    constrained.leadingAnchor.constraint(equalTo: card.leadingAnchor, constant: 8),
    constrained.bottomAnchor.constraint(equalTo: card.bottomAnchor, constant: -8),
    constrained.widthAnchor.constraint(equalToConstant: 240),
    constrained.heightAnchor.constraint(equalToConstant: 20),
])
window.addSubview(card)
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))

print("framed label gets text")
framed.text = "Syncing…"
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))

print("constrained label gets text")
constrained.text = "Synced 3 items"
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))

print("new colour")
constrained.textColor = .systemGreen
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
print(constrained.text ?? "", constrained.textColor!, constrained.numberOfLines)
// expect: framed.updateConstraints()
// expect: constrained.updateConstraints()
// expect: card.layoutSubviews()
// expect: constrained.layoutSubviews()
// expect: framed.layoutSubviews()
// expect: constrained.draw(CGRect(x: 0, y: 0, width: 240, height: 20))
// expect: framed.draw(CGRect(x: 0, y: 0, width: 200, height: 20))
// expect: print: framed label gets text
// expect: framed.draw(CGRect(x: 0, y: 0, width: 200, height: 20))
// expect: print: constrained label gets text
// expect: constrained.updateConstraints()
// expect: card.layoutSubviews()
// expect: constrained.layoutSubviews()
// expect: constrained.draw(CGRect(x: 0, y: 0, width: 240, height: 20))
// expect: print: new colour
// expect: constrained.draw(CGRect(x: 0, y: 0, width: 240, height: 20))
// expect: print: Synced 3 items UIColor.systemGreen 1
