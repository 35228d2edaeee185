/// Every UIKit method the engine models, spelled as a Swift selector.
///
/// This is the one registry of overridable methods: the scenario language resolves `override func`
/// declarations through it, the trace prints its raw values, and display filters use its categories.
/// Adding a callback is one case here plus the call site in the mechanism that triggers it.
public enum Method: String, CaseIterable, Sendable, Codable {
    // MARK: Initializers (spec §1.7): traced at entry when a scenario class declares them
    case initializer = "init()"
    case initWithNibName = "init(nibName:bundle:)"
    case initWithFrame = "init(frame:)"
    case initWithCoder = "init(coder:)"
    /// `NSObject.awakeFromNib()`: sent once the whole archive a nib or storyboard holds is decoded.
    case awakeFromNib = "awakeFromNib()"

    // MARK: UIViewController: loading (spec §1)
    case loadView = "loadView()"
    case viewDidLoad = "viewDidLoad()"
    case loadViewIfNeeded = "loadViewIfNeeded()"

    // MARK: UIViewController: appearance (spec §2)
    case viewWillAppear = "viewWillAppear(_:)"
    case viewIsAppearing = "viewIsAppearing(_:)"
    case viewDidAppear = "viewDidAppear(_:)"
    case viewWillDisappear = "viewWillDisappear(_:)"
    case viewDidDisappear = "viewDidDisappear(_:)"
    case beginAppearanceTransition = "beginAppearanceTransition(_:animated:)"
    case endAppearanceTransition = "endAppearanceTransition()"
    case shouldAutomaticallyForwardAppearanceMethods = "shouldAutomaticallyForwardAppearanceMethods"

    // MARK: UIViewController: layout (spec §4)
    case updateViewConstraints = "updateViewConstraints()"
    case viewWillLayoutSubviews = "viewWillLayoutSubviews()"
    case viewDidLayoutSubviews = "viewDidLayoutSubviews()"
    case viewSafeAreaInsetsDidChange = "viewSafeAreaInsetsDidChange()"
    case viewLayoutMarginsDidChange = "viewLayoutMarginsDidChange()"
    case viewWillTransitionToSize = "viewWillTransition(to:with:)"
    case willTransitionToTraitCollection = "willTransition(to:with:)"
    /// Sent after a trait the controller inherits changed (a rotation flips the vertical size class).
    case traitCollectionDidChange = "traitCollectionDidChange(_:)"

    // MARK: UIViewController: memory (spec §1.8–1.10)
    case didReceiveMemoryWarning = "didReceiveMemoryWarning()"
    case viewWillUnload = "viewWillUnload()"
    case viewDidUnload = "viewDidUnload()"

    // MARK: UIViewController: containment and presentation (spec §8, §10)
    case addChild = "addChild(_:)"
    case removeFromParent = "removeFromParent()"
    case willMoveToParent = "willMove(toParent:)"
    case didMoveToParent = "didMove(toParent:)"
    case transition = "transition(from:to:duration:options:animations:completion:)"
    case present = "present(_:animated:completion:)"
    case dismiss = "dismiss(animated:completion:)"

    // MARK: UIViewController: queries UIKit asks during transitions (seed S1.6)
    case prefersStatusBarHidden = "prefersStatusBarHidden"
    case preferredStatusBarUpdateAnimation = "preferredStatusBarUpdateAnimation"
    case extendedLayoutIncludesOpaqueBars = "extendedLayoutIncludesOpaqueBars"
    case edgesForExtendedLayout = "edgesForExtendedLayout"

    // MARK: UINavigationController (spec §9)
    case pushViewController = "pushViewController(_:animated:)"
    case popViewController = "popViewController(animated:)"
    case popToRootViewController = "popToRootViewController(animated:)"
    case popToViewController = "popToViewController(_:animated:)"
    case setViewControllers = "setViewControllers(_:animated:)"

