// if/else, guard, while, repeat, for-in over arrays and ranges, switch, break/continue, defer.
var total = 0
for i in 0..<5 {
    if i == 3 { continue }
    total += i
}
print(total)
// expect: print: 7
for n in 1...3 where n != 2 { print("n", n) }
// expect: print: n 1
// expect: print: n 3
var countdown = 3
while countdown > 0 { countdown -= 1 }
repeat { countdown += 2 } while countdown < 5
print(countdown)
// expect: print: 6
outer: for x in [1, 2, 3] {
    for y in [10, 20] {
        if y == 20 { continue outer }
        if x == 3 { break outer }
        print(x + y)
    }
}
// expect: print: 11
// expect: print: 12
func describe(_ value: Int) -> String {
    switch value {
    case 0: return "zero"
    case 1, 2: return "small"
    case 3..<10: return "medium"
    case let other where other < 0: return "negative \(other)"
    default: return "large"
    }
}
print(describe(0), describe(2), describe(5), describe(-4), describe(99))
// expect: print: zero small medium negative -4 large
func check(_ flag: Bool) -> String {
    defer { print("deferred") }
    guard flag else { return "guarded" }
    return "passed"
}
print(check(false))
// expect: print: deferred
// expect: print: guarded
let style = UIModalPresentationStyle.fullScreen
switch style {
case .pageSheet: print("sheet")
case .fullScreen: print("full screen")
default: break
}
// expect: print: full screen
if total > 100 { print("big") } else if total > 5 { print("medium total") } else { print("small") }
// expect: print: medium total
print(total > 5 ? "yes" : "no")
// expect: print: yes
func helper() -> Int { 2 }
func withDefer() -> Int {
    defer { _ = helper() }
    return 1
}
print(withDefer())
// expect: print: 1
