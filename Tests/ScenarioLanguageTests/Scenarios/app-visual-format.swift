// A profile header laid out with the visual format language, as many apps did before anchors: the formats
// stand for 9 constraints (the view's own width and height, five spacings, two centre alignments), which
// schedule the constraint pass like any others. A name missing from the views dictionary raises UIKit's
// parse error, with the format and a caret under the name.
// outcome: exception
class ProfileView: UIView {
    let avatar = UIImageView()
    let nameLabel = UILabel()
    let followButton = UIButton(type: .system)

    override init(frame: CGRect) {
        super.init(frame: frame)
        for view in [avatar, nameLabel, followButton] {
            view.translatesAutoresizingMaskIntoConstraints = false
            addSubview(view)
        }
        let views = ["avatar": avatar, "name": nameLabel, "follow": followButton]
        let metrics = ["side": 64, "margin": 16]
        var constraints = NSLayoutConstraint.constraints(withVisualFormat: "H:|-margin-[avatar(side)]-[name]-(>=8)-[follow]-margin-|",
                                                         options: .alignAllCenterY, metrics: metrics, views: views)
        constraints += NSLayoutConstraint.constraints(withVisualFormat: "V:|-(margin@750)-[avatar(==side)]", options: [], metrics: metrics, views: views)
        print("constraints: \(constraints.count) for \(views.count) views")
        NSLayoutConstraint.activate(constraints)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func updateConstraints() { super.updateConstraints() }
    override func layoutSubviews() { super.layoutSubviews() }
}
class ProfileViewController: UIViewController {
    override func loadView() { view = ProfileView() }
}
let profile = ProfileViewController()
window.rootViewController = profile
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
let orphan = UIView()
let label = UILabel()
orphan.addSubview(label)
print(NSLayoutConstraint.constraints(withVisualFormat: "H:[label]-[orphan]", options: [], metrics: nil, views: ["label": label, "orphan": orphan]).count)
_ = NSLayoutConstraint.constraints(withVisualFormat: "H:|-[title]-|", options: [], metrics: nil, views: ["label": label])
// expect: profile.loadView()
// expect: profile.view.init(frame: CGRect(x: 0, y: 0, width: 0, height: 0))
// expect: print: constraints: 9 for 3 views
// expect: profile.view.updateConstraints()
// expect: profile.view.layoutSubviews()
// expect: print: 1
// expect: exception: NSInvalidArgumentException: Unable to parse constraint format: \ntitle is not a key in the views dictionary. \nH:|-[title]-| \n     ^
