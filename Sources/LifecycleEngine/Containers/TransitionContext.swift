/// The `UIViewControllerContextTransitioning` object UIKit gives an app's animator
/// (`UIViewControllerAnimatedTransitioning`) for one presentation or dismissal.
///
/// Apple's documentation of the protocols: the animator is asked `transitionDuration(using:)` and told
/// `animateTransition(using:)` with the context; the context offers the container view, the two
/// controllers and their views by key (a view is nil when it does not take part: the presenter's view of
/// a presentation that leaves it in place), and each controller's frames before and after (a zero rect
/// when the view is not on screen at that end). The transition, and with it the did-appearance
/// callbacks and the presentation controller's did-end callback, waits for `completeTransition(_:)`;
/// an animator that never calls it leaves the transition open, as in UIKit. `animationEnded(_:)`
/// follows the end.
public final class TransitionContext: EngineObject {
    override public class var uikitClassName: String { "_UIViewControllerOneToOneTransitionContext" }

    public let containerView: View
    public let from: ViewController
    public let to: ViewController
    public let fromView: View?
    public let toView: View?
    let fromFrames: (initial: Rect, final: Rect)
    let toFrames: (initial: Rect, final: Rect)
    /// How the transition ends; nil once it has.
    private var end: ((Bool) throws -> Void)?
    /// Set when the animator called `completeTransition(_:)`, to what it passed.
    public private(set) var completed: Bool?

    init(engine: Engine, container: View, from: ViewController, to: ViewController, fromView: View?, toView: View?,
         fromFrames: (Rect, Rect), toFrames: (Rect, Rect), end: @escaping (Bool) throws -> Void) {
        containerView = container
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        self.fromFrames = fromFrames
        self.toFrames = toFrames
        self.end = end
        super.init(engine: engine, name: nil, behavior: nil)
        isMadeByUIKit = true
    }

    /// Only interactive transitions are cancelled by UIKit; the engine models none.
    public var transitionWasCancelled: Bool { false }

    /// `viewController(forKey:)` with `.from` or `.to`.
    public func viewController(forKey key: String) -> ViewController? { participant(forKey: key, from: from, to: to) }

    /// `view(forKey:)` with `.from` or `.to`.
    public func view(forKey key: String) -> View? { participant(forKey: key, from: fromView, to: toView) }

    public func initialFrame(for controller: ViewController) -> Rect {
        controller === from ? fromFrames.initial : controller === to ? toFrames.initial : .zero
    }

    public func finalFrame(for controller: ViewController) -> Rect {
        controller === from ? fromFrames.final : controller === to ? toFrames.final : .zero
    }

    /// `completeTransition(_:)`: ends the transition (false: it runs back); later calls change nothing.
    public func completeTransition(_ didComplete: Bool) throws {
        guard let end else { return }
        self.end = nil
        completed = didComplete
        try end(didComplete)
    }

    override func forEachUIKitReference(_ body: (EngineObject) -> Void) {
        body(containerView)
    }
}

/// A transition's `.from` or `.to` party by its key (`UITransitionContextViewControllerKey`,
/// `UITransitionContextViewKey`), as both a transition context and a coordinator answer it.
private func participant<Party>(forKey key: String, from: Party?, to: Party?) -> Party? {
    key == "from" ? from : key == "to" ? to : nil
}

extension Engine {
    /// UIKit asks an app's animator for its duration, then has it animate (the question's position is
    /// inferred); returns the duration it answered.
    func startAnimator(_ animator: EngineObject, with context: TransitionContext) throws -> Double? {
        let duration = try inferred { try send(.transitionDuration, to: animator, [.object(context)]) }
        try send(.animateTransition, to: animator, [.object(context)])
        return duration.doubleValue
    }

    /// Tells the animator the transition ended (`animationEnded(_:)`, inferred position); whether it completed.
    func endAnimator(_ animator: EngineObject, with context: TransitionContext) throws -> Bool {
        let completed = context.completed ?? true
        _ = try inferred { try send(.animationEnded, to: animator, [.bool(completed)]) }
        return completed
    }
}