    // MARK: Delegates (optional protocol methods: called only when implemented)
    case navigationWillShow = "navigationController(_:willShow:animated:)"
    case navigationDidShow = "navigationController(_:didShow:animated:)"
    /// Asked for an animator for an animated push or pop (`UINavigationControllerDelegate`).
    case navigationAnimationController = "navigationController(_:animationControllerFor:from:to:)"
    case tabBarShouldSelect = "tabBarController(_:shouldSelect:)"
    case tabBarDidSelect = "tabBarController(_:didSelect:)"
    case splitCollapseSecondary = "splitViewController(_:collapseSecondary:onto:)"
    case splitTopColumnForCollapsing = "splitViewController(_:topColumnForCollapsingToProposedTopColumn:)"

    case adaptivePresentationStyleForTraits = "adaptivePresentationStyle(for:traitCollection:)"
    case adaptivePresentationStyle = "adaptivePresentationStyle(for:)"
    case presentationControllerShouldDismiss = "presentationControllerShouldDismiss(_:)"
    case presentationControllerDidAttemptToDismiss = "presentationControllerDidAttemptToDismiss(_:)"
    case presentationControllerWillDismiss = "presentationControllerWillDismiss(_:)"
    case presentationControllerDidDismiss = "presentationControllerDidDismiss(_:)"
    /// `UIViewControllerTransitioningDelegate`: asked for the presentation controller of a `.custom` presentation.
    case presentationControllerForPresented = "presentationController(forPresented:presenting:source:)"
    case animationControllerForPresented = "animationController(forPresented:presenting:source:)"
    case animationControllerForDismissed = "animationController(forDismissed:)"

    // MARK: UIViewControllerAnimatedTransitioning (an app's animator, `TransitionContext.swift`)
    case transitionDuration = "transitionDuration(using:)"
    case animateTransition = "animateTransition(using:)"
    case animationEnded = "animationEnded(_:)"

    // MARK: UIPresentationController (a `.custom` presentation's controller, `CustomPresentation.swift`)
    case presentationTransitionWillBegin = "presentationTransitionWillBegin()"
    case presentationTransitionDidEnd = "presentationTransitionDidEnd(_:)"
    case dismissalTransitionWillBegin = "dismissalTransitionWillBegin()"
    case dismissalTransitionDidEnd = "dismissalTransitionDidEnd(_:)"
    case containerViewWillLayoutSubviews = "containerViewWillLayoutSubviews()"
    case containerViewDidLayoutSubviews = "containerViewDidLayoutSubviews()"
    case frameOfPresentedViewInContainerView = "frameOfPresentedViewInContainerView"
    case shouldRemovePresentersView = "shouldRemovePresentersView"

    // MARK: Segues (storyboards)
    case performSegue = "performSegue(withIdentifier:sender:)"
    case shouldPerformSegue = "shouldPerformSegue(withIdentifier:sender:)"
    case prepareForSegue = "prepare(for:sender:)"

    // MARK: UIView: hierarchy (spec §6)
    case addSubview = "addSubview(_:)"
    case insertSubviewAt = "insertSubview(_:at:)"
    case insertSubviewAbove = "insertSubview(_:aboveSubview:)"
    case insertSubviewBelow = "insertSubview(_:belowSubview:)"
    case removeFromSuperview = "removeFromSuperview()"
    case bringSubviewToFront = "bringSubviewToFront(_:)"
    case sendSubviewToBack = "sendSubviewToBack(_:)"
    case willMoveToSuperview = "willMove(toSuperview:)"
    case didMoveToSuperview = "didMoveToSuperview()"
    case didAddSubview = "didAddSubview(_:)"
    case willRemoveSubview = "willRemoveSubview(_:)"
    case willMoveToWindow = "willMove(toWindow:)"
    case didMoveToWindow = "didMoveToWindow()"

