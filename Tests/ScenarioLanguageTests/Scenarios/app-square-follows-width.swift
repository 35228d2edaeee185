// A square avatar (height == width) and a caption bar as tall as the avatar is wide. Growing the width
// constant inside an animation grows the dependent height and the caption's height with it in the same
// layout pass; the caption's superview is laid out again because its height changed.
class AvatarView: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        print("avatar \(frame.size)")
    }
}

class ProfileViewController: UIViewController {
    let avatar = AvatarView()
    let caption = UIView()
    var widthConstraint: NSLayoutConstraint!

    override func viewDidLoad() {
        super.viewDidLoad()
        for subview in [avatar, caption] {
            subview.translatesAutoresizingMaskIntoConstraints = false
            view.addSubview(subview)
        }
        widthConstraint = avatar.widthAnchor.constraint(equalToConstant: 80)
        NSLayoutConstraint.activate([
            widthConstraint,
            avatar.heightAnchor.constraint(equalTo: avatar.widthAnchor),
            caption.heightAnchor.constraint(equalTo: avatar.widthAnchor, multiplier: 0.5),
            caption.widthAnchor.constraint(equalToConstant: 200),
        ])
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        print("caption \(caption.frame.size)")
    }

    func grow() {
        widthConstraint.constant = 120
        UIView.animate(withDuration: 0.3) { self.view.layoutIfNeeded() }
    }
}

let profile = ProfileViewController()
window.rootViewController = profile
DispatchQueue.main.asyncAfter(deadline: .now() + 1) { profile.grow() }
// expect: profile.viewDidLoad()
// expect: profile.viewDidLayoutSubviews()
// expect: print: caption (200.0, 40.0)
// expect: avatar.layoutSubviews()
// expect: print: avatar (80.0, 80.0)
// expect: profile.viewDidLayoutSubviews()
// expect: print: caption (200.0, 60.0)
// expect: avatar.layoutSubviews()
// expect: print: avatar (120.0, 120.0)
