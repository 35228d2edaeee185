// A layoutSubviews that always asks for layout again is a layout loop: reported, not a hang.
class Restless: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        setNeedsLayout()
    }
}
window.addSubview(Restless(frame: CGRect(x: 0, y: 0, width: 10, height: 10)))
// outcome: stopped
// show: display
// expect: warning: Layout loop: window's subtree was still asking for layout after 100 layout rounds in one pass
