// loadView that sets its own view: the view is named after its controller; a second window on top.
class CardView: UIView {
    override func layoutSubviews() { super.layoutSubviews() }
}
class Card: UIViewController {
    override func loadView() {
        view = CardView()
    }
}
let card = Card()
let overlay = UIWindow(frame: UIScreen.main.bounds)
overlay.rootViewController = card
print(card.isViewLoaded)
overlay.makeKeyAndVisible()
print(card.view.window === overlay, overlay.isKeyWindow, window.isKeyWindow, UIApplication.shared.windows.count)
// expect: print: false
// expect: card.loadView()
// expect: print: true true false 2
// expect: card.view.layoutSubviews()
