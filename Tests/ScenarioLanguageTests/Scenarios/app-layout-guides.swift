// Two columns separated by a spacer layout guide, with a width ratio, a maximum height and an
// optional constraint that is swapped on rotation-like state changes (deactivate one, activate another).
class ColumnsView: UIView {
    override func updateConstraints() { super.updateConstraints() }
    override func layoutSubviews() { super.layoutSubviews() }
}

let container = ColumnsView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
let left = UIView()
let right = UIView()
let spacer = UILayoutGuide()
spacer.identifier = "spacer"
for column in [left, right] {
    column.translatesAutoresizingMaskIntoConstraints = false
    container.addSubview(column)
}
container.addLayoutGuide(spacer)
let compact = left.widthAnchor.constraint(equalTo: right.widthAnchor, multiplier: 1)
let regular = left.widthAnchor.constraint(equalTo: right.widthAnchor, multiplier: 2)
NSLayoutConstraint.activate([
    left.leadingAnchor.constraint(equalTo: container.leadingAnchor),
    spacer.leadingAnchor.constraint(equalTo: left.trailingAnchor),
    spacer.widthAnchor.constraint(equalToConstant: 12),
    right.leadingAnchor.constraint(equalTo: spacer.trailingAnchor),
    right.trailingAnchor.constraint(lessThanOrEqualTo: container.trailingAnchor),
    left.topAnchor.constraint(greaterThanOrEqualTo: container.topAnchor, constant: 8),
    left.heightAnchor.constraint(lessThanOrEqualToConstant: 200),
    compact,
])
window.addSubview(container)
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
print("regular width")
NSLayoutConstraint.deactivate([compact])
NSLayoutConstraint.activate([regular])
print(compact.isActive, regular.isActive, regular.multiplier, regular.firstItem === left, regular.secondItem === right)
print(spacer.owningView === container, spacer.identifier)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
print("same state again: nothing to do")
regular.isActive = true
// expect: container.updateConstraints()
// expect: container.layoutSubviews()
// expect: print: regular width
// expect: print: false true 2.0 true true
// expect: print: true spacer
// expect: container.layoutSubviews()
// expect: print: same state again: nothing to do
