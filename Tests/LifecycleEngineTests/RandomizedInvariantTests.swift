import LifecycleEngine
import Testing

/// Random sequences of hierarchy, container and device operations, from fixed seeds: the engine must
/// never trap or hang, must be deterministic, and must keep UIKit's invariants.
@Suite struct RandomizedInvariantTests {
    /// SplitMix64: a tiny deterministic generator, so failures reproduce from the seed alone.
    struct Generator {
        var state: UInt64
        mutating func next(_ bound: Int) -> Int {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return Int((z ^ (z >> 31)) % UInt64(bound))
        }
    }

    /// Builds a pool of objects and applies `count` random operations, some later via timers.
    func randomRun(seed: UInt64, count: Int = 150) -> Engine {
        let engine = Engine(configuration: Configuration(iOSVersion: [5, 12, 17][Int(seed % 3)]))
        var random = Generator(state: seed)
        let everything = Method.allCases.filter { $0.role == .callback && $0 != .draw }
        let views = (0..<8).map { engine.loggingView("v\($0)", Rect(x: 0, y: 0, width: Double(10 * $0), height: 10),
                                                     logging: everything.filter { $0.owner == .view } + [.draw]) }
        let controllers = (0..<5).map { engine.loggingController("c\($0)", logging: everything.filter { $0.owner == .viewController }) }
        let nav = NavigationController(in: engine, name: "nav")
        let tabs = TabBarController(in: engine, name: "tabs")
        for object in views + controllers as [EngineObject] + [nav, tabs] { engine.hold(object) }
        func any<T>(_ list: [T]) -> T { list[random.next(list.count)] }
        /// A pair of views that can be nested without raising (most runs should not end at the first exception).
        func nestable() -> (View, View) {
            let parent = any(views), child = any(views)
            return parent.isDescendant(of: child) ? (child, parent) : (parent, child)
        }
        func operation() throws {
            switch random.next(22) {
            case 0: let (parent, child) = nestable(); if parent !== child { try parent.addSubview(child) }
            case 1: try any(views).removeFromSuperview()
            case 2: let (parent, child) = nestable(); if parent !== child { try parent.insertSubview(child, at: random.next(3)) }
            case 3: any(views).setFrame(Rect(x: 0, y: 0, width: Double(random.next(3) * 50), height: 20))
            case 4: try any(views).setNeedsLayout(); try any(views).layoutIfNeeded()
            case 5: try any(views).setNeedsDisplay()
            case 6: try engine.window.setRootViewController(any(controllers + [nav, tabs]))
            case 7:
                let controller = any(controllers), view = any(views)
                if let root = try controller.view(), !root.isDescendant(of: view) { try root.addSubview(view) }
            case 8:
                let controller = any(controllers)
                if !nav.viewControllers.contains(where: { $0 === controller }) {
                    try nav.pushViewController(controller, animated: random.next(2) == 0)
                }
            case 9: try nav.popViewController(animated: random.next(2) == 0)
            case 10:
                let presenter = any(controllers + [nav]), presented = any(controllers)
                if presented !== presenter, presented.presentingViewController == nil, presented.viewIfLoaded?.window == nil {
                    try presenter.present(presented, animated: random.next(2) == 0)
                }
            case 11: try any(controllers + [nav]).dismiss(animated: random.next(2) == 0)
            case 12:
                let parent = any(controllers), child = any(controllers)
                var ancestor: ViewController? = parent
                while let node = ancestor, node !== child { ancestor = node.parent }
                if ancestor == nil { try parent.addChild(child) }
            case 13: try any(controllers).removeFromParent()
            case 14: try any(controllers).beginAppearanceTransition(random.next(2) == 0, animated: false)
            case 15: try any(controllers).endAppearanceTransition()
            case 16: try tabs.setViewControllers(Array(controllers.prefix(1 + random.next(3))))
            case 17: try tabs.tapTab(at: random.next(3))
            case 18: try engine.deliver(any(DeviceEvent.allCases))
            case 19: try nav.interactivePop(completes: random.next(2) == 0)
            case 20: try any(controllers).swipeDownSheet(completes: random.next(2) == 0)
            default: any(views).isHidden.toggle()
            }
        }
        engine.run {
            for index in 0..<count {
                if random.next(3) == 0 {
                    engine.asyncAfter(Double(index) * 0.1) { try operation() }
                } else {
                    try operation()
                }
            }
        }
        return engine
    }

    @Test(arguments: 1...40)
    func invariantsHold(seed: UInt64) throws {
        let engine = randomRun(seed: seed)
        let events = engine.events()
        #expect(events.map(\.plainText) == randomRun(seed: seed).events().map(\.plainText), "not deterministic")

        // Appearance did-callbacks only complete a transition in the same direction (spec §2.1, §2.4).
        var pending: [String: String] = [:]
        for event in events where event.kind == .callback && event.category == .appearance {
            guard let receiver = event.receiver, let method = event.method else { continue }
            switch method {
            case "viewWillAppear(_:)", "viewWillDisappear(_:)": pending[receiver] = method
            case "viewDidAppear(_:)":
                #expect(pending[receiver] == "viewWillAppear(_:)", "seed \(seed): \(receiver) did appear at #\(event.seq)")
                pending[receiver] = nil
            case "viewDidDisappear(_:)":
                #expect(pending[receiver] == "viewWillDisappear(_:)", "seed \(seed): \(receiver) did disappear at #\(event.seq)")
                pending[receiver] = nil
            default: break
            }
        }

        // A released object hears nothing more, except from its own tear-down (seed S0.b).
        var released: [Int: String] = [:]
        for event in events {
            guard let receiver = event.receiverID else { continue }
            if let frame = released[receiver] {
                #expect(event.stack.contains(frame), "seed \(seed): \(event.receiver ?? "") called after deinit at #\(event.seq)")
            }
            if event.kind == .deinit { released[receiver] = "\(event.receiver ?? "").deinit" }
        }

        // Window membership is inherited from the superview.
        for case let view as View in engine.objects where !(view is Window) {
            #expect(view.window === view.superview?.window, "seed \(seed): \(view.name) window mismatch")
        }
    }
}
