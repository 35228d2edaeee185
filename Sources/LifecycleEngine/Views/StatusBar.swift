/// The status bar: who owns its appearance, and when it takes its place in the launch window.
extension Engine {
    /// A launch without a window scene: the status bar takes its place after the window's first layout
    /// pass, and the views it now covers (their safe area or top layout guide changed) are laid out again
    /// before the commit ends: the second `viewWillLayoutSubviews`/`viewDidLayoutSubviews` pair of
    /// pre-iOS 13 launch logs (traces 01, 11, 20). The cause is the model's; the order is recorded.
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
