import Dispatch
import Foundation
import LifecycleEngine

// Release-mode benchmark of the lifecycle engine:
//   swift run -c release EngineBenchmark [views…]
// For each size it builds a tree of plain views off screen (fan-out 10), attaches it to the window under a
// root controller, runs the run loop until idle, and finishes the trace. It reports trace events per
// second and how time scales with the number of views.

func buildTree(_ engine: Engine, count: Int) throws -> View {
    let root = View(in: engine, name: "tree", frame: Rect(x: 0, y: 0, width: 390, height: 844))
    var frontier = [root]
    var made = 1
    var next = 0
    while made < count {
        let parent = frontier[next]
        next += 1
        for _ in 0..<10 where made < count {
            let child = View(in: engine, frame: Rect(x: 0, y: 0, width: 10, height: 10))
            try parent.addSubview(child)
            frontier.append(child)
            made += 1
        }
    }
    return root
}

struct Measurement {
    var views: Int
    var events: Int
    var seconds: Double
}

func measure(views: Int) -> Measurement {
    let start = DispatchTime.now().uptimeNanoseconds
    let engine = Engine(configuration: Configuration(maxSteps: 10_000_000, maxDepth: 10_000))
    let controller = ViewController(in: engine, name: "root")
    engine.run {
        let tree = try buildTree(engine, count: views)
        try controller.view()!.addSubview(tree)
        try engine.window.setRootViewController(controller)
    }
    let ran = DispatchTime.now().uptimeNanoseconds
    let events = engine.events()
    if CommandLine.arguments.contains("--split") {
        print("  run \(Double(ran - start) / 1e6) ms, trace \(Double(DispatchTime.now().uptimeNanoseconds - ran) / 1e6) ms")
    }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    precondition(engine.termination == nil, "run stopped: \(String(describing: engine.termination))")
    return Measurement(views: views, events: events.count, seconds: seconds)
}

if CommandLine.arguments.contains("--typical") {
    // Many small runs, like a site's scenarios: time per scenario.
    _ = runTypicalScenario()
    let count = 2_000
    let start = DispatchTime.now().uptimeNanoseconds
    var events = 0
    for _ in 0..<count { events += runTypicalScenario() }
    let seconds = Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9
    print("typical scenario: \(events / count) events, \(String(format: "%.1f", seconds / Double(count) * 1e6)) µs per run, "
          + "\(String(format: "%.2f", Double(events) / seconds / 1e6)) M events/s")
    exit(0)
}
let sizes = CommandLine.arguments.dropFirst().compactMap { Int($0) }  // `--split` also prints run vs trace time
let runs = sizes.isEmpty ? [1_000, 2_000, 5_000, 10_000] : sizes
_ = measure(views: 1_000)  // warm-up
var results: [Measurement] = []
for views in runs {
    // Best of five, to keep scheduler noise out of the scaling figure.
    let best = (0..<5).map { _ in measure(views: views) }.min { $0.seconds < $1.seconds }!
    results.append(best)
    let rate = Double(best.events) / best.seconds
    print("views \(views): \(best.events) events in \(String(format: "%.4f", best.seconds)) s, "
          + "\(String(format: "%.2f", rate / 1e6)) M events/s")
}
if let first = results.first, let last = results.last, first.views != last.views {
    let scale = (last.seconds / first.seconds) / (Double(last.views) / Double(first.views))
    print("time per view at \(last.views) relative to \(first.views): \(String(format: "%.2f", scale))× (1.00 = linear)")
}
