import LifecycleEngine

/// Parameter kinds of every engine method: how scenario arguments become the engine's and which
/// may be left out. The switch is exhaustive, so a new `Method` case cannot be forgotten here.
extension Method {
    /// Whether scenario code may call it (`view.addSubview(v)`); delegate methods and property-style
    /// queries are not called, they are implemented or read.
    var isCallable: Bool { role != .delegate && !isProperty && self != .deinitializer && !isInitializer }

    var parameterSpecs: [ParameterSpec] {
        let labels = argumentLabels.map { $0 == "_" ? nil : $0 }
        return zip(labels, parameterKinds).map { label, kind in
            ParameterSpec(label: label, kind: kind.0, defaultValue: kind.1)
        }
    }

    var shapes: [ParameterShape] {
        parameterSpecs.map { ParameterShape(label: $0.label, isClosure: $0.kind == .closure, hasDefault: $0.defaultValue != nil) }
    }

    private var parameterKinds: [(ParameterKind, Value?)] {
        switch self {
        case .loadView, .viewDidLoad, .loadViewIfNeeded, .endAppearanceTransition, .updateViewConstraints,
             .viewWillLayoutSubviews, .viewDidLayoutSubviews, .didReceiveMemoryWarning, .viewWillUnload,
             .viewDidUnload, .removeFromParent, .removeFromSuperview, .didMoveToSuperview, .didMoveToWindow,
             .setNeedsLayout, .layoutIfNeeded, .layoutSubviews, .sizeToFit, .setNeedsUpdateConstraints,
             .updateConstraintsIfNeeded, .updateConstraints, .setNeedsDisplay, .makeKeyAndVisible, .deinitializer,
             .shouldAutomaticallyForwardAppearanceMethods, .prefersStatusBarHidden, .preferredStatusBarUpdateAnimation,
             .extendedLayoutIncludesOpaqueBars, .edgesForExtendedLayout, .viewSafeAreaInsetsDidChange,
             .viewLayoutMarginsDidChange, .safeAreaInsetsDidChange, .layoutMarginsDidChange, .awakeFromNib,
             .initializer, .reloadData, .prepareForReuse, .tintColorDidChange, .intrinsicContentSize,
             .presentationTransitionWillBegin, .dismissalTransitionWillBegin, .containerViewWillLayoutSubviews,
             .containerViewDidLayoutSubviews, .frameOfPresentedViewInContainerView, .shouldRemovePresentersView:
            return []
        case .presentationTransitionDidEnd, .dismissalTransitionDidEnd:
            return [(.bool, nil)]
        case .presentationControllerForPresented, .animationControllerForPresented:
            return [(.object, nil), (.any, nil), (.object, nil)]
        case .animationControllerForDismissed, .transitionDuration, .animateTransition:
            return [(.object, nil)]
        case .animationEnded:
            return [(.bool, nil)]
        case .initWithNibName:
            return [(.any, nil), (.any, nil)]
        case .initWithFrame:
            return [(.rect, nil)]
        case .initWithCoder:
            return [(.opaque, nil)]
        case .numberOfSections:
            return [(.object, nil)]
        case .numberOfRowsInSection, .numberOfItemsInSection:
            return [(.object, nil), (.int, nil)]
        case .cellForRowAt, .didSelectRowAt, .cellForItemAt, .didSelectItemAt:
            return [(.object, nil), (.any, nil)]
        case .willDisplayCell, .sizeForItemAt, .willDisplayRow, .didEndDisplayingRow:
            return [(.object, nil), (.object, nil), (.any, nil)]
        case .viewWillAppear, .viewIsAppearing, .viewDidAppear, .viewWillDisappear, .viewDidDisappear:
            return [(.bool, nil)]
        case .beginAppearanceTransition:
            return [(.bool, nil), (.bool, nil)]
        case .viewWillTransitionToSize:
            return [(.size, nil), (.opaque, nil)]
        case .willTransitionToTraitCollection:
            return [(.opaque, nil), (.opaque, nil)]
        case .traitCollectionDidChange:
            return [(.opaque, nil)]
        case .addChild, .willMoveToParent, .didMoveToParent, .addSubview, .bringSubviewToFront, .sendSubviewToBack,
             .willMoveToSuperview, .didAddSubview, .willRemoveSubview, .willMoveToWindow:
            return [(.object, nil)]
        case .transition:
            return [(.object, nil), (.object, nil), (.number, nil), (.options, .array([])), (.closure, .null),
                    (.closure, .null)]
        case .present:
            return [(.object, nil), (.bool, nil), (.closure, .null)]
        case .dismiss:
            return [(.bool, nil), (.closure, .null)]
        case .pushViewController, .popToViewController:
            return [(.object, nil), (.bool, nil)]
        case .popViewController, .popToRootViewController:
            return [(.bool, nil)]
        case .setViewControllers:
            return [(.objects, nil), (.bool, nil)]
        case .navigationWillShow, .navigationDidShow:
            return [(.object, nil), (.object, nil), (.bool, nil)]
        case .navigationAnimationController:
            return [(.object, nil), (.enumeration, nil), (.object, nil), (.object, nil)]
        case .tabBarShouldSelect, .tabBarDidSelect:
            return [(.object, nil), (.object, nil)]
        case .splitCollapseSecondary:
            return [(.object, nil), (.object, nil), (.object, nil)]
        case .splitTopColumnForCollapsing:
            return [(.object, nil), (.enumeration, nil)]
        case .performSegue, .shouldPerformSegue:
            return [(.string, nil), (.any, nil)]
        case .prepareForSegue:
            return [(.object, nil), (.any, nil)]
        case .adaptivePresentationStyleForTraits:
            return [(.object, nil), (.opaque, nil)]
        case .textFieldShouldBeginEditing, .textFieldDidBeginEditing, .textFieldShouldEndEditing, .textFieldDidEndEditing,
             .textFieldShouldReturn:
            return [(.object, nil)]
        case .adaptivePresentationStyle, .presentationControllerShouldDismiss, .presentationControllerDidAttemptToDismiss,
             .presentationControllerWillDismiss, .presentationControllerDidDismiss:
            return [(.object, nil)]
        case .insertSubviewAt:
            return [(.object, nil), (.int, nil)]
        case .insertSubviewAbove, .insertSubviewBelow:
            return [(.object, nil), (.object, nil)]
        case .sizeThatFits:
            return [(.size, nil)]
        case .setNeedsDisplayInRect, .draw:
            return [(.rect, nil)]
        }
    }
}
