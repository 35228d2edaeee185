/// Loading a controller's view lazily, and unloading it on old iOS (spec §1, seeds S1, S2, S3.4).
extension ViewController {
    /// `loadView()` then `viewDidLoad()` when the view is nil. UIKit calls `viewDidLoad()` even when
    /// `loadView()` set no view, so the next access loads again (spec §1.5); that loop is bounded.
    func loadViewIfRequired() throws {
        guard storedView == nil else { return }
        // Reading `view` inside `viewDidLoad` of such a controller loads again, recursively (spec §1.5).
        if nestedLoads >= 10 {
            throw engine.terminate(.budgetExceeded(
                "loadView() of \(name) returned without setting a view, and reading view while loading "
                    + "loads it again: the recursion never ends (\(nestedLoads) loads deep)"))
        }
        nestedLoads += 1
        defer { nestedLoads -= 1 }
        try engine.send(.loadView, to: self)
        try engine.send(.viewDidLoad, to: self)
        guard storedView == nil else { return }
        viewlessLoads += 1
        if viewlessLoads > engine.configuration.maxViewlessLoads {
            throw engine.terminate(.budgetExceeded(
                "loadView() of \(name) returned without setting a view \(viewlessLoads) times: every access "
                    + "to view loads it again"))
        }
    }

    /// UIKit's `loadView()`: a nib named by `nibName`, else one named after the class, else an empty view
    /// the size of the screen (seed S2.1). A nib the controller names is taken to be in the app: its root
    /// view (a `UIView` the size of the screen: a scenario cannot show the nib's contents) is decoded and
    /// woken (`awakeFromNib()`) inside `loadView`, before `viewDidLoad` (trace 22, part 1).
    func loadDefaultView() throws {
        guard nibName != nil else {
            setView(makeDefaultRootView())
            return
        }
        let view = View(in: engine, name: name + ".view", frame: Window.screenBounds)
        try engine.unarchive { [view] }
        setView(view)
    }

    /// UIKit's `didReceiveMemoryWarning()`. Before iOS 6 it releases a loaded view that is not in a window,
    /// with `viewWillUnload()` (iOS 5) and `viewDidUnload()` (spec §1.8–1.9, seed S2.2–S2.3).
    func releaseViewForMemoryWarning() throws {
        guard engine.features.unloadsViewsOnMemoryWarning, let view = storedView, view.window == nil else { return }
        if engine.features.sendsViewWillUnload {
            try engine.send(.viewWillUnload, to: self)
        }
        setView(nil)
        if let superview = view.superview, superview.window == nil {
            try engine.send(.removeFromSuperview, to: view)
        }
        try engine.send(.viewDidUnload, to: self)
    }
}
