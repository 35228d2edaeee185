// Seed S3.5–S3.7: what triggers layoutSubviews and draw(_:) — marks, size changes, scrolling,
// contentMode = .redraw, sizeToFit, setNeedsDisplay(_:), and a direct draw call (a console warning).
class Canvas: UIView {
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { super.draw(rect) }
    override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: 80, height: 20) }
}
class Scroller: UIScrollView {
    override func layoutSubviews() { super.layoutSubviews() }
}
let canvas = Canvas(frame: .zero)
let scroller = Scroller(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
scroller.contentSize = CGSize(width: 100, height: 1000)
window.addSubview(canvas)
window.addSubview(scroller)
func turn(_ label: String) {
    RunLoop.current.run(until: Date(timeIntervalSinceNow: 0.1))
    print(label)
}
turn("zero size: no draw")
canvas.sizeToFit()
turn("sized to fit")
canvas.frame = CGRect(x: 10, y: 10, width: 80, height: 20)
turn("origin only: nothing")
canvas.contentMode = .redraw
canvas.frame.size.height = 30
turn("redraw on resize")
canvas.setNeedsDisplay(CGRect(x: 0, y: 0, width: 5, height: 5))
canvas.setNeedsDisplay(.zero)
turn("partial display")
canvas.setNeedsLayout()
print("marked")
canvas.layoutIfNeeded()
print("laid out now")
scroller.contentOffset = CGPoint(x: 0, y: 50)
turn("scrolled")
scroller.setContentOffset(.zero, animated: true)
print(scroller.contentOffset.y, canvas.translatesAutoresizingMaskIntoConstraints, canvas.contentMode)
turn("scrolled back")
canvas.draw(canvas.bounds)
canvas.setNeedsDisplay()
// show: overrides
// expect: scroller.layoutSubviews()
// expect: canvas.layoutSubviews()
// expect: print: zero size: no draw
// expect: canvas.sizeThatFits(CGSize(width: 0, height: 0))
// expect: canvas.layoutSubviews()
// expect: canvas.draw(CGRect(x: 0, y: 0, width: 80, height: 20))
// expect: print: sized to fit
// expect: print: origin only: nothing
// expect: canvas.layoutSubviews()
// expect: canvas.draw(CGRect(x: 0, y: 0, width: 80, height: 30))
// expect: print: redraw on resize
// expect: canvas.draw(CGRect(x: 0, y: 0, width: 5, height: 5))
// expect: print: partial display
// expect: print: marked
// expect: canvas.layoutSubviews()
// expect: print: laid out now
// expect: scroller.layoutSubviews()
// expect: print: scrolled
// expect: print: 0.0 true redraw
// expect: scroller.layoutSubviews()
// expect: print: scrolled back
// expect: warning: draw(_:) called directly on canvas: there is no current graphics context, so UIGraphicsGetCurrentContext() returns nil and nothing is drawn. Call setNeedsDisplay() instead.
// expect: canvas.draw(CGRect(x: 0, y: 0, width: 80, height: 30))
// expect: canvas.draw(CGRect(x: 0, y: 0, width: 80, height: 30))
