// Static properties of a struct hold what they refer to for the whole run, like globals: the shared
// store's view outlives every turn of the run loop, while the view a `static var` held is released
// once the property lets it go.
class Tracked: UIView {
    deinit { print("deinit \(tag)") }
}

struct Store {
    static let shared = Store()
    static var current: Tracked? = nil
    let view = Tracked()
}

Store.shared.view.tag = 1
Store.current = Tracked()
Store.current?.tag = 2
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("still held:", Store.shared.view.tag, Store.current?.tag ?? 0)
Store.current = nil
RunLoop.main.run(until: Date(timeIntervalSinceNow: 1))
print("end")
// expect: print: still held: 1 2
// expect: Tracked#2.deinit
// expect: print: deinit 2
// expect: print: end
