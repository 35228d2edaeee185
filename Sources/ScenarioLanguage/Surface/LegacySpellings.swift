/// UIKit spellings that older tutorials and posts still show and that no longer compile: Swift 3 renamed
/// methods by their first argument label (`viewWillAppear(animated:)` became `viewWillAppear(_:)`) and
/// lowercased enum cases; Swift 4.2 moved nested types under their classes (`UITableViewCellStyle` became
/// `UITableViewCell.CellStyle`) and renamed the containment methods (`addChildViewController(_:)` became
/// `addChild(_:)`). Swift's compiler rejects the old spellings with a rename; so does the checker, naming the
/// current spelling instead of calling the name unmodelled. (Notification names: `LegacyNotificationNames`.)
enum LegacySpellings {
    struct Spelling {
        /// The spelling to write today.
        let current: String
        /// The Swift version that removed the old one.
        let removedIn: String
    }

    private static func swift42(_ current: String) -> Spelling { Spelling(current: current, removedIn: "4.2") }
    private static func swift3(_ current: String) -> Spelling { Spelling(current: current, removedIn: "3") }

    /// Members by the UIKit class that declares them.
    private static let members: [String: [String: Spelling]] = [
        "UIViewController": [
            "addChildViewController": swift42("addChild(_:)"),
            "removeFromParentViewController": swift42("removeFromParent()"),
            "childViewControllers": swift42("children"),
            "presentViewController": swift3("present(_:animated:completion:)"),
            "dismissViewControllerAnimated": swift3("dismiss(animated:completion:)"),
        ],
        "UINavigationController": [
            "popViewControllerAnimated": swift3("popViewController(animated:)"),
            "popToRootViewControllerAnimated": swift3("popToRootViewController(animated:)"),
        ],
        "UIStoryboardSegue": [
            "destinationViewController": swift3("destination"),
            "sourceViewController": swift3("source"),
        ],
        "UIView": [
            "bringSubview": swift42("bringSubviewToFront(_:)"),
            "sendSubview": swift42("sendSubviewToBack(_:)"),
        ],
        "UIColor.Type": [
            "blackColor": swift3("UIColor.black"), "whiteColor": swift3("UIColor.white"),
            "redColor": swift3("UIColor.red"), "greenColor": swift3("UIColor.green"),
            "blueColor": swift3("UIColor.blue"), "yellowColor": swift3("UIColor.yellow"),
            "grayColor": swift3("UIColor.gray"), "clearColor": swift3("UIColor.clear"),
            "orangeColor": swift3("UIColor.orange"), "purpleColor": swift3("UIColor.purple"),
            "lightGrayColor": swift3("UIColor.lightGray"), "darkGrayColor": swift3("UIColor.darkGray"),
        ],
        "UIFont.Type": [
            "systemFontOfSize": swift3("UIFont.systemFont(ofSize:)"),
            "boldSystemFontOfSize": swift3("UIFont.boldSystemFont(ofSize:)"),
        ],
    ]

    /// Types, by their old name.
    private static let types: [String: Spelling] = [
        "UITableViewCellStyle": swift42("UITableViewCell.CellStyle"),
        "UITableViewCellAccessoryType": swift42("UITableViewCell.AccessoryType"),
        "UITableViewCellSelectionStyle": swift42("UITableViewCell.SelectionStyle"),
        "UITableViewCellSeparatorStyle": swift42("UITableViewCell.SeparatorStyle"),
        "UITableViewStyle": swift42("UITableView.Style"),
        "UITableViewRowAnimation": swift42("UITableView.RowAnimation"),
        "UITableViewScrollPosition": swift42("UITableView.ScrollPosition"),
        "UIControlState": swift42("UIControl.State"),
        "UIControlEvents": swift42("UIControl.Event"),
        "UIButtonType": swift42("UIButton.ButtonType"),
        "UIViewAnimationOptions": swift42("UIView.AnimationOptions"),
        "UIViewContentMode": swift42("UIView.ContentMode"),
        "UIViewAutoresizing": swift42("UIView.AutoresizingMask"),
        "UIAlertControllerStyle": swift42("UIAlertController.Style"),
        "UIAlertActionStyle": swift42("UIAlertAction.Style"),
        "UIBarButtonSystemItem": swift42("UIBarButtonItem.SystemItem"),
        "UIBarButtonItemStyle": swift42("UIBarButtonItem.Style"),
        "UILayoutConstraintAxis": swift42("NSLayoutConstraint.Axis"),
        "UIStackViewDistribution": swift42("UIStackView.Distribution"),
        "UIStackViewAlignment": swift42("UIStackView.Alignment"),
        "UITextBorderStyle": swift42("UITextField.BorderStyle"),
        "UITextFieldViewMode": swift42("UITextField.ViewMode"),
        "UIActivityIndicatorViewStyle": swift42("UIActivityIndicatorView.Style"),
        "UIApplicationState": swift42("UIApplication.State"),
        "NSAttributedStringKey": swift42("NSAttributedString.Key"),
    ]

    /// Methods by the old selector: overrides declare it, calls spell it.
    private static let methods: [String: Spelling] = [
        "viewWillAppear(animated:)": swift3("viewWillAppear(_:)"),
        "viewDidAppear(animated:)": swift3("viewDidAppear(_:)"),
        "viewWillDisappear(animated:)": swift3("viewWillDisappear(_:)"),
        "viewDidDisappear(animated:)": swift3("viewDidDisappear(_:)"),
        "drawRect(_:)": swift3("draw(_:)"),
        "willMoveToParentViewController(_:)": swift3("willMove(toParent:)"),
        "didMoveToParentViewController(_:)": swift3("didMove(toParent:)"),
        "willMove(toParentViewController:)": swift42("willMove(toParent:)"),
        "didMove(toParentViewController:)": swift42("didMove(toParent:)"),
        "willMoveToSuperview(_:)": swift3("willMove(toSuperview:)"),
        "willMoveToWindow(_:)": swift3("willMove(toWindow:)"),
        "prepareForSegue(_:sender:)": swift3("prepare(for:sender:)"),
        "viewWillTransitionToSize(_:withTransitionCoordinator:)": swift3("viewWillTransition(to:with:)"),
        "traitCollectionDidChange(previousTraitCollection:)": swift3("traitCollectionDidChange(_:)"),
    ]

    /// The rename of member `name`, looked up along a UIKit class chain (`UIFont.Type` for class members).
    static func member(_ name: String, chain: [String]) -> Spelling? {
        for owner in chain { if let spelling = members[owner]?[name] { return spelling } }
        return nil
    }

    static func type(_ name: String) -> Spelling? { types[name] }

    static func method(_ selector: String) -> Spelling? { methods[selector] }

    /// A Swift 2 enum case (`.Default`, `.Center`) when its lowercased spelling is one UIKit has.
    static func enumCase(_ name: String, isKnown: (String) -> Bool) -> Spelling? {
        guard let first = name.first, first.isUppercase else { return nil }
        let lowered = first.lowercased() + name.dropFirst()
        return isKnown(lowered) ? swift3("." + lowered) : nil
    }

    static func message(_ old: String, _ spelling: Spelling) -> String {
        "`\(old)` is the spelling from before Swift \(spelling.removedIn), which no longer compiles; "
            + "write `\(spelling.current)`"
    }
}
