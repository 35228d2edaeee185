// An NSObject subclass's initializer calls super.init() (as animators and delegates written in Swift do):
// the object exists from the start, super.init() reaches a scenario superclass's initializer once per
// class, and a second call in the same initializer is an error where it is made.
class Animator: NSObject {
    var isPresenting = false
    init(isPresenting: Bool) {
        super.init()
        self.isPresenting = isPresenting
    }
}

class SlowAnimator: Animator {
    let duration: Double
    init(duration: Double) {
        self.duration = duration
        super.init(isPresenting: true)
    }
}

class Twice: NSObject {
    override init() {
        super.init()
        super.init()
    }
}

let slow = SlowAnimator(duration: 2)
print(slow.isPresenting, slow.duration, Animator(isPresenting: false).isPresenting)
let twice = Twice()
// expect: print: true 2.0 false
// expect: Twice#1.init()
// error: nsobject-super-init.swift:23:9: `super.init` is called twice [runtime-error]
