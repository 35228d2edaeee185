// Helpers that layout tutorials declare on standard types: spacing constants on CGFloat, a String
// helper that calls the type's own members without `self`, and an Int method. A computed property's
// value takes its declared type, so `gap`, written as 8, is the CGFloat 8.0.
extension CGFloat {
    static var gap: CGFloat { 8 }
    var half: CGFloat { self / 2 }
}

extension String {
    var shouted: String { uppercased() + "!" }
    func padded(to width: Int) -> String { count >= width ? self : (self + ".").padded(to: width) }
}

extension Int {
    func times(_ text: String) -> String { self <= 0 ? "" : text + (self - 1).times(text) }
}

extension Bool {
    var flag: String { self ? "on" : "off" }
}

class CardView: UIView {
    var inset: CGFloat { 12 }

    override func layoutSubviews() {
        super.layoutSubviews()
        print("inset \(inset), gap \(CGFloat.gap), half width \(bounds.width.half)")
    }
}

class CardViewController: UIViewController {
    let card = CardView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(card)
        print("title".shouted, "ab".padded(to: 4), 3.times("*"), card.isHidden.flag)
    }
}

window.rootViewController = CardViewController()
// expect: CardViewController#1.viewDidLoad()
// expect: print: TITLE! ab.. *** off
// expect: card.layoutSubviews()
// expect: print: inset 12.0, gap 8.0, half width 150.0
