// Storyboards and nibs (spec §1.6–1.7, trace 22): a scene's controller is decoded with init(coder:) and
// woken with awakeFromNib() when it is instantiated; its view loads later, when it is shown. A nib-backed
// controller loads its nib in loadView. A nib named after a scenario class holds an instance of it.
// show: overrides
class SceneController: UIViewController {
    required init?(coder: NSCoder) {
        super.init(coder: coder)
        print("decoded")
    }
    override func awakeFromNib() { super.awakeFromNib() }
    override func loadView() { super.loadView() }
    override func viewDidLoad() { super.viewDidLoad() }
}
class XibController: UIViewController {
    override func loadView() { super.loadView() }
    override func viewDidLoad() { super.viewDidLoad() }
}
class CardView: UIView {
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func awakeFromNib() { super.awakeFromNib() }
}

let storyboard = UIStoryboard(name: "Main", bundle: nil)
let scene = storyboard.instantiateViewController(identifier: "Scene") { coder in
    SceneController(coder: coder)
}
print("instantiated")
let initial = storyboard.instantiateInitialViewController { coder in SceneController(coder: coder) }
let named = storyboard.instantiateViewController(withIdentifier: "SceneController")
// Without a creator, the class is what the code casts the result to, or the identifier's class.
let home = storyboard.instantiateInitialViewController() as! SceneController
let detail = storyboard.instantiateViewController(identifier: "detail") as? SceneController
window.rootViewController = scene
let xib = XibController(nibName: "XibController", bundle: nil)
_ = xib.view
let card = Bundle.main.loadNibNamed("CardView", owner: nil, options: nil)?.first as? CardView
let cards = UINib(nibName: "CardView", bundle: nil).instantiate(withOwner: nil, options: nil)
print(card != nil, cards.count, initial != nil, named is SceneController, home.isViewLoaded, detail != nil)
class Tabs: UITabBarController {}
class Stack: UINavigationController {}
class Scroller: UIScrollView {}
let tabsScene = storyboard.instantiateViewController(identifier: "Tabs") { coder in Tabs(coder: coder) }
let stackScene = storyboard.instantiateViewController(identifier: "Stack") { coder in Stack(coder: coder) }
let scroller = Bundle.main.loadNibNamed("Scroller", owner: nil, options: nil)?.first
print(tabsScene is Tabs, stackScene is Stack, scroller is Scroller)
// A controller that is itself in a nib arrives with its view: awakeFromNib, then viewDidLoad, no loadView.
class NibController: UIViewController {
    required init?(coder: NSCoder) { super.init(coder: coder) }
    override func awakeFromNib() { super.awakeFromNib() }
    override func loadView() { super.loadView() }
    override func viewDidLoad() { super.viewDidLoad() }
}
let fromNib = Bundle.main.loadNibNamed("NibController", owner: nil, options: nil)?.first as? NibController
print(fromNib?.isViewLoaded ?? false)
// expect: scene.init(coder: NSCoder)
// expect: print: decoded
// expect: scene.awakeFromNib()
// expect: print: instantiated
// expect: initial.init(coder: NSCoder)
// expect: print: decoded
// expect: initial.awakeFromNib()
// expect: named.init(coder: NSCoder)
// expect: print: decoded
// expect: named.awakeFromNib()
// expect: home.init(coder: NSCoder)
// expect: print: decoded
// expect: home.awakeFromNib()
// expect: detail.init(coder: NSCoder)
// expect: print: decoded
// expect: detail.awakeFromNib()
// expect: scene.loadView()
// expect: scene.viewDidLoad()
// expect: xib.loadView()
// expect: xib.viewDidLoad()
// expect: card.init(coder: NSCoder)
// expect: card.awakeFromNib()
// expect: CardView#2.init(coder: NSCoder)
// expect: CardView#2.awakeFromNib()
// expect: print: true 1 true true false true
// expect: print: true true true
// expect: fromNib.init(coder: NSCoder)
// expect: fromNib.awakeFromNib()
// expect: fromNib.viewDidLoad()
// expect: print: true
