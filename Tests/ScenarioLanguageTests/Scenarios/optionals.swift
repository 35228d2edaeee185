// Optionals: nil, ?., if let, guard let, !, ?? and optional closures.
var maybe: Int? = nil
print(maybe ?? 7)
// expect: print: 7
maybe = 3
if let value = maybe { print("bound", value) }
// expect: print: bound 3
if let maybe { print("shorthand", maybe) }
// expect: print: shorthand 3
print(maybe! + 1)
// expect: print: 4
func first(_ views: [UIView]) -> UIView? { views.first }
let none = first([])
print(none?.frame.width ?? -1)
// expect: print: -1
let some = first([UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))])
print(some?.frame.width ?? -1)
// expect: print: 20.0
var handler: (() -> Void)? = nil
handler?()
handler = { print("handled") }
handler?()
// expect: print: handled
func unwrap(_ value: Int?) -> Int {
    guard let value else { return 0 }
    return value * 10
}
print(unwrap(nil), unwrap(5))
// expect: print: 0 50
let root = UIViewController()
print(root.navigationController == nil, root.parent?.title ?? "no parent")
// expect: print: true no parent
