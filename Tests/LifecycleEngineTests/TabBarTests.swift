import LifecycleEngine
import Testing

/// Spec §11: tab switches, lazy loading, and the delegate hearing only user taps.
@Suite struct TabBarTests {
    @Test func switchingTabs() throws {
        let engine = Engine()
        let logs = Method.controllerLog.filter { $0 != .viewWillLayoutSubviews && $0 != .viewDidLayoutSubviews && $0 != .loadView }
        let tab1 = engine.loggingController("tab1", logging: logs)
        let tab2 = engine.loggingController("tab2", logging: logs)
        let tabs = TabBarController(in: engine, name: "tabs")
        let delegate = ViewController(in: engine, name: "delegate", behavior: Subclass("Delegate")
            .on(.tabBarDidSelect) { object, arguments in object.engine.print("didSelect \(arguments[1].rendered)") })
        engine.hold(delegate)
        tabs.delegate = delegate
        engine.runSteps(launch: {
            try tabs.setViewControllers([tab1, tab2])
            try engine.window.setRootViewController(tabs)
        }, [
            ("tap tab 2", { try tabs.tapTab(at: 1) }),
            ("select tab 1 in code", { try tabs.select(index: 0) }),
        ])
        expectTrace(engine.printed.prefix { !$0.hasPrefix("—") }.map { $0 }, [
            "tab1.viewDidLoad()", "tab1.viewWillAppear(false)", "tab1.viewDidAppear(false)",
        ])
        expectTrace(engine.printed(inStep: "tap tab 2"), [
            "tab2.viewDidLoad()", "tab2.viewWillAppear(false)", "tab1.viewWillDisappear(false)", "didSelect tab2",
            "tab1.viewDidDisappear(false)", "tab2.viewDidAppear(false)",
        ])
        expectTrace(engine.printed(inStep: "select tab 1 in code"), [
            "tab1.viewWillAppear(false)", "tab2.viewWillDisappear(false)",
            "tab2.viewDidDisappear(false)", "tab1.viewDidAppear(false)",
        ])
    }
}
