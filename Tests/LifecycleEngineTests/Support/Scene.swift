import LifecycleEngine

/// Small builders for test scenes.
extension Engine {
    /// A view controller that logs its lifecycle (after super) as `name.method(arguments)`.
    func loggingController(_ name: String, logging: [Method] = Method.controllerLog) -> ViewController {
        ViewController(in: self, name: name, behavior: Subclass(name.prefix(1).uppercased() + name.dropFirst() + "ViewController", logging: logging))
    }

    /// A view that logs the given methods (after super).
    func loggingView(_ name: String, _ frame: Rect, logging: [Method] = [.layoutSubviews, .draw]) -> View {
        View(in: self, name: name, frame: frame, behavior: Subclass("LogView", logging: logging))
    }

    /// Runs `launch`, then each step as its own event one second apart, each announced by a print so
    /// traces can be cut at step boundaries.
    func runSteps(launch: @escaping () throws -> Void, _ steps: [(String, () throws -> Void)]) {
        run {
            try launch()
            for (index, (label, step)) in steps.enumerated() {
                self.asyncAfter(Double(index + 1)) {
                    self.print("— " + label)
                    try step()
                }
            }
        }
    }

    /// The printed lines after the step marker `— label`, up to the next marker.
    func printed(inStep label: String) -> [String] {
        let lines = printed
        guard let start = lines.firstIndex(of: "— " + label) else { return ["<no step \(label)>"] }
        return Array(lines[(start + 1)...].prefix { !$0.hasPrefix("— ") })
    }
}

let frame100 = Rect(x: 0, y: 0, width: 100, height: 100)

extension Engine {
    /// Plain lines of the events `include` keeps, between the step marker `— label` and the next marker.
    func lines(inStep label: String, _ include: (TraceEvent) -> Bool) -> [String] {
        let all = events()
        guard let start = all.firstIndex(where: { $0.kind == .print && $0.text == "— " + label }) else {
            return ["<no step \(label)>"]
        }
        let rest = all[(start + 1)...]
        let end = rest.firstIndex { $0.kind == .print && ($0.text ?? "").hasPrefix("— ") } ?? all.endIndex
        return all[(start + 1)..<end].filter(include).map(\.plainText)
    }
}