    // MARK: UIView: layout and constraints (spec §4)
    case setNeedsLayout = "setNeedsLayout()"
    case layoutIfNeeded = "layoutIfNeeded()"
    case layoutSubviews = "layoutSubviews()"
    case sizeThatFits = "sizeThatFits(_:)"
    case safeAreaInsetsDidChange = "safeAreaInsetsDidChange()"
    case layoutMarginsDidChange = "layoutMarginsDidChange()"
    case sizeToFit = "sizeToFit()"
    case setNeedsUpdateConstraints = "setNeedsUpdateConstraints()"
    case updateConstraintsIfNeeded = "updateConstraintsIfNeeded()"
    case updateConstraints = "updateConstraints()"
    /// Asked by UIView's `updateConstraints()` for a view that constraints size (spec §4.1: the content-size
    /// constraints follow it; the position of the question is inferred).
    case intrinsicContentSize = "intrinsicContentSize"

    // MARK: UIView: display (spec §5)
    case setNeedsDisplay = "setNeedsDisplay()"
    case setNeedsDisplayInRect = "setNeedsDisplay(_:)"
    case draw = "draw(_:)"
    /// Sent when the view's effective tint color or adjustment mode changes (`View+Tint.swift`).
    case tintColorDidChange = "tintColorDidChange()"

    // MARK: UIWindow
    case makeKeyAndVisible = "makeKeyAndVisible()"

    // MARK: UITableView, its cells, data source and delegate
    case reloadData = "reloadData()"
    case prepareForReuse = "prepareForReuse()"
    case numberOfSections = "numberOfSections(in:)"
    case numberOfRowsInSection = "tableView(_:numberOfRowsInSection:)"
    case cellForRowAt = "tableView(_:cellForRowAt:)"
    case didSelectRowAt = "tableView(_:didSelectRowAt:)"
    case willDisplayRow = "tableView(_:willDisplay:forRowAt:)"
    case didEndDisplayingRow = "tableView(_:didEndDisplaying:forRowAt:)"

    // MARK: UICollectionView's data source and delegates (`numberOfSections(in:)` and `prepareForReuse()`
    // are the table's selectors, which collection views and their cells share)
    case numberOfItemsInSection = "collectionView(_:numberOfItemsInSection:)"
    case cellForItemAt = "collectionView(_:cellForItemAt:)"
    case didSelectItemAt = "collectionView(_:didSelectItemAt:)"
    case willDisplayCell = "collectionView(_:willDisplay:forItemAt:)"
    case sizeForItemAt = "collectionView(_:layout:sizeForItemAt:)"

    // MARK: UITextFieldDelegate
    case textFieldShouldBeginEditing = "textFieldShouldBeginEditing(_:)"
    case textFieldDidBeginEditing = "textFieldDidBeginEditing(_:)"
    case textFieldShouldEndEditing = "textFieldShouldEndEditing(_:)"
    case textFieldDidEndEditing = "textFieldDidEndEditing(_:)"
    case textFieldShouldReturn = "textFieldShouldReturn(_:)"

    // MARK: Lifetime
    case deinitializer = "deinit"
}

extension Method {
    /// The UIKit class that declares the method; a subclass of it may override it.
    public enum Owner: String, Sendable, Codable {
        case view = "UIView"
        case window = "UIWindow"
        case viewController = "UIViewController"
        case navigationController = "UINavigationController"
        case navigationDelegate = "UINavigationControllerDelegate"
        case tabBarDelegate = "UITabBarControllerDelegate"
        case splitViewDelegate = "UISplitViewControllerDelegate"
        case adaptivePresentationDelegate = "UIAdaptivePresentationControllerDelegate"
        case presentationController = "UIPresentationController"
        case transitioningDelegate = "UIViewControllerTransitioningDelegate"
        case animatedTransitioning = "UIViewControllerAnimatedTransitioning"
        case tableView = "UITableView"
        case tableViewCell = "UITableViewCell"
        case tableViewDataSource = "UITableViewDataSource"
        case tableViewDelegate = "UITableViewDelegate"
        case collectionViewDataSource = "UICollectionViewDataSource"
        case collectionViewDelegate = "UICollectionViewDelegate"
        case collectionViewDelegateFlowLayout = "UICollectionViewDelegateFlowLayout"
        case textFieldDelegate = "UITextFieldDelegate"
        case object = "NSObject"
    }

