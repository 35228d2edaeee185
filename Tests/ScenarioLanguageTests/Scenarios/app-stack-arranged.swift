// A toolbar built as a horizontal stack view. Arranging a view adds it as a subview (the stack's
// overrides see it) and lays the stack out again; removing an arranged view keeps it as a subview,
// so apps also call removeFromSuperview().
class ToolbarStack: UIStackView {
    override func didAddSubview(_ subview: UIView) { super.didAddSubview(subview) }
    override func willRemoveSubview(_ subview: UIView) { super.willRemoveSubview(subview) }
    override func layoutSubviews() { super.layoutSubviews() }
}

let bold = UIButton(type: .system)
bold.setTitle("B", for: .normal)
let italic = UIButton(type: .system)
italic.setTitle("I", for: .normal)
let toolbar = ToolbarStack(arrangedSubviews: [bold, italic])
toolbar.axis = .horizontal
toolbar.distribution = .fillEqually
toolbar.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
window.addSubview(toolbar)
window.makeKeyAndVisible()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))

print("add underline")
let underline = UIButton(type: .system)
underline.setTitle("U", for: .normal)
toolbar.insertArrangedSubview(underline, at: 1)
print(toolbar.arrangedSubviews.count, underline.translatesAutoresizingMaskIntoConstraints)
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))

print("remove italic")
toolbar.removeArrangedSubview(italic)
print(toolbar.arrangedSubviews.count, toolbar.subviews.count)
italic.removeFromSuperview()
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.1))
print("spacing")
toolbar.spacing = 4
// expect: toolbar.didAddSubview(bold)
// expect: toolbar.didAddSubview(italic)
// expect: toolbar.layoutSubviews()
// expect: print: add underline
// expect: toolbar.didAddSubview(underline)
// expect: print: 3 false
// expect: toolbar.layoutSubviews()
// expect: print: remove italic
// expect: print: 2 3
// expect: toolbar.willRemoveSubview(italic)
// expect: toolbar.layoutSubviews()
// expect: print: spacing
// expect: toolbar.layoutSubviews()
