// A gauge view that paints itself: drawing happens inside draw(_:), where UIKit's display pass provides a
// graphics context, so painting calls there are quiet. The same calls in viewDidLoad have no context and
// UIKit's console complains. A delayed perform flips the gauge with a transition, which asks for a redraw.
class GaugeView: UIView {
    var level: CGFloat = 0.25 {
        didSet { setNeedsDisplay() }
    }

    override func draw(_ rect: CGRect) {
        let track = UIBezierPath(roundedRect: bounds, cornerRadius: 8)
        track.lineWidth = 2
        track.lineCapStyle = .round
        track.lineJoinStyle = .bevel
        UIColor.lightGray.setStroke()
        track.stroke()
        let fill = UIBezierPath(rect: CGRect(x: 0, y: 0, width: bounds.width * level, height: bounds.height))
        UIColor.systemGreen.setFill()
        fill.fill()
        let needle = UIBezierPath()
        print("empty path", needle.isEmpty)
        needle.move(to: CGPoint(x: 0, y: 0))
        needle.addLine(to: CGPoint(x: 10, y: 10))
        needle.addCurve(to: CGPoint(x: 20, y: 0), controlPoint1: CGPoint(x: 12, y: 5), controlPoint2: CGPoint(x: 18, y: 5))
        needle.addArc(withCenter: .zero, radius: 4, startAngle: 0, endAngle: 3.14, clockwise: true)
        needle.close()
        UIColor.black.set()
        needle.stroke()
        print("needle", needle.isEmpty, needle.lineWidth, needle.lineCapStyle == .butt, needle.lineJoinStyle == .miter)
        _ = UIBezierPath(ovalIn: bounds)
        _ = UIBezierPath(arcCenter: CGPoint(x: 50, y: 20), radius: 10, startAngle: 0, endAngle: 6.28, clockwise: false)
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(3)
        context.setLineCap(.square)
        context.setLineJoin(.round)
        context.setStrokeColor(UIColor.red.cgColor)
        context.setFillColor(UIColor.blue.cgColor)
        context.move(to: CGPoint(x: 0, y: 0))
        context.addLine(to: CGPoint(x: 40, y: 0))
        context.strokePath()
        context.addRect(CGRect(x: 0, y: 0, width: 4, height: 4))
        context.addEllipse(in: CGRect(x: 4, y: 4, width: 4, height: 4))
        context.fillPath()
        context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.stroke(CGRect(x: 0, y: 0, width: 1, height: 1))
        context.restoreGState()
        print("drew level", level)
    }
}

class DashboardViewController: UIViewController {
    let gauge = GaugeView(frame: CGRect(x: 20, y: 100, width: 200, height: 40))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(gauge)
        print("context in viewDidLoad", UIGraphicsGetCurrentContext() == nil)
        UIColor.red.setFill()
        UIBezierPath(rect: gauge.frame).fill()
        perform(#selector(refresh(_:)), with: gauge, afterDelay: 1)
    }

    @objc func refresh(_ sender: GaugeView) {
        UIView.transition(with: sender, duration: 0.3, options: [.transitionFlipFromLeft], animations: {
            sender.level = 0.75
        }) { finished in
            print("flipped", finished)
        }
    }
}

let dashboard = DashboardViewController()
window.rootViewController = dashboard
// expect: dashboard.viewDidLoad()
// expect: print: context in viewDidLoad true
// expect: warning: CGContextSetFillColorWithColor: invalid context 0x0. If you want to see the backtrace, please set CG_CONTEXT_SHOW_BACKTRACE environmental variable.
// expect: warning: CGContextFillPath: invalid context 0x0. If you want to see the backtrace, please set CG_CONTEXT_SHOW_BACKTRACE environmental variable.
// expect: gauge.draw(CGRect(x: 0, y: 0, width: 200, height: 40))
// expect: print: empty path true
// expect: print: needle false 1.0 true true
// expect: print: drew level 0.25
// expect: dashboard.refresh(gauge)
// expect: gauge.draw(CGRect(x: 0, y: 0, width: 200, height: 40))
// expect: print: empty path true
// expect: print: needle false 1.0 true true
// expect: print: drew level 0.75
// expect: print: flipped true
