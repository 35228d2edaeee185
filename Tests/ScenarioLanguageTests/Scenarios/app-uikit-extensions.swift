// Extensions of UIKit types, as app code bases collect them: a brand palette on UIColor (static members
// used with the leading dot), a UIView helper that pins a subview, and a computed property on
// UIViewController. Extension members run like UIKit's own; what they call has its effects.
extension UIColor {
    static let brand = UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1)
    static var brandFaded: UIColor { brand.withAlphaComponent(0.3) }

    static func grey(_ level: CGFloat) -> UIColor {
        UIColor(white: level, alpha: 1)
    }
}

extension UIView {
    func pinSubview(_ subview: UIView, inset: CGFloat = 0) {
        subview.translatesAutoresizingMaskIntoConstraints = false
        addSubview(subview)
        NSLayoutConstraint.activate([
            subview.topAnchor.constraint(equalTo: topAnchor, constant: inset),
            subview.bottomAnchor.constraint(equalTo: bottomAnchor, constant: -inset),
            subview.leadingAnchor.constraint(equalTo: leadingAnchor, constant: inset),
            subview.trailingAnchor.constraint(equalTo: trailingAnchor, constant: -inset),
        ])
    }

    var isOnScreen: Bool { window != nil && !isHidden }
}

extension UIViewController {
    var isRoot: Bool { parent == nil && presentingViewController == nil }
}

class Panel: UIView {
    override func updateConstraints() { super.updateConstraints() }
    override func layoutSubviews() { super.layoutSubviews() }
}

class BrandViewController: UIViewController {
    let panel = Panel()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .brand
        panel.backgroundColor = .brandFaded
        panel.layer.borderColor = UIColor.grey(0.8).cgColor
        view.pinSubview(panel, inset: 16)
        print("panel on screen:", panel.isOnScreen, "root:", isRoot)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        print("panel on screen:", panel.isOnScreen, view.backgroundColor!, panel.backgroundColor!)
    }
}

let brand = BrandViewController()
window.rootViewController = brand
window.makeKeyAndVisible()
// expect: brand.viewDidLoad()
// expect: print: panel on screen: false root: true
// expect: panel.updateConstraints()
// expect: panel.layoutSubviews()
// expect: brand.viewDidAppear(false)
// expect: print: panel on screen: true UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1) UIColor(red: 0.9, green: 0.3, blue: 0.2, alpha: 1).withAlphaComponent(0.3)
