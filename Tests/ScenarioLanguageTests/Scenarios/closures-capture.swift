// Closures: trailing closures, $0, capture by reference, [weak self], closures stored in properties.
func apply(_ value: Int, _ transform: (Int) -> Int) -> Int { transform(value) }
print(apply(3) { $0 * 2 }, apply(3, { value in value + 1 }))
// expect: print: 6 4
var counter = 0
let increment = { counter += 1 }
increment()
increment()
print(counter)
// expect: print: 2
func makeAdder(_ amount: Int) -> (Int) -> Int {
    return { value in value + amount }
}
let addFive = makeAdder(5)
print(addFive(1))
// expect: print: 6

class Screen: UIViewController {
    var onClose: (() -> Void)?
    var name = "screen"
    func arm() {
        onClose = { [weak self] in
            guard let self else { print("already gone"); return }
            print("closing \(self.name)")
        }
    }
    deinit { print("screen deinit") }
}

var screen: Screen? = Screen()
screen?.arm()
let close = screen?.onClose
close?()
// expect: print: closing screen
screen = nil
// The release happens at the end of the turn, after blocks queued on the main queue.
DispatchQueue.main.asyncAfter(deadline: .now() + 0.1) {
    close?()
}
// expect: screen.deinit
// expect: print: screen deinit
// expect: print: already gone
