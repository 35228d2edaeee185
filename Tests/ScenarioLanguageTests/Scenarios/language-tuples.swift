// Tuples: literals with and without labels, `.0` and `.label`, destructuring, tuple returns (taking
// the declared labels), `for` over tuples and `enumerated()`, tuples in `switch`, `==` and `<`.
// show: all
func bounds(of values: [Int]) -> (min: Int, max: Int) {
    var low = values[0]
    var high = values[0]
    for value in values {
        if value < low { low = value }
        if value > high { high = value }
    }
    return (low, high)
}

func size(for width: Double) -> (Double, Double) { (width, 44) }

let pair = (1, "one")
let named = (count: 2, title: "two")
print(pair.0, pair.1, pair, named.count, named.title, named)

let (low, high) = bounds(of: [3, 1, 4, 1, 5])
let range = bounds(of: [2, 7])
print(low, high, range.max - range.min, range, size(for: 320))

var (done, total) = (0, 3)
done += 1
var progress = (done: done, total: total)
progress.done = 2
progress.1 = 4
print(done, total, progress)

let people = [("Ann", 31), ("Bob", 25), ("Cy", 40)]
for (name, age) in people where age > 30 {
    print(name, age)
}
for (index, person) in people.enumerated() {
    print(index, person.0)
}

for point in [(0, 0), (3, 0), (0, 2), (1, 1)] {
    switch point {
    case (0, 0): print("origin")
    case (let x, 0) where x > 0: print("on the x axis at \(x)")
    case (0, let y): print("on the y axis at \(y)")
    case let (x, y): print("at \(x), \(y)")
    }
}
print((1, "a") == (1, "a"), (1, 2) != (1, 3), (1, 2) < (1, 3), (2, "a") > (1, "z"), (1, 2) <= (1, 2))
// expect: print: 1 one (1, "one") 2 two (count: 2, title: "two")
// expect: print: 1 5 5 (min: 2, max: 7) (320.0, 44.0)
// expect: print: 1 3 (done: 2, total: 4)
// expect: print: Ann 31
// expect: print: Cy 40
// expect: print: 0 Ann
// expect: print: 1 Bob
// expect: print: 2 Cy
// expect: print: origin
// expect: print: on the x axis at 3
// expect: print: on the y axis at 2
// expect: print: at 1, 1
// expect: print: true true true true true
