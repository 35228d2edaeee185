import LifecycleEngine

/// The methods of the declared surface that the engine's mechanisms implement: for each UIKit class and
/// delegate protocol, the methods UIKit declares there, as the engine's `Method` registry names them.
///
/// The registry stays in the engine (its mechanisms call these methods, and the engine knows nothing of
/// the scenario language); this table is the surface's declaration of the same methods by the type that
/// declares them, so the reference lists the delegate protocols too. `SurfaceMethodsTests` keeps the two
/// equal: every registry case is declared once, under its owner.
struct SurfaceMethods {
    let owner: String
    let isProtocol: Bool
    let methods: [Method]
}

extension UIKitSurface {
    static let methodDeclarations: [SurfaceMethods] = [
        SurfaceMethods(owner: "NSObject", isProtocol: false, methods: [
            .initializer, .initWithCoder, .awakeFromNib, .deinitializer,
        ]),
        SurfaceMethods(owner: "UIView", isProtocol: false, methods: [
            .initWithFrame, .addSubview, .insertSubviewAt, .insertSubviewAbove, .insertSubviewBelow,
            .removeFromSuperview, .bringSubviewToFront, .sendSubviewToBack, .willMoveToSuperview, .didMoveToSuperview,
            .didAddSubview, .willRemoveSubview, .willMoveToWindow, .didMoveToWindow, .setNeedsLayout, .layoutIfNeeded,
            .layoutSubviews, .sizeThatFits, .safeAreaInsetsDidChange, .layoutMarginsDidChange, .sizeToFit,
            .setNeedsUpdateConstraints, .updateConstraintsIfNeeded, .updateConstraints, .setNeedsDisplay,
            .setNeedsDisplayInRect, .draw, .tintColorDidChange, .intrinsicContentSize,
        ]),
        SurfaceMethods(owner: "UIWindow", isProtocol: false, methods: [.makeKeyAndVisible]),
        SurfaceMethods(owner: "UIViewController", isProtocol: false, methods: [
            .initWithNibName, .loadView, .viewDidLoad, .loadViewIfNeeded, .viewWillAppear, .viewIsAppearing,
            .viewDidAppear, .viewWillDisappear, .viewDidDisappear, .beginAppearanceTransition,
            .endAppearanceTransition, .shouldAutomaticallyForwardAppearanceMethods, .updateViewConstraints,
            .viewWillLayoutSubviews, .viewDidLayoutSubviews, .viewSafeAreaInsetsDidChange,
            .viewLayoutMarginsDidChange, .viewWillTransitionToSize, .willTransitionToTraitCollection,
            .traitCollectionDidChange,
            .didReceiveMemoryWarning, .viewWillUnload, .viewDidUnload, .addChild, .removeFromParent,
            .willMoveToParent, .didMoveToParent, .transition, .present, .dismiss, .prefersStatusBarHidden,
            .preferredStatusBarUpdateAnimation, .extendedLayoutIncludesOpaqueBars, .edgesForExtendedLayout,
            .performSegue, .shouldPerformSegue, .prepareForSegue,
        ]),
        SurfaceMethods(owner: "UINavigationController", isProtocol: false, methods: [
            .pushViewController, .popViewController, .popToRootViewController, .popToViewController,
            .setViewControllers,
        ]),
        SurfaceMethods(owner: "UITableView", isProtocol: false, methods: [.reloadData]),
        SurfaceMethods(owner: "UITableViewCell", isProtocol: false, methods: [.prepareForReuse]),
        SurfaceMethods(owner: "UINavigationControllerDelegate", isProtocol: true, methods: [
            .navigationWillShow, .navigationDidShow, .navigationAnimationController,
        ]),
        SurfaceMethods(owner: "UITabBarControllerDelegate", isProtocol: true, methods: [
            .tabBarShouldSelect, .tabBarDidSelect,
        ]),
        SurfaceMethods(owner: "UISplitViewControllerDelegate", isProtocol: true, methods: [
            .splitCollapseSecondary, .splitTopColumnForCollapsing,
        ]),
        SurfaceMethods(owner: "UIAdaptivePresentationControllerDelegate", isProtocol: true, methods: [
            .adaptivePresentationStyleForTraits, .adaptivePresentationStyle, .presentationControllerShouldDismiss,
            .presentationControllerDidAttemptToDismiss, .presentationControllerWillDismiss,
            .presentationControllerDidDismiss,
        ]),
        SurfaceMethods(owner: "UIPresentationController", isProtocol: false, methods: [
            .presentationTransitionWillBegin, .presentationTransitionDidEnd, .dismissalTransitionWillBegin,
            .dismissalTransitionDidEnd, .containerViewWillLayoutSubviews, .containerViewDidLayoutSubviews,
            .frameOfPresentedViewInContainerView, .shouldRemovePresentersView,
        ]),
        SurfaceMethods(owner: "UIViewControllerTransitioningDelegate", isProtocol: true, methods: [
            .presentationControllerForPresented, .animationControllerForPresented, .animationControllerForDismissed,
        ]),
        SurfaceMethods(owner: "UIViewControllerAnimatedTransitioning", isProtocol: true, methods: [
            .transitionDuration, .animateTransition, .animationEnded,
        ]),
        SurfaceMethods(owner: "UITableViewDataSource", isProtocol: true, methods: [
            .numberOfSections, .numberOfRowsInSection, .cellForRowAt,
        ]),
        SurfaceMethods(owner: "UITableViewDelegate", isProtocol: true, methods: [
            .didSelectRowAt, .willDisplayRow, .didEndDisplayingRow,
        ]),
        SurfaceMethods(owner: "UICollectionViewDataSource", isProtocol: true, methods: [
            .numberOfItemsInSection, .cellForItemAt,
        ]),
        SurfaceMethods(owner: "UICollectionViewDelegate", isProtocol: true, methods: [.didSelectItemAt, .willDisplayCell]),
        SurfaceMethods(owner: "UICollectionViewDelegateFlowLayout", isProtocol: true, methods: [.sizeForItemAt]),
        SurfaceMethods(owner: "UITextFieldDelegate", isProtocol: true, methods: [
            .textFieldShouldBeginEditing, .textFieldDidBeginEditing, .textFieldShouldEndEditing, .textFieldDidEndEditing,
            .textFieldShouldReturn,
        ]),
    ]

    /// The delegate protocols a scenario class may adopt, with the methods UIKit calls on adopters.
    static var protocols: [SurfaceMethods] { methodDeclarations.filter(\.isProtocol) }
}
