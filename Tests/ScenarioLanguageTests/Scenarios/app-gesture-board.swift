// A photo board whose sticker moves, scales and turns under the user's fingers: pan, pinch and rotation
// handlers apply what each recognizer measured and reset it, a swipe to the left clears the board and a
// long press resets the sticker. Moving or transforming a view changes neither its size nor its bounds, so
// nothing is laid out again; a tap reaches none of these recognizers.
class BoardViewController: UIViewController {
    let sticker = UIView(frame: CGRect(x: 100, y: 200, width: 80, height: 80))
    let pan = UIPanGestureRecognizer(target: nil, action: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        view.addSubview(sticker)
        pan.addTarget(self, action: #selector(moved(_:)))
        pan.maximumNumberOfTouches = 1
        pan.minimumNumberOfTouches = 1
        sticker.addGestureRecognizer(pan)
        sticker.addGestureRecognizer(UIPinchGestureRecognizer(target: self, action: #selector(pinched(_:))))
        sticker.addGestureRecognizer(UIRotationGestureRecognizer(target: self, action: #selector(turned(_:))))
        let press = UILongPressGestureRecognizer(target: self, action: #selector(pressed(_:)))
        press.minimumPressDuration = 1
        press.cancelsTouchesInView = false
        sticker.addGestureRecognizer(press)
        let swipe = UISwipeGestureRecognizer(target: self, action: #selector(swiped(_:)))
        swipe.direction = .left
        view.addGestureRecognizer(swipe)
        print(pan.state == .possible, press.minimumPressDuration, press.cancelsTouchesInView, swipe.direction == .left)
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
    }

    @objc func moved(_ recognizer: UIPanGestureRecognizer) {
        let translation = recognizer.translation(in: view)
        print("pan", recognizer.state == .began ? "began" : recognizer.state == .changed ? "changed" : "ended", translation,
              recognizer.velocity(in: view))
        guard let moving = recognizer.view else { return }
        moving.center = CGPoint(x: moving.center.x + translation.x, y: moving.center.y + translation.y)
        recognizer.setTranslation(.zero, in: view)
    }

    @objc func pinched(_ recognizer: UIPinchGestureRecognizer) {
        guard recognizer.state == .changed else { return }
        sticker.transform = sticker.transform.scaledBy(x: recognizer.scale, y: recognizer.scale)
        print("pinch", recognizer.scale, recognizer.velocity)
        recognizer.scale = 1
    }

    @objc func turned(_ recognizer: UIRotationGestureRecognizer) {
        guard recognizer.state == .changed else { return }
        sticker.transform = sticker.transform.rotated(by: recognizer.rotation)
        print("rotation", recognizer.rotation, recognizer.velocity)
        recognizer.rotation = 0
    }

    @objc func pressed(_ recognizer: UILongPressGestureRecognizer) {
        guard recognizer.state == .began else { return }
        sticker.transform = .identity
        print("reset", sticker.transform.isIdentity)
    }

    @objc func swiped(_ recognizer: UISwipeGestureRecognizer) {
        print("swiped", recognizer.state == .ended)
        sticker.isHidden = true
    }
}

let board = BoardViewController()
window.rootViewController = board
RunLoop.main.run(until: Date(timeIntervalSinceNow: 0.5))
simulator.tap(board.sticker)
simulator.pan(board.sticker, by: CGPoint(x: 20, y: -10))
print(board.sticker.center, board.sticker.frame.size)
simulator.pinch(board.sticker, scale: 2)
simulator.rotate(board.sticker, by: 0.5)
let t = board.sticker.transform
print(t.a, t.b, t.c, t.d, t.tx, t.ty)
simulator.longPress(board.sticker)
simulator.swipe(board.view, direction: .right)
simulator.swipe(board.view, direction: .left)
let moved = CGAffineTransform(translationX: 10, y: 5).concatenating(CGAffineTransform(scaleX: 2, y: 3))
print(moved, moved.translatedBy(x: 1, y: 1).tx, CGAffineTransform(rotationAngle: 0) == .identity)
// expect: board.viewDidLoad()
// expect: print: true 1.0 false true
// expect: board.viewDidLayoutSubviews()
// expect: board.moved(pan)
// expect: print: pan began (0.0, 0.0) (0.0, 0.0)
// expect: board.moved(pan)
// expect: print: pan changed (20.0, -10.0) (0.0, 0.0)
// expect: board.moved(pan)
// expect: print: pan ended (0.0, 0.0) (0.0, 0.0)
// expect: print: (160.0, 230.0) (80.0, 80.0)
// expect: board.pinched(UIPinchGestureRecognizer#1)
// expect: board.pinched(UIPinchGestureRecognizer#1)
// expect: print: pinch 2.0 0.0
// expect: board.pinched(UIPinchGestureRecognizer#1)
// expect: board.turned(UIRotationGestureRecognizer#1)
// expect: board.turned(UIRotationGestureRecognizer#1)
// expect: print: rotation 0.5 0.0
// expect: board.turned(UIRotationGestureRecognizer#1)
// expect: print: 1.7551651237807455 0.958851077208406 -0.958851077208406 1.7551651237807455 0.0 0.0
// expect: board.pressed(press)
// expect: print: reset true
// expect: board.pressed(press)
// expect: board.swiped(swipe)
// expect: print: swiped true
// expect: print: CGAffineTransform(a: 2.0, b: 0.0, c: 0.0, d: 3.0, tx: 20.0, ty: 15.0) 22.0 true
