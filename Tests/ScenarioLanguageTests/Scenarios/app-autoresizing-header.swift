// A header pinned with springs and struts instead of constraints: it keeps its margins and stretches with
// its superview, so turning the phone resizes it at once (inside the root view's resize, before any
// layout pass) and it is laid out at its new width. A badge with a flexible left margin stays at the
// right edge. Turned back with `autoresizesSubviews` off, the root view leaves both as they are. A view
// placed by constraints asks for a constraint update and reads back as needing one until the pass has run.
class HeaderView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        print("header laid out at width \(bounds.width)")
    }
}

class StatusDot: UIView {
    override func updateConstraints() {
        super.updateConstraints()
        print("dot constraints updated")
    }
}

class FeedViewController: UIViewController {
    let header = HeaderView(frame: CGRect(x: 20, y: 100, width: 350, height: 60))
    let badge = UIView(frame: CGRect(x: 340, y: 10, width: 30, height: 30))
    let dot = StatusDot()

    override func viewDidLoad() {
        super.viewDidLoad()
        header.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
        badge.autoresizingMask = .flexibleLeftMargin
        view.addSubview(header)
        view.addSubview(badge)
        dot.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(dot)
        print(view.autoresizingMask.contains(.flexibleHeight), view.autoresizesSubviews, header.autoresizingMask.contains(.flexibleBottomMargin))
        dot.setNeedsUpdateConstraints()
        print("dot needs constraints: \(dot.needsUpdateConstraints())")
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("dot needs constraints: \(dot.needsUpdateConstraints())")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        print("header \(header.frame), badge at x \(badge.frame.minX)")
    }
}

let feed = FeedViewController()
window.rootViewController = feed
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    simulator.rotate(to: .landscapeLeft)
}
DispatchQueue.main.asyncAfter(deadline: .now() + 2) {
    feed.view.autoresizesSubviews = false
    feed.header.autoresizingMask = []
    simulator.rotate(to: .portrait)
}

// expect: feed.viewDidLoad()
// expect: print: true true true
// expect: print: dot needs constraints: true
// expect: dot.updateConstraints()
// expect: print: dot constraints updated
// expect: feed.viewDidLayoutSubviews()
// expect: print: header (20.0, 100.0, 350.0, 60.0), badge at x 340.0
// expect: header.layoutSubviews()
// expect: print: header laid out at width 350.0
// expect: feed.viewDidAppear(false)
// expect: print: dot needs constraints: false
// expect: feed.viewDidLayoutSubviews()
// expect: print: header (20.0, 100.0, 804.0, 60.0), badge at x 794.0
// expect: header.layoutSubviews()
// expect: print: header laid out at width 804.0
// expect: feed.viewDidLayoutSubviews()
// expect: print: header (20.0, 100.0, 804.0, 60.0), badge at x 794.0
// expect: header.layoutSubviews()
// expect: print: header laid out at width 804.0