    /// Every UIKit class that declares the method: its owner, and for `prepareForReuse()` also
    /// `UICollectionReusableView`, which declares one of the same selector.
    public var declaringClasses: [String] {
        self == .prepareForReuse ? [owner.rawValue, "UICollectionReusableView"] : [owner.rawValue]
    }

    /// How a method is reached: UIKit notifies, the app asks, or UIKit asks the app a question.
    public enum Role: String, Sendable, Codable {
        /// UIKit calls it to tell the object something happened (`viewDidLoad()`, `layoutSubviews()`).
        case callback
        /// The app calls it to make something happen (`addSubview(_:)`); UIKit sometimes calls it too.
        case api
        /// A getter UIKit consults (`prefersStatusBarHidden`); hidden from traces unless asked for.
        case query
        /// An optional protocol method, called only on objects that implement it.
        case delegate
    }

    /// What a method is about, used by display filters (`show=appearance,layout`).
    public enum Category: String, CaseIterable, Sendable, Codable {
        case loading, appearance, layout, constraints, display, hierarchy, window
        case containment, navigation, presentation, rotation, memory, queries, delegate, lifetime, table
        /// An app's action method that UIKit calls: target–action, gesture recognizers, bar button
        /// items, timers with a selector. Not a registry case: the app names the selector.
        case action
        /// Storyboard segues: `performSegue`, `shouldPerformSegue`, `prepare(for:sender:)`.
        case segue
    }

    public var owner: Owner {
        switch self {
        case .addSubview, .insertSubviewAt, .insertSubviewAbove, .insertSubviewBelow, .removeFromSuperview,
             .bringSubviewToFront, .sendSubviewToBack, .willMoveToSuperview, .didMoveToSuperview,
             .didAddSubview, .willRemoveSubview, .willMoveToWindow, .didMoveToWindow, .setNeedsLayout,
             .layoutIfNeeded, .layoutSubviews, .sizeThatFits, .sizeToFit, .setNeedsUpdateConstraints,
             .updateConstraintsIfNeeded, .updateConstraints, .setNeedsDisplay, .setNeedsDisplayInRect, .draw,
             .safeAreaInsetsDidChange, .layoutMarginsDidChange, .tintColorDidChange, .intrinsicContentSize:
            return .view
        case .makeKeyAndVisible:
            return .window
        case .pushViewController, .popViewController, .popToRootViewController, .popToViewController,
             .setViewControllers:
            return .navigationController
        case .navigationWillShow, .navigationDidShow, .navigationAnimationController:
            return .navigationDelegate
        case .tabBarShouldSelect, .tabBarDidSelect:
            return .tabBarDelegate
        case .splitCollapseSecondary, .splitTopColumnForCollapsing:
            return .splitViewDelegate
        case .adaptivePresentationStyleForTraits, .adaptivePresentationStyle, .presentationControllerShouldDismiss,
             .presentationControllerDidAttemptToDismiss, .presentationControllerWillDismiss,
             .presentationControllerDidDismiss:
            return .adaptivePresentationDelegate
        case .presentationControllerForPresented, .animationControllerForPresented, .animationControllerForDismissed:
            return .transitioningDelegate
        case .transitionDuration, .animateTransition, .animationEnded:
            return .animatedTransitioning
        case .presentationTransitionWillBegin, .presentationTransitionDidEnd, .dismissalTransitionWillBegin,
             .dismissalTransitionDidEnd, .containerViewWillLayoutSubviews, .containerViewDidLayoutSubviews,
             .frameOfPresentedViewInContainerView, .shouldRemovePresentersView:
            return .presentationController
        case .reloadData: return .tableView
        case .prepareForReuse: return .tableViewCell
        case .numberOfSections, .numberOfRowsInSection, .cellForRowAt: return .tableViewDataSource
        case .didSelectRowAt, .willDisplayRow, .didEndDisplayingRow: return .tableViewDelegate
        case .numberOfItemsInSection, .cellForItemAt: return .collectionViewDataSource
        case .didSelectItemAt, .willDisplayCell: return .collectionViewDelegate
        case .sizeForItemAt: return .collectionViewDelegateFlowLayout
        case .textFieldShouldBeginEditing, .textFieldDidBeginEditing, .textFieldShouldEndEditing, .textFieldDidEndEditing,
             .textFieldShouldReturn:
            return .textFieldDelegate
        case .deinitializer, .initializer, .initWithCoder, .awakeFromNib:
            return .object
        case .initWithFrame:
            return .view
        default:
            return .viewController
        }
    }

