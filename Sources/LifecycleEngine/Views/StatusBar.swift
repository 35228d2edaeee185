/// The status bar: who owns its appearance, and when it takes its place in the launch window.
extension Engine {
    /// A launch without a window scene: the status bar takes its place after the window's first layout
    /// pass. On iOS 11–12 the views it now covers have a changed safe area and are laid out again before
    /// the commit ends: the second `viewWillLayoutSubviews`/`viewDidLayoutSubviews` pair of those launch
    /// logs (traces 11, 20). Earlier, only the top layout guide changed, which lays nothing out (trace 15).
    /// The cause is the model's; the order is recorded.
    func settleStatusBar(of window: Window) throws {
        window.statusBarHasSettled = true
        try within(.statusBar) {
            try inferred { try layOutRepeatedly(window) }
        }
    }

    /// A new controller is about to own the status bar (it becomes the top of a navigation stack): UIKit
    /// asks whether it hides the status bar and how a change would animate (seed S1.6, queries category).
    func statusBarOwnerWillChange(to controller: ViewController) throws {
        try send(.prefersStatusBarHidden, to: controller)
        try send(.preferredStatusBarUpdateAnimation, to: controller)
    }
}
