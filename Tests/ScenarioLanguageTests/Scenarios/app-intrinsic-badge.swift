// A badge that sizes itself: under constraints, UIView's updateConstraints() asks the view for its
// intrinsic content size (the position is inferred), and again after invalidateIntrinsicContentSize().
// A view placed by its frame is never asked. prepareForInterfaceBuilder() is only called by Interface
// Builder; here it runs when the code calls it.
@IBDesignable
class Badge: UIView {
    var count = 1 {
        didSet { invalidateIntrinsicContentSize() }
    }

    override var intrinsicContentSize: CGSize {
        print("asked for count", count)
        return CGSize(width: 20 + 10 * CGFloat(count), height: 20)
    }

    override func prepareForInterfaceBuilder() {
        super.prepareForInterfaceBuilder()
        count = 3
    }
}

class InboxViewController: UIViewController {
    let badge = Badge()
    let framed = Badge(frame: CGRect(x: 0, y: 0, width: 30, height: 20))

    override func viewDidLoad() {
        super.viewDidLoad()
        badge.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(badge)
        view.addSubview(framed)
        NSLayoutConstraint.activate([
            badge.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            badge.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
        ])
        print(view.intrinsicContentSize)
    }
}

let inbox = InboxViewController()
window.rootViewController = inbox
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
inbox.badge.count = 2
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
inbox.framed.prepareForInterfaceBuilder()
print(inbox.framed.count, inbox.badge.intrinsicContentSize)
// expect: inbox.viewDidLoad()
// expect: print: (-1.0, -1.0)
// expect: badge.intrinsicContentSize
// expect: print: asked for count 1
// expect: badge.intrinsicContentSize
// expect: print: asked for count 2
// expect: print: asked for count 2
// expect: print: 3 (40.0, 20.0)
