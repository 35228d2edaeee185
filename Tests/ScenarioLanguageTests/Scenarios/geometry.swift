// CGRect, CGSize and CGPoint: initializers, .zero, members, value semantics through properties.
var rect = CGRect(x: 10, y: 20, width: 100, height: 50)
print(rect.width, rect.height, rect.origin.x, rect.size, rect.midX, rect.maxY)
// expect: print: 100.0 50.0 10.0 (100.0, 50.0) 60.0 70.0
rect.origin.x = 0
rect.size.width += 20
print(rect)
// expect: print: (0.0, 20.0, 120.0, 50.0)
print(rect.insetBy(dx: 10, dy: 10), CGRect.zero == .zero, CGSize(width: 1, height: 2), CGPoint(x: 3, y: 4))
// expect: print: (10.0, 30.0, 100.0, 30.0) true (1.0, 2.0) (3.0, 4.0)
let view = UIView(frame: .zero)
view.frame.size.width = 30
view.frame.size.height = 40
view.center = CGPoint(x: 50, y: 50)
print(view.frame, view.bounds, UIScreen.main.bounds.width)
// expect: print: (35.0, 30.0, 30.0, 40.0) (0.0, 0.0, 30.0, 40.0) 390.0
let half: CGFloat = 1
print(half / 2, view.alpha / 2)
// expect: print: 0.5 0.5