    public var role: Role {
        switch self {
        case .loadViewIfNeeded, .beginAppearanceTransition, .endAppearanceTransition, .addChild,
             .removeFromParent, .transition, .present, .dismiss, .pushViewController, .popViewController,
             .popToRootViewController, .popToViewController, .setViewControllers, .addSubview,
             .insertSubviewAt, .insertSubviewAbove, .insertSubviewBelow, .removeFromSuperview,
             .bringSubviewToFront, .sendSubviewToBack, .setNeedsLayout, .layoutIfNeeded, .sizeToFit,
             .setNeedsUpdateConstraints, .updateConstraintsIfNeeded, .setNeedsDisplay,
             .setNeedsDisplayInRect, .makeKeyAndVisible, .reloadData, .performSegue:
            return .api
        case .prefersStatusBarHidden, .preferredStatusBarUpdateAnimation, .extendedLayoutIncludesOpaqueBars,
             .edgesForExtendedLayout, .shouldAutomaticallyForwardAppearanceMethods, .sizeThatFits,
             .intrinsicContentSize, .frameOfPresentedViewInContainerView, .shouldRemovePresentersView:
            return .query
        case .presentationControllerForPresented, .animationControllerForPresented, .animationControllerForDismissed,
             .transitionDuration, .animateTransition, .animationEnded:
            return .delegate
        case .navigationWillShow, .navigationDidShow, .navigationAnimationController, .tabBarShouldSelect,
             .tabBarDidSelect, .numberOfSections,
             .numberOfRowsInSection, .cellForRowAt, .didSelectRowAt, .willDisplayRow, .didEndDisplayingRow,
             .splitCollapseSecondary,
             .splitTopColumnForCollapsing, .adaptivePresentationStyleForTraits, .adaptivePresentationStyle,
             .presentationControllerShouldDismiss, .presentationControllerDidAttemptToDismiss,
             .presentationControllerWillDismiss, .presentationControllerDidDismiss, .numberOfItemsInSection,
             .cellForItemAt, .didSelectItemAt, .willDisplayCell, .sizeForItemAt, .textFieldShouldBeginEditing,
             .textFieldDidBeginEditing, .textFieldShouldEndEditing, .textFieldDidEndEditing, .textFieldShouldReturn:
            return .delegate
        default:
            return .callback
        }
    }

