// A profile screen built in code: labels and a button in a vertical stack view pinned with anchors to
// the safe area. The constraint pass runs bottom-up (updateConstraints of the views that asked, then the
// controller's updateViewConstraints) before the layout pass; the stack view lays out its arranged views.
class AvatarView: UIView {
    override func updateConstraints() { super.updateConstraints() }
    override func layoutSubviews() { super.layoutSubviews() }
    override func draw(_ rect: CGRect) { print("avatar drawn in", rect) }
}

class ProfileStack: UIStackView {
    override func updateConstraints() { super.updateConstraints() }
    override func layoutSubviews() { super.layoutSubviews() }
}

class ProfileViewController: UIViewController {
    private let avatar = AvatarView()
    private let nameLabel = UILabel()
    private let bioLabel = UILabel()
    private let followButton = UIButton(type: .system)
    private let stack = ProfileStack()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .systemBackground
        title = "Profile"

        nameLabel.text = "Ada Lovelace"
        nameLabel.font = .boldSystemFont(ofSize: 24)
        bioLabel.text = "Analyst, metaphysician, founder of scientific computing."
        bioLabel.numberOfLines = 0
        bioLabel.textColor = .secondaryLabel
        followButton.setTitle("Follow", for: .normal)

        stack.axis = .vertical
        stack.spacing = 12
        stack.alignment = .center
        [avatar, nameLabel, bioLabel, followButton].forEach { stack.addArrangedSubview($0) }
        stack.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(stack)

        NSLayoutConstraint.activate([
            stack.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor, constant: 24),
            stack.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
            stack.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
            avatar.widthAnchor.constraint(equalToConstant: 96),
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
        ])
        print("arranged:", stack.arrangedSubviews.count, "subviews:", stack.subviews.count)
    }

    override func updateViewConstraints() { super.updateViewConstraints() }
    override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews() }
    override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews() }
}

let profile = ProfileViewController()
window.rootViewController = profile
window.makeKeyAndVisible()
// expect: profile.viewDidLoad()
// expect: print: arranged: 4 subviews: 4
// expect: avatar.updateConstraints()
// expect: stack.updateConstraints()
// expect: profile.updateViewConstraints()
// expect: profile.viewWillLayoutSubviews()
// expect: profile.viewDidLayoutSubviews()
// expect: stack.layoutSubviews()
// expect: avatar.layoutSubviews()
// expect: avatar.draw(CGRect(x: 0, y: 0, width: 96, height: 96))
// expect: print: avatar drawn in (0.0, 0.0, 96.0, 96.0)
