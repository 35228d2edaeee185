// Arrays (value semantics) and strings.
var names = ["a", "b"]
var copy = names
copy.append("c")
print(names.count, copy.count, copy)
// expect: print: 2 3 ["a", "b", "c"]
names.insert("z", at: 0)
print(names.first ?? "", names.last ?? "", names.isEmpty, names.contains("b"), names[1])
// expect: print: z b false true a
let removed = names.remove(at: 0)
print(removed, names, names.firstIndex(of: "b") ?? -1)
// expect: print: z ["a", "b"] 1
names.removeAll()
print(names.isEmpty)
// expect: print: true
let numbers = [3, 1, 2]
print(numbers.map { $0 * 2 }, numbers.filter { n in n > 1 }, numbers.reversed())
// expect: print: [6, 2, 4] [3, 2] [2, 1, 3]
numbers.forEach { print("item", $0) }
// expect: print: item 3
// expect: print: item 1
// expect: print: item 2
print(["x", "y"].joined(separator: ", "), numbers.contains(where: { $0 > 2 }))
// expect: print: x, y true
var text = "Hello"
text += ", "
text.append("世界")
print(text, text.count, text.uppercased(), text.hasPrefix("He"), text.contains("世"))
// expect: print: Hello, 世界 9 HELLO, 世界 true true
var grid: [[Int]] = [[1, 2], [3]]
grid[0][1] = 5
grid[1].append(4)
print(grid)
// expect: print: [[1, 5], [3, 4]]
let views = [UIView(), UIView()]
views[0].tag = 9
print(views[0].tag, views.count)
// expect: print: 9 2
let numbers = Array(1...4)
print(numbers, Array(0..<3), Array(numbers.reversed()))
// expect: print: [1, 2, 3, 4] [0, 1, 2] [4, 3, 2, 1]
