// A reusable pill-shaped button subclass: it styles itself in init(frame:), rounds its corners in
// layoutSubviews(), and under Auto Layout a new title re-lays out the row it sits in. A hidden button
// receives no tap.
class PillButton: UIButton {
    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = .systemBlue
        setTitleColor(.white, for: .normal)
        setTitleColor(.lightGray, for: .highlighted)
        contentEdgeInsets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
        layer.masksToBounds = true
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func layoutSubviews() {
        super.layoutSubviews()
        layer.cornerRadius = bounds.height / 2
    }
}

class Row: UIView {
    override func layoutSubviews() { super.layoutSubviews() }
}

class ShopViewController: UIViewController {
    let row = Row()
    let buyButton = PillButton()
    var purchases = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        row.frame = CGRect(x: 0, y: 100, width: 390, height: 60)
        buyButton.setTitle("Buy", for: .normal)
        buyButton.translatesAutoresizingMaskIntoConstraints = false
        buyButton.addTarget(self, action: #selector(buy), for: .touchUpInside)
        row.addSubview(buyButton)
        view.addSubview(row)
        NSLayoutConstraint.activate([
            buyButton.centerYAnchor.constraint(equalTo: row.centerYAnchor),
            buyButton.trailingAnchor.constraint(equalTo: row.trailingAnchor, constant: -16),
            buyButton.heightAnchor.constraint(equalToConstant: 40),
            buyButton.widthAnchor.constraint(greaterThanOrEqualToConstant: 80),
        ])
    }

    @objc func buy() {
        purchases += 1
        buyButton.setTitle("Bought \(purchases)", for: .normal)
        print("title now:", buyButton.currentTitle ?? "", "highlighted colour:", buyButton.titleColor(for: .highlighted)!)
    }
}

let shop = ShopViewController()
window.rootViewController = shop
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
print("corner radius:", shop.buyButton.layer.cornerRadius)
simulator.tap(shop.buyButton)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
shop.buyButton.isHidden = true
simulator.tap(shop.buyButton)
print("purchases:", shop.purchases)
// expect: buyButton.init(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
// expect: shop.viewDidLoad()
// expect: row.layoutSubviews()
// expect: buyButton.layoutSubviews()
// expect: print: corner radius: 20.0
// expect: shop.buy()
// expect: print: title now: Bought 1 highlighted colour: UIColor.lightGray
// expect: row.layoutSubviews()
// expect: buyButton.layoutSubviews()
// expect: print: purchases: 1
