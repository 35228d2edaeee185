// UIKit's init() is a convenience initializer calling the designated one on self, so an overridden
// init(nibName:bundle:) or init(frame:) runs for ScreenController() and Card() (spec §1.7).
class ScreenController: UIViewController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        print("init(nibName:bundle:) with \(nibNameOrNil ?? "no nib")")
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }
    required init?(coder: NSCoder) { fatalError() }
}
class Card: UIView {
    override init(frame: CGRect) {
        super.init(frame: frame)
        print("init(frame:) \(frame.width)")
    }
    required init?(coder: NSCoder) { fatalError() }
}
let screen = ScreenController()
let card = Card()
let wide = Card(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
// expect: screen.init(nibName: nil, bundle: nil)
// expect: print: init(nibName:bundle:) with no nib
// expect: card.init(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
// expect: print: init(frame:) 0.0
// expect: wide.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
// expect: print: init(frame:) 10.0
