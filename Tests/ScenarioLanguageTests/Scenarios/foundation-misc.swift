// Foundation and standard-library builtins: conversions, min/max/abs, ranges, strings, time.
print(Int(3.9), Int("12") ?? 0, Double(2), CGFloat(1.5), String(7), String(describing: true))
// expect: print: 3 12 2.0 1.5 7 true
print(min(3, 2), max(1.5, 2), abs(-4), abs(-2.5))
// expect: print: 2 2.0 4 2.5
let range = 2..<5
print(range.count, range.contains(4), range.reversed(), [7, 8].indices.count)
// expect: print: 3 true [4, 3, 2] 2
var queue = [1, 2, 3]
queue.append(contentsOf: [4])
let head = queue.removeFirst()
let tail = queue.removeLast()
print(head, tail, queue, queue.first(where: { $0 > 2 }) ?? 0)
// expect: print: 1 4 [2, 3] 3
let word = "Callsheet"
print(word.lowercased(), word.hasSuffix("sheet"), "".isEmpty)
// expect: print: callsheet true true
let rect = CGRect(origin: CGPoint(x: 1, y: 2), size: CGSize(width: 10, height: 20))
print(rect.minX, rect.minY, rect.maxX, rect.midY, rect.isEmpty, CGRect().isEmpty, CGSize() == CGSize.zero)
// expect: print: 1.0 2.0 11.0 12.0 false true true
print(rect.offsetBy(dx: 1, dy: 1), rect.contains(CGPoint(x: 5, y: 5)), CGPoint() == .zero)
// expect: print: (2.0, 3.0, 10.0, 20.0) true true
let start = Date()
let later = DispatchTime.now() + .seconds(2)
print(later.timeIntervalSinceNow, start.addingTimeInterval(0.5).timeIntervalSinceNow)
// expect: print: 2.0 0.5
DispatchQueue.main.asyncAfter(deadline: .now() + .milliseconds(250)) {
    print("quarter second")
}
assert(true, "never fails")
precondition(1 < 2)
print("keyWindow is window: \(UIApplication.shared.keyWindow === window)")
// expect: print: keyWindow is window: true
simulator.lock()
simulator.unlock()
print("unlocked")
// expect: print: unlocked
// expect: print: quarter second
