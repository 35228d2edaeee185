// A theme applied to a card: colours, fonts, images, layer styling and insets are values with no
// lifecycle of their own. They are stored, read back and compared; none of them lays anything out.
final class Theme {
    let accent: UIColor
    let titleFont: UIFont
    let cornerRadius: CGFloat

    init(accent: UIColor, titleFont: UIFont, cornerRadius: CGFloat) {
        self.accent = accent
        self.titleFont = titleFont
        self.cornerRadius = cornerRadius
    }
}

class ThemedCard: UIView {
    override func layoutSubviews() { super.layoutSubviews() }
}

let theme = Theme(accent: UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1),
                  titleFont: .preferredFont(forTextStyle: .headline), cornerRadius: 8)
let card = ThemedCard(frame: CGRect(x: 16, y: 100, width: 358, height: 120))
let title = UILabel(frame: CGRect(x: 12, y: 12, width: 300, height: 24))
let icon = UIImageView(image: UIImage(systemName: "star.fill"))
card.addSubview(title)
card.addSubview(icon)
window.addSubview(card)
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))

print("styling")
card.backgroundColor = theme.accent.withAlphaComponent(0.1)
card.layer.cornerRadius = theme.cornerRadius
card.layer.borderWidth = 1
card.layer.borderColor = theme.accent.cgColor
card.layer.masksToBounds = true
card.layer.shadowOpacity = 0.2
card.layer.shadowRadius = 4
card.layer.shadowOffset = CGSize(width: 0, height: 2)
card.layer.shadowColor = UIColor.black.cgColor
card.layer.opacity = 1
card.clipsToBounds = true
card.tintColor = theme.accent
title.font = theme.titleFont.withSize(20)
title.textColor = theme.accent
title.attributedText = NSAttributedString(string: "favourites".uppercased())
title.adjustsFontSizeToFitWidth = true
title.lineBreakMode = .byTruncatingMiddle
icon.tintColor = .systemYellow
icon.image = UIImage(named: "star")?.withRenderingMode(.alwaysTemplate)
icon.highlightedImage = UIImage(systemName: "star")
icon.isHighlighted = false
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))

print(card.backgroundColor!)
print(card.layer.borderColor!, card.layer.cornerRadius, card.layer.masksToBounds)
print(title.font.pointSize, title.font.fontName, title.attributedText!.string)
print(UIFont.systemFont(ofSize: 15, weight: .semibold), UIFont.italicSystemFont(ofSize: 12))
print(UIFont(name: "Menlo", size: 11)!, UIFont.monospacedDigitSystemFont(ofSize: 13, weight: .regular))
print(UIColor(white: 0.5, alpha: 1), UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1))
print(UIColor(named: "Brand")!, UIColor.red == UIColor.red, UIColor.red == UIColor.blue)
let insets = UIEdgeInsets(top: 8, left: 16, bottom: 8, right: 16)
print(insets.top + insets.bottom, insets.left + insets.right, UIEdgeInsets.zero)
print(type(of: theme.accent), type(of: card.layer), icon.image!)
// expect: card.layoutSubviews()
// expect: print: styling
// expect: print: UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1).withAlphaComponent(0.1)
// expect: print: UIColor(red: 0.2, green: 0.4, blue: 0.9, alpha: 1).cgColor 8.0 true
// expect: print: 20.0 headline FAVOURITES
// expect: print: UIFont(system, semibold, 15) UIFont(system, italic, 12)
// expect: print: UIFont(Menlo, regular, 11) UIFont(monospacedDigitSystem, regular, 13)
// expect: print: UIColor(white: 0.5, alpha: 1) UIColor(hue: 0.5, saturation: 1, brightness: 1, alpha: 1)
// expect: print: UIColor(named: "Brand") true false
// expect: print: 16.0 32.0 UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
// expect: print: UIColor CALayer UIImage(named: "star").withRenderingMode(.alwaysTemplate)
