/// Methods of the delegate and data-source protocols the surface models that UIKit calls on an adopter and the
/// engine does not, as Apple's documentation lists them, by protocol. A scenario class that adopts the protocol
/// and declares one is rejected where it declares it: the method would be ordinary code nobody calls, and the
/// trace would leave out UIKit's call and its effect (a row height, a header). A method with the same base name
/// and another selector stays ordinary code, and so does one in a class that does not adopt the protocol, as
/// UIKit never calls a selector a class does not expose through the protocol.
enum UnmodelledProtocolMethods {
    static let byProtocol: [String: [String]] = [
        // Not listed: dragging, deceleration and scroll-to-top (`scrollViewWillBeginDragging(_:)`,
        // `…WillEndDragging`, `…DidEndDragging`, `…WillBeginDecelerating`, `…DidEndDecelerating`,
        // `scrollViewShouldScrollToTop(_:)`, `scrollViewDidScrollToTop(_:)`). UIKit calls them only when the
        // user drags the scroll view or taps the status bar, and no scenario event does either (the
        // simulator's pan drives the app's own pan recognizers), so UIKit would not call them in any run the
        // engine models: declaring them leaves nothing out.
        "UIScrollViewDelegate": [
            "scrollViewDidEndScrollingAnimation(_:)", "scrollViewDidChangeAdjustedContentInset(_:)",
        ],
        "UITableViewDataSource": [
            "tableView(_:titleForHeaderInSection:)", "tableView(_:titleForFooterInSection:)",
            "tableView(_:canEditRowAt:)", "tableView(_:canMoveRowAt:)", "tableView(_:commit:forRowAt:)",
            "tableView(_:moveRowAt:to:)", "sectionIndexTitles(for:)", "tableView(_:sectionForSectionIndexTitle:at:)",
        ],
        "UITableViewDelegate": [
            "tableView(_:heightForRowAt:)", "tableView(_:heightForHeaderInSection:)",
            "tableView(_:heightForFooterInSection:)", "tableView(_:estimatedHeightForRowAt:)",
            "tableView(_:estimatedHeightForHeaderInSection:)", "tableView(_:estimatedHeightForFooterInSection:)",
            "tableView(_:viewForHeaderInSection:)", "tableView(_:viewForFooterInSection:)",
            "tableView(_:willDisplayHeaderView:forSection:)", "tableView(_:willDisplayFooterView:forSection:)",
            "tableView(_:didEndDisplayingHeaderView:forSection:)", "tableView(_:didEndDisplayingFooterView:forSection:)",
            "tableView(_:willSelectRowAt:)", "tableView(_:willDeselectRowAt:)", "tableView(_:didDeselectRowAt:)",
            "tableView(_:shouldHighlightRowAt:)", "tableView(_:didHighlightRowAt:)", "tableView(_:didUnhighlightRowAt:)",
            "tableView(_:accessoryButtonTappedForRowWith:)", "tableView(_:editingStyleForRowAt:)",
            "tableView(_:titleForDeleteConfirmationButtonForRowAt:)", "tableView(_:shouldIndentWhileEditingRowAt:)",
            "tableView(_:willBeginEditingRowAt:)", "tableView(_:didEndEditingRowAt:)",
            "tableView(_:leadingSwipeActionsConfigurationForRowAt:)",
            "tableView(_:trailingSwipeActionsConfigurationForRowAt:)", "tableView(_:editActionsForRowAt:)",
            "tableView(_:targetIndexPathForMoveFromRowAt:toProposedIndexPath:)", "tableView(_:indentationLevelForRowAt:)",
            "tableView(_:contextMenuConfigurationForRowAt:point:)", "tableView(_:canFocusRowAt:)",
            "tableView(_:shouldBeginMultipleSelectionInteractionAt:)",
            "tableView(_:didBeginMultipleSelectionInteractionAt:)", "tableViewDidEndMultipleSelectionInteraction(_:)",
            "tableView(_:canPerformPrimaryActionForRowAt:)", "tableView(_:performPrimaryActionForRowAt:)",
        ],
        "UICollectionViewDataSource": [
            "collectionView(_:viewForSupplementaryElementOfKind:at:)", "collectionView(_:canMoveItemAt:)",
            "collectionView(_:moveItemAt:to:)", "indexTitles(for:)", "collectionView(_:indexPathForIndexTitle:at:)",
        ],
        "UICollectionViewDelegate": [
            "collectionView(_:shouldSelectItemAt:)", "collectionView(_:shouldDeselectItemAt:)",
            "collectionView(_:didDeselectItemAt:)", "collectionView(_:shouldHighlightItemAt:)",
            "collectionView(_:didHighlightItemAt:)", "collectionView(_:didUnhighlightItemAt:)",
            "collectionView(_:didEndDisplaying:forItemAt:)",
            "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
            "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)",
            "collectionView(_:transitionLayoutForOldLayout:newLayout:)",
            "collectionView(_:targetContentOffsetForProposedContentOffset:)",
            "collectionView(_:targetIndexPathForMoveFromItemAt:toProposedIndexPath:)",
            "collectionView(_:contextMenuConfigurationForItemAt:point:)", "collectionView(_:canFocusItemAt:)",
            "collectionView(_:shouldBeginMultipleSelectionInteractionAt:)",
            "collectionView(_:didBeginMultipleSelectionInteractionAt:)",
            "collectionViewDidEndMultipleSelectionInteraction(_:)", "collectionView(_:canEditItemAt:)",
            "collectionView(_:canPerformPrimaryActionForItemAt:)", "collectionView(_:performPrimaryActionForItemAt:)",
        ],
        "UICollectionViewDelegateFlowLayout": [
            "collectionView(_:layout:insetForSectionAt:)", "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
            "collectionView(_:layout:minimumInteritemSpacingForSectionAt:)",
            "collectionView(_:layout:referenceSizeForHeaderInSection:)",
            "collectionView(_:layout:referenceSizeForFooterInSection:)",
        ],
        "UINavigationControllerDelegate": [
            "navigationController(_:interactionControllerFor:)", "navigationControllerSupportedInterfaceOrientations(_:)",
            "navigationControllerPreferredInterfaceOrientationForPresentation(_:)",
        ],
        "UITabBarControllerDelegate": [
            "tabBarController(_:animationControllerForTransitionFrom:to:)", "tabBarController(_:interactionControllerFor:)",
            "tabBarController(_:willBeginCustomizing:)", "tabBarController(_:willEndCustomizing:changed:)",
            "tabBarController(_:didEndCustomizing:changed:)", "tabBarControllerSupportedInterfaceOrientations(_:)",
            "tabBarControllerPreferredInterfaceOrientationForPresentation(_:)",
        ],
        "UISplitViewControllerDelegate": [
            "splitViewController(_:willChangeTo:)", "splitViewController(_:willShow:)", "splitViewController(_:willHide:)",
            "splitViewController(_:didShow:)", "splitViewController(_:didHide:)",
            "splitViewController(_:separateSecondaryFrom:)", "splitViewController(_:show:sender:)",
            "splitViewController(_:showDetail:sender:)", "primaryViewController(forCollapsing:)",
            "primaryViewController(forExpanding:)", "splitViewController(_:displayModeForExpandingToProposedDisplayMode:)",
            "splitViewControllerDidCollapse(_:)", "splitViewControllerDidExpand(_:)", "targetDisplayModeForAction(in:)",
            "splitViewControllerInteractivePresentationGestureWillBegin(_:)",
            "splitViewControllerInteractivePresentationGestureDidEnd(_:)",
            "splitViewControllerSupportedInterfaceOrientations(_:)",
            "splitViewControllerPreferredInterfaceOrientationForPresentation(_:)",
        ],
        "UIAdaptivePresentationControllerDelegate": [
            "presentationController(_:viewControllerForAdaptivePresentationStyle:)",
            "presentationController(_:willPresentWithAdaptiveStyle:transitionCoordinator:)",
            "presentationController(_:prepare:)",
        ],
        "UIViewControllerTransitioningDelegate": [
            "interactionControllerForPresentation(using:)", "interactionControllerForDismissal(using:)",
        ],
        // `interruptibleAnimator(using:)` is asked for by interactive transitions only, which begin with an
        // interaction controller (rejected above); otherwise UIKit calls `animateTransition(using:)`, and the
        // animator's own code is the only caller.
        "UIViewControllerAnimatedTransitioning": [],
        "UITextFieldDelegate": [
            "textField(_:shouldChangeCharactersIn:replacementString:)", "textFieldShouldClear(_:)",
            "textFieldDidChangeSelection(_:)", "textFieldDidEndEditing(_:reason:)",
            "textField(_:editMenuForCharactersIn:suggestedActions:)",
            "textField(_:shouldChangeCharactersInRanges:replacementString:)",
            "textField(_:editMenuForCharactersInRanges:suggestedActions:)", "textField(_:willPresentEditMenuWith:)",
            "textField(_:willDismissEditMenuWith:)",
        ],
    ]

    /// The protocols each protocol inherits from, as UIKit declares them: a table view's delegate is its scroll
    /// view's delegate too.
    static let inherited: [String: [String]] = [
        "UITableViewDelegate": ["UIScrollViewDelegate"],
        "UICollectionViewDelegate": ["UIScrollViewDelegate"],
        "UICollectionViewDelegateFlowLayout": ["UICollectionViewDelegate"],
    ]

    /// The protocols a UIKit class adopts itself, so that its scenario subclasses do too.
    static let adoptedByClass: [String: [String]] = [
        "UITableViewController": ["UITableViewDataSource", "UITableViewDelegate"],
        "UICollectionViewController": ["UICollectionViewDataSource", "UICollectionViewDelegate"],
    ]

    /// The protocol, among `protocols` and those they inherit from, that has `selector` as a method UIKit calls
    /// and the engine does not; nil when there is none.
    static func unmodelledProtocol(of selector: String, among protocols: [String]) -> String? {
        var pending = protocols
        var seen = Set<String>()
        while !pending.isEmpty {
            let name = pending.removeFirst()
            guard seen.insert(name).inserted else { continue }
            if byProtocol[name]?.contains(selector) == true { return name }
            pending += inherited[name] ?? []
        }
        return nil
    }
}
