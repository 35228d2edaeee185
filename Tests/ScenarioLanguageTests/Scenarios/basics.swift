// Literals, variables, arithmetic, strings and print.
let greeting = "hello"
var count = 2
count += 3
print(greeting, count)
// expect: print: hello 5
print("\(greeting), world: \(count * 2)")
// expect: print: hello, world: 10
let half = 7 / 2
let exact: Double = 7
print(half, exact / 2, 1.5 + 1)
// expect: print: 3 3.5 2.5
print("a", "b", separator: "-", terminator: "")
print("c")
// expect: print: a-bc
print(10 % 4 == 2 && !(1 > 2) || false)
// expect: print: true
let name: String? = nil
print(name ?? "anonymous")
// expect: print: anonymous
// Functions and methods may use globals declared further down, as in main.swift.
func describeLater() -> String { "later is \(later)" }
class UsesGlobal {
    func read() -> Int { later * 2 }
}
let later = 21
print(describeLater(), UsesGlobal().read())
// expect: print: later is 21 42
