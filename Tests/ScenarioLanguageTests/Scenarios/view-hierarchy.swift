// View hierarchy API: insert variants, z-order, tags, ancestry, and the callbacks a logging view sees.
class Logged: UIView {
    override func willMove(toSuperview newSuperview: UIView?) { super.willMove(toSuperview: newSuperview) }
    override func didMoveToSuperview() { super.didMoveToSuperview() }
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }
}
let container = Logged(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
let a = UIView()
let b = UIView()
let c = UIView()
let d = UIView()
container.addSubview(a)
container.insertSubview(b, at: 0)
container.insertSubview(c, aboveSubview: b)
container.insertSubview(d, belowSubview: b)
print(container.subviews.map { $0.tag })
container.subviews[0].tag = 4
b.tag = 2
c.tag = 3
a.tag = 1
print(container.subviews.map { $0.tag })
container.bringSubviewToFront(d)
container.sendSubviewToBack(a)
print(container.subviews.map { $0.tag }, container.viewWithTag(3) === c, container.viewWithTag(9) == nil)
print(c.isDescendant(of: container), container.isDescendant(of: c), c.superview === container)
c.removeFromSuperview()
print(c.superview == nil, container.subviews.count)
// expect: container.didAddSubview(a)
// expect: container.didAddSubview(b)
// expect: container.didAddSubview(c)
// expect: container.didAddSubview(d)
// expect: print: [0, 0, 0, 0]
// expect: print: [4, 2, 3, 1]
// expect: print: [1, 2, 3, 4] true true
// expect: print: true false true
// expect: container.willRemoveSubview(c)
// expect: print: true 3