/// The transition coordinator of an animated transition UIKit gives one: a push or pop, a presentation or
/// dismissal (`UIViewController.transitionCoordinator` while it runs, `TransitionCoordination.swift`). Apple's
/// documentation of `UIViewControllerTransitionCoordinator`: blocks given to
/// `animate(alongsideTransition:completion:)` run alongside the transition's animations and once it has ended.
/// Here the alongside blocks run once the transition's own animations have started (after
/// `animateTransition(using:)`, or after the incoming view is installed), a block added later runs at once;
/// the completions run as the transition ends, before the did-appearance callbacks (after a presentation
/// controller's did-end callback); positions inferred. The coordinator is also its own context
/// (`UIViewControllerTransitionCoordinatorContext`, which the coordinator protocol inherits): the blocks are
/// given the coordinator, which answers for the two controllers, their views and the container.
public final class TransitionCoordinator: EngineObject {
    override public class var uikitClassName: String { "_UIViewControllerTransitionCoordinator" }

    public internal(set) var duration: Double
    /// The transition's container view (a presentation's `UITransitionView`, a navigation controller's view).
    public let containerView: View?
    let from: ViewController?
    let to: ViewController?
    /// The views that take part: nil for one that stays where it is (a sheet's presenter) or is absent.
    let fromView: View?
    let toView: View?
    private var alongside: [Block] = []
    private var completions: [Block] = []
    private var alongsideHaveRun = false
    /// False once the transition has ended: the coordinator takes no more blocks.
    public private(set) var isActive = true

    init(engine: Engine, duration: Double, container: View?, from: ViewController?, to: ViewController?,
         fromView: View?, toView: View?) {
        self.duration = duration
        containerView = container
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        super.init(engine: engine, name: nil, behavior: nil)
        isMadeByUIKit = true
    }

    /// Set when an app's animator called the transition off (`completeTransition(false)`).
    public internal(set) var isCancelled = false
    /// The engine coordinates no interactive transition.
    public var isInteractive: Bool { false }
    /// UIKit makes a coordinator for animated transitions only (see `TransitionCoordination.swift`).
    public var isAnimated: Bool { true }

    /// `viewController(forKey:)` with `.from` or `.to`.
    public func viewController(forKey key: String) -> ViewController? { participant(forKey: key, from: from, to: to) }

    /// `view(forKey:)` with `.from` or `.to`.
    public func view(forKey key: String) -> View? { participant(forKey: key, from: fromView, to: toView) }

    /// How the coordinator's context is passed to a block: the coordinator itself.
    private var context: Argument { .object(self) }

    /// `animate(alongsideTransition:completion:)`: false once the transition is over.
    public func add(alongside: Block?, completion: Block?) throws -> Bool {
        guard isActive else { return false }
        if let alongside {
            if alongsideHaveRun {
                try engine.inferred { try alongside(context) }
            } else {
                self.alongside.append(alongside)
            }
        }
        if let completion { completions.append(completion) }
        return true
    }

    /// Made after the alongside blocks' moment: blocks given from now on run at once.
    func alongsideHaveStarted() {
        alongsideHaveRun = true
    }

    func runAlongside() throws {
        guard !alongsideHaveRun else { return }
        alongsideHaveRun = true
        let blocks = alongside
        alongside = []
        try engine.inferred { for block in blocks { try block(context) } }
    }

    func runCompletions(cancelled: Bool = false) throws {
        isCancelled = cancelled
        try runAlongside()
        isActive = false
        let blocks = completions
        completions = []
        try engine.inferred { for block in blocks { try block(context) } }
    }

    /// The coordinator holds its context, which holds the controllers and views, also once kept past the end.
    override func forEachUIKitReference(_ body: (EngineObject) -> Void) {
        for object in [containerView, from, to, fromView, toView] as [EngineObject?] { if let object { body(object) } }
    }
}
