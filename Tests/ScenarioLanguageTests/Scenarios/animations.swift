// UIView.animate: the animations block runs at once, the completion after the duration (and delay).
let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
window.addSubview(box)
UIView.animate(withDuration: 0.3) {
    box.alpha = 0
    print("animating")
}
UIView.animate(withDuration: 0.2, animations: { box.alpha = 1 }) { finished in
    print("first done \(finished)")
}
UIView.animate(withDuration: 0.2, delay: 0.5, options: [.curveEaseInOut], animations: {
    box.frame.origin.x = 100
}, completion: { _ in
    print("second done at x \(box.frame.minX)")
})
print("alpha now \(box.alpha)")
// expect: print: animating
// expect: print: alpha now 1.0
// expect: print: first done true
// expect: print: second done at x 100.0