    public var category: Category {
        switch self {
        case .loadView, .viewDidLoad, .loadViewIfNeeded, .awakeFromNib: return .loading
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear,
             .beginAppearanceTransition, .endAppearanceTransition, .shouldAutomaticallyForwardAppearanceMethods:
            return .appearance
        case .updateViewConstraints, .setNeedsUpdateConstraints, .updateConstraintsIfNeeded, .updateConstraints,
             .intrinsicContentSize:
            return .constraints
        case .viewWillLayoutSubviews, .viewDidLayoutSubviews, .setNeedsLayout, .layoutIfNeeded,
             .layoutSubviews, .sizeThatFits, .sizeToFit, .viewSafeAreaInsetsDidChange, .viewLayoutMarginsDidChange,
             .safeAreaInsetsDidChange, .layoutMarginsDidChange:
            return .layout
        case .viewWillTransitionToSize, .willTransitionToTraitCollection, .traitCollectionDidChange: return .rotation
        case .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload: return .memory
        case .addChild, .removeFromParent, .willMoveToParent, .didMoveToParent, .transition: return .containment
        case .present, .dismiss: return .presentation
        case .prefersStatusBarHidden, .preferredStatusBarUpdateAnimation, .extendedLayoutIncludesOpaqueBars,
             .edgesForExtendedLayout:
            return .queries
        case .pushViewController, .popViewController, .popToRootViewController, .popToViewController,
             .setViewControllers:
            return .navigation
        case .navigationWillShow, .navigationDidShow, .navigationAnimationController, .tabBarShouldSelect,
             .tabBarDidSelect, .splitCollapseSecondary,
             .splitTopColumnForCollapsing, .textFieldShouldBeginEditing, .textFieldDidBeginEditing,
             .textFieldShouldEndEditing, .textFieldDidEndEditing, .textFieldShouldReturn:
            return .delegate
        case .performSegue, .shouldPerformSegue, .prepareForSegue: return .segue
        case .adaptivePresentationStyleForTraits, .adaptivePresentationStyle, .presentationControllerShouldDismiss,
             .presentationControllerDidAttemptToDismiss, .presentationControllerWillDismiss,
             .presentationControllerDidDismiss, .presentationControllerForPresented, .animationControllerForPresented,
             .animationControllerForDismissed, .transitionDuration, .animateTransition, .animationEnded,
             .presentationTransitionWillBegin,
             .presentationTransitionDidEnd, .dismissalTransitionWillBegin, .dismissalTransitionDidEnd,
             .shouldRemovePresentersView:
            return .presentation
        case .containerViewWillLayoutSubviews, .containerViewDidLayoutSubviews, .frameOfPresentedViewInContainerView:
            return .layout
        case .addSubview, .insertSubviewAt, .insertSubviewAbove, .insertSubviewBelow, .removeFromSuperview,
             .bringSubviewToFront, .sendSubviewToBack, .willMoveToSuperview, .didMoveToSuperview,
             .didAddSubview, .willRemoveSubview:
            return .hierarchy
        case .willMoveToWindow, .didMoveToWindow, .makeKeyAndVisible: return .window
        case .setNeedsDisplay, .setNeedsDisplayInRect, .draw, .tintColorDidChange: return .display
        case .deinitializer, .initializer, .initWithNibName, .initWithFrame, .initWithCoder: return .lifetime
        case .reloadData, .prepareForReuse, .numberOfSections, .numberOfRowsInSection, .cellForRowAt, .didSelectRowAt,
             .willDisplayRow, .didEndDisplayingRow,
             .numberOfItemsInSection, .cellForItemAt, .didSelectItemAt, .willDisplayCell, .sizeForItemAt:
            return .table
        }
    }

    /// The argument labels of the Swift selector: `willMove(toSuperview:)` → `["toSuperview"]`,
    /// `viewWillAppear(_:)` → `["_"]`. Properties and `deinit` have none.
    public var argumentLabels: [String] {
        var labels: [String] = []
        TraceEvent.forEachArgumentLabel(in: rawValue) { labels.append(String($0)) }
        return labels
    }

    /// The base name: `willMove(toSuperview:)` → `willMove`.
    public var baseName: String {
        let selector = rawValue
        return selector.utf8.firstIndex(of: UInt8(ascii: "(")).map { String(selector[..<$0]) } ?? selector
    }

    /// True for `prefersStatusBarHidden`-style members that Swift declares as properties.
    public var isProperty: Bool { !rawValue.contains("(") && self != .deinitializer }

    /// The initializers: constructed with `Class(…)`, never called as methods.
    public var isInitializer: Bool {
        switch self {
        case .initializer, .initWithNibName, .initWithFrame, .initWithCoder: return true
        default: return false
        }
    }
}
