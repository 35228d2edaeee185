// Structs are values: assignment and passing copy them, a `let` instance cannot change, a `mutating`
// method writes its changes back to the variable (or property, or array element) it was called on.
// A struct holding a UIKit object copies the reference: both copies point at the same view.
// `CustomStringConvertible` structs print their `description`; declared operators (and those Swift
// derives from `==` and `<`) apply to their values.
// show: all
struct Point: Equatable {
    var x: Double
    var y: Double = 0
    var sum: Double { x + y }
    static let origin = Point(x: 0, y: 0)
    static var created = 0

    mutating func move(by dx: Double) { x += dx }
    func moved(by dx: Double) -> Point { Point(x: x + dx, y: y) }
}

extension Point {
    mutating func reset() { self = Point.origin }
    var text: String { "(\(x), \(y))" }
}

struct Counter {
    private(set) var count = 0
    let label: String
    var onChange: ((Int) -> Void)?

    init(label: String) {
        self.label = label
        Point.created += 1
    }

    mutating func increment() {
        count += 1
        report()
    }

    func report() { onChange?(count) }
}

struct Badge {
    var view: UIView
    var title: String {
        didSet { print("title: \(oldValue) -> \(title)") }
    }
}

var a = Point(x: 1, y: 2)
var b = a
b.move(by: 10)
print(a, b, a == b, b.sum)
print(Point(x: 3), Point.origin.moved(by: 1).text)
b.reset()
print(b == Point.origin)

var counter = Counter(label: "taps")
counter.onChange = { print("changed to", $0) }
counter.increment()
var copy = counter
copy.increment()
print(counter.count, copy.count, counter.label, Point.created)

var points = [Point(x: 1), Point(x: 2)]
points[1].move(by: 5)
let first = points[0]
points[0].x = 100
print(points.map { $0.x }, first.x)

let badge = Badge(view: UIView(), title: "new")
var second = badge
second.title = "read"
second.view.tag = 7
print(badge.title, second.title, badge.view.tag, badge.view === second.view)

func bumped(_ counter: Counter) -> Int {
    var local = counter
    local.increment()
    return local.count
}
print(bumped(counter), counter.count)

struct Card {
    var view = UIView()
    var title: String
}

extension Card {
    init() { self.init(view: UILabel(), title: "blank") }
}

// A default is evaluated only for the properties no argument gives: no UIView is made for these.
let card = Card(view: UIButton(), title: "pay")
let blank = Card()
print(card.view, blank.view, blank.title)

// Not changes of `self`: a local of the same name, a view the struct refers to, a copy of `self`.
struct Painter {
    var items: [Int] = []
    var label: UIView
    func add() -> [Int] {
        var items = self.items
        items.append(1)
        return items
    }
    func paint() { label.tag = 2 }
    func reset() -> Int {
        var copy = self
        copy.items = [9]
        return copy.items[0]
    }
}
let painter = Painter(label: UIView())
painter.paint()
print(painter.add(), painter.label.tag, painter.reset(), painter.items)

struct Size {
    var width = 0.0, height = 0.0
    static let zero = Self()
    func scaled(_ factor: Double) -> Self { Self(width: width * factor, height: height * factor) }
}
print(Size(width: 1, height: 2).scaled(2), Size.zero)

struct Money: CustomStringConvertible {
    var cents: Int
    var description: String { "$\(cents / 100).\(cents % 100)" }
    static func + (lhs: Money, rhs: Money) -> Money { Money(cents: lhs.cents + rhs.cents) }
}
let price = Money(cents: 1250)
print(price, [price, Money(cents: 5)], "total: \(price)", String(describing: price), (price, 1))

struct Version: Comparable {
    let major: Int
    let minor: Int
    static func < (lhs: Version, rhs: Version) -> Bool {
        lhs.major != rhs.major ? lhs.major < rhs.major : lhs.minor < rhs.minor
    }
    static func == (lhs: Version, rhs: Version) -> Bool { lhs.major == rhs.major && lhs.minor == rhs.minor }
}
let v13 = Version(major: 1, minor: 3)
let v20 = Version(major: 2, minor: 0)
print(price + Money(cents: 5), v13 < v20, v13 > v20, v20 >= v13, v13 <= v13, v13 != v20)
// expect: print: Point(x: 1.0, y: 2.0) Point(x: 11.0, y: 2.0) false 13.0
// expect: print: Point(x: 3.0, y: 0.0) (1.0, 0.0)
// expect: print: true
// expect: print: changed to 1
// expect: print: changed to 2
// expect: print: 1 2 taps 1
// expect: print: [100.0, 7.0] 1.0
// expect: print: title: new -> read
// expect: print: new read 7 true
// expect: print: changed to 2
// expect: print: 2 1
// expect: print: <UIButton: UIButton#1> <UILabel: UILabel#1> blank
// expect: print: [1] 2 9 []
// expect: print: Size(width: 2.0, height: 4.0) Size(width: 0.0, height: 0.0)
// expect: print: $12.50 [$12.50, $0.5] total: $12.50 $12.50 ($12.50, 1)
// expect: print: $12.55 true false true true true
