// Variables hold strong references: an object is released (deinit) at the end of the turn in which the
// last reference goes away. weak does not hold; a retain cycle leaks.
class Tracked: UIView {
    deinit { print("deinit \(tag)") }
}

class Owner {
    var child: Owner?
    weak var buddy: Owner?
    let tag: Int
    init(tag: Int) { self.tag = tag }
    deinit { print("owner deinit \(tag)") }
}

func makeTemporary() {
    let temporary = Tracked()
    temporary.tag = 1
    print("made")
}
makeTemporary()
// expect: print: made
var kept: Tracked? = Tracked()
kept?.tag = 2
weak var observer = kept
print("observer alive: \(observer != nil)")
// expect: print: observer alive: true
DispatchQueue.main.async {
    kept = nil
    print("dropped")
}
DispatchQueue.main.asyncAfter(deadline: .now() + 1) {
    print("observer alive: \(observer != nil)")
    let a = Owner(tag: 10)
    let b = Owner(tag: 11)
    a.child = b
    b.child = a
    let c = Owner(tag: 12)
    let d = Owner(tag: 13)
    c.buddy = d
    d.buddy = c
}
// expect: print: dropped
// expect: temporary.deinit
// expect: print: deinit 1
// expect: kept.deinit
// expect: print: deinit 2
// expect: print: observer alive: false
// expect: c.deinit
// expect: print: owner deinit 12
// expect: d.deinit
// expect: print: owner deinit 13
