// A card view with a tap gesture recognizer that expands it: the action changes a height constraint's
// constant, which lays out the card's superview after the constraint pass.
class ExpandingCard: UIView {
    override func layoutSubviews() { super.layoutSubviews() }
}

class CardsViewController: UIViewController {
    let card = ExpandingCard()
    var heightConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        card.backgroundColor = .systemBlue
        card.layer.cornerRadius = 12
        card.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(card)
        heightConstraint = card.heightAnchor.constraint(equalToConstant: 100)
        NSLayoutConstraint.activate([
            card.leadingAnchor.constraint(equalTo: view.leadingAnchor, constant: 16),
            card.trailingAnchor.constraint(equalTo: view.trailingAnchor, constant: -16),
            card.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
            card.widthAnchor.constraint(equalToConstant: 358),
            heightConstraint,
        ])
        let tap = UITapGestureRecognizer(target: self, action: #selector(cardTapped(_:)))
        card.addGestureRecognizer(tap)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        print("card height \(card.frame.height)")
    }

    @objc func cardTapped(_ recognizer: UITapGestureRecognizer) {
        print("tapped", recognizer.view === card)
        heightConstraint.constant = heightConstraint.constant == 100 ? 240 : 100
    }
}

let cards = CardsViewController()
window.rootViewController = cards
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
simulator.tap(cards.card)
print(cards.card.layer.cornerRadius, cards.card.gestureRecognizers?.count ?? 0, cards.heightConstraint.isActive)
// expect: cards.viewDidLoad()
// expect: cards.viewDidLayoutSubviews()
// expect: print: card height 100.0
// expect: card.layoutSubviews()
// expect: cards.cardTapped(tap)
// expect: print: tapped true
// expect: cards.viewDidLayoutSubviews()
// expect: print: card height 240.0
// expect: card.layoutSubviews()
// expect: print: 12.0 1 true
