import LifecycleEngine

/// The declared UIKit surface: every modelled class with its superclass, and the members whose
/// declaration lives here, each with its effect on the lifecycle (see `SurfaceEffect`).
///
/// The checker, the interpreter, the highlighter's type names, "did you mean" and the generated
/// reference in `docs/scenario-language.md` all derive from this table and the area files of
/// `Builtins/`. A new leaf class is one `uikitClass` line; a new stored property is one `stored` line.
enum UIKitSurface {
    static let classes: [SurfaceClass] = [
        engineClass("NSObject", nil, kind: .object),
        engineClass("UIView", "NSObject", kind: .view),
        engineClass("UIScrollView", "UIView", kind: .scrollView),
        engineClass("UIWindow", "UIView", kind: .window),
        engineClass("UIViewController", "NSObject", kind: .viewController),
        engineClass("UINavigationController", "UIViewController", kind: .navigationController),
        engineClass("UITabBarController", "UIViewController", kind: .tabBarController),
        engineClass("UIPageViewController", "UIViewController", kind: .pageViewController),
        engineClass("UISplitViewController", "UIViewController", kind: .splitViewController),
        engineClass("UIStoryboardSegue", "NSObject", kind: .object),
        engineClass("UIPresentationController", "NSObject", kind: .presentationController),
        engineClass("UIPopoverPresentationController", "UIPresentationController", kind: .object),
        uikitClass("UILabel", "UIView"),
        uikitClass("UIImageView", "UIView"),
        uikitClass("UIControl", "UIView"),
        uikitClass("UIButton", "UIControl"),
        uikitClass("UITextField", "UIControl"),
        uikitClass("UISwitch", "UIControl"),
        uikitClass("UISlider", "UIControl"),
        uikitClass("UIStepper", "UIControl"),
        uikitClass("UIRefreshControl", "UIControl"),
        uikitClass("UISegmentedControl", "UIControl"),
        uikitClass("UIActivityIndicatorView", "UIView"),
        uikitClass("UIProgressView", "UIView"),
        uikitClass("UIStackView", "UIView"),
        uikitClass("UITextView", "UIScrollView"),
        uikitClass("UITableView", "UIScrollView", kind: .tableView),
        uikitClass("UITableViewCell", "UIView"),
        uikitClass("UITableViewController", "UIViewController", kind: .tableViewController),
        uikitClass("NSLayoutConstraint", "NSObject", kind: .object, initializable: false),
        uikitClass("UILayoutGuide", "NSObject", kind: .object),
        uikitClass("CALayer", "NSObject", kind: .object, initializable: false),
        uikitClass("UIGestureRecognizer", "NSObject", kind: .object, initializable: false),
        uikitClass("UITapGestureRecognizer", "UIGestureRecognizer", initializable: false),
        uikitClass("UIBarButtonItem", "NSObject", kind: .object, initializable: false),
        uikitClass("UINavigationItem", "NSObject", kind: .object, initializable: false),
        uikitClass("UITabBarItem", "NSObject", kind: .object, initializable: false),
        engineClass("Timer", "NSObject", kind: .object),
        valueType("UIColor"), valueType("CGColor"), valueType("UIFont"), valueType("UIImage"),
        valueType("UIEdgeInsets"), valueType("NSAttributedString"), valueType("NSLayoutAnchor"), valueType("IndexPath"),
        valueType("Bundle"), valueType("URL"), valueType("NotificationCenter"), valueType("Notification"),
        valueType("Notification.Name"), valueType("Dictionary"), valueType("UIScene"),
        valueType("UIResponder"), valueType("NSValue"),
    ] + BarsAndControls.classes + Alerts.classes + SearchControllers.classes + CustomPresentations.classes + CollectionViews.classes + AttributedStringKeys.classes + ButtonConfigurations.classes
        + TransitionCoordinators.classes + TraitCollections.classes + PropertyAnimators.classes + Gestures.classes
        + DiffableDataSources.classes + Drawing.classes

    /// UIKit enums whose cases a scenario may write (`.touchUpInside`, `.vertical`): stored by name.
    static let enums: [String: [String]] = [
        "UIControl.Event": ["touchUpInside", "touchDown", "valueChanged", "editingChanged", "primaryActionTriggered",
                            "touchUpOutside", "allEvents"],
        "UIControl.State": ["normal", "highlighted", "disabled", "selected"],
        "UIButton.ButtonType": ["system", "custom", "close", "detailDisclosure", "contactAdd", "infoLight"],
        "NSLayoutConstraint.Axis": ["horizontal", "vertical"],
        "UIStackView.Alignment": ["fill", "leading", "top", "firstBaseline", "center", "trailing", "bottom",
                                  "lastBaseline"],
        "UIStackView.Distribution": ["fill", "fillEqually", "fillProportionally", "equalSpacing", "equalCentering"],
        "NSTextAlignment": ["left", "center", "right", "justified", "natural"],
        "NSLineBreakMode": ["byWordWrapping", "byCharWrapping", "byClipping", "byTruncatingHead", "byTruncatingTail",
                            "byTruncatingMiddle"],
        "UITextField.BorderStyle": ["none", "line", "bezel", "roundedRect"],
        "UIKeyboardType": ["default", "numberPad", "emailAddress", "decimalPad", "phonePad", "URL"],
        "UIActivityIndicatorView.Style": ["medium", "large", "white", "whiteLarge", "gray"],
        "UIFont.Weight": ["ultraLight", "thin", "light", "regular", "medium", "semibold", "bold", "heavy", "black"],
        "UIFont.TextStyle": ["largeTitle", "title1", "title2", "title3", "headline", "subheadline", "body", "callout",
                             "footnote", "caption1", "caption2"],
        "UIBarButtonItem.Style": ["plain", "done"],
        "UIBarButtonItem.SystemItem": ["add", "done", "cancel", "edit", "save", "refresh", "action", "compose",
                                       "trash", "close"],
        "UITextField.ViewMode": ["never", "whileEditing", "unlessEditing", "always"],
        "UINavigationItem.LargeTitleDisplayMode": ["automatic", "always", "never"],
        "UIModalTransitionStyle": ["coverVertical", "flipHorizontal", "crossDissolve", "partialCurl"],
        "UIScrollView.KeyboardDismissMode": ["none", "onDrag", "interactive"],
        "UIControl.ContentHorizontalAlignment": ["center", "left", "right", "fill", "leading", "trailing"],
        "UITableView.Style": ["plain", "grouped", "insetGrouped"],
        "UITableView.ScrollPosition": ["none", "top", "middle", "bottom"],
        "UITableView.RowAnimation": ["fade", "right", "left", "top", "bottom", "none", "middle", "automatic"],
        "UITableViewCell.CellStyle": ["default", "value1", "value2", "subtitle"],
        "UITableViewCell.AccessoryType": ["none", "disclosureIndicator", "detailDisclosureButton", "checkmark",
                                          "detailButton"],
        "UITableViewCell.SelectionStyle": ["none", "blue", "gray", "default"],
        "UITableViewCell.SeparatorStyle": ["none", "singleLine"],
        "UIImage.RenderingMode": ["automatic", "alwaysOriginal", "alwaysTemplate"],
        "UILayoutPriority": ["required", "defaultHigh", "defaultLow", "fittingSizeLevel"],
        "UIView.ContentMode": ContentMode.allCases.map(\.rawValue),
        "UIView.AutoresizingMask": AutoresizingMask.named.map(\.name),
        "UISplitViewController.Style": SplitViewController.Style.allCases.map(\.rawValue),
        "UISplitViewController.Column": SplitViewController.Column.allCases.map(\.rawValue),
        "UISplitViewController.DisplayMode": SplitViewBuiltins.displayModes,
        "UIStoryboardSegue.Kind": StoryboardSegue.Kind.allCases.map(\.rawValue),
        "UIPopoverArrowDirection": ["up", "down", "left", "right", "any", "unknown"],
        "NSLayoutConstraint.FormatOptions": VisualFormat.alignments.keys.sorted() + VisualFormat.otherOptions,
    ].merging(BarsAndControls.enums) { declared, _ in declared }
        .merging(Alerts.enums) { declared, _ in declared }
        .merging(CustomPresentations.enums) { declared, _ in declared }
        .merging(ButtonConfigurations.enums) { declared, _ in declared }
        .merging(TraitCollections.enums) { declared, _ in declared }
        .merging(Tints.enums) { declared, _ in declared }
        .merging(CollectionViews.enums) { declared, _ in declared }
        .merging(PropertyAnimators.enums) { declared, _ in declared }
        .merging(Gestures.enums) { declared, _ in declared }
        .merging(Drawing.enums) { declared, _ in declared }

    static let members: [SurfaceMember] = viewMembers + controlMembers + layoutMembers + objectMembers
        + valueMembers

    // MARK: Views

    private static let viewMembers: [SurfaceMember] = [
        stored("UIView", "backgroundColor", "UIColor?", .none),
        stored("UIView", "clipsToBounds", "Bool", .none),
        stored("UIView", "isUserInteractionEnabled", "Bool", .none, default: .bool(true)),
        stored("UIView", "isOpaque", "Bool", .none, default: .bool(true)),
        stored("UIView", "accessibilityIdentifier", "String?", .none),
        stored("UIView", "accessibilityLabel", "String?", .none),
        stored("UIView", "layoutMargins", "UIEdgeInsets", .layout, default: SurfaceValues.edgeInsets(8, 8, 8, 8)),
        computed("UIView", "layer", "CALayer", get: { call in try SurfaceObjects.owned("layer", "CALayer", of: call) }),
        method("UIView", "addGestureRecognizer", [param(nil, .object)], .none) { call in
            try SurfaceObjects.append(call.argument(0), to: "gestureRecognizers", of: call)
            return .void
        },
        computed("UIView", "gestureRecognizers", "[UIGestureRecognizer]?", .none, get: { call in
            try SurfaceObjects.storedValue("gestureRecognizers", of: call) ?? .null
        }),
        stored("UILabel", "text", "String?", .intrinsicSize),
        stored("UILabel", "attributedText", "NSAttributedString?", .intrinsicSize),
        stored("UILabel", "font", "UIFont!", .intrinsicSize, default: SurfaceValues.font(size: 17)),
        stored("UILabel", "textColor", "UIColor!", .display, default: SurfaceValues.color(named: "label")),
        stored("UILabel", "textAlignment", "NSTextAlignment", .display, default: .enumCase("natural")),
        stored("UILabel", "numberOfLines", "Int", .intrinsicSize, default: .int(1)),
        stored("UILabel", "lineBreakMode", "NSLineBreakMode", .intrinsicSize, default: .enumCase("byTruncatingTail")),
        stored("UILabel", "adjustsFontSizeToFitWidth", "Bool", .none),
        stored("UILabel", "preferredMaxLayoutWidth", "CGFloat", .intrinsicSize),
        method("UIImageView.Type", "init", [param("image", .any)], .intrinsicSize) { call in
            let view = try SurfaceObjects.makeView("UIImageView", frame: .zero, call)
            try SurfaceObjects.store(call.argument(0), as: "image", on: view, call)
            return view
        },
        stored("UIImageView", "image", "UIImage?", .intrinsicSize),
        stored("UIImageView", "highlightedImage", "UIImage?", .none),
        stored("UIImageView", "isHighlighted", "Bool", .display),
        method("UIActivityIndicatorView.Type", "init", [param("style", .enumeration)], .none) { call in
            let view = try SurfaceObjects.makeView("UIActivityIndicatorView", frame: .zero, call)
            try SurfaceObjects.store(call.argument(0), as: "style", on: view, call)
            return view
        },
        stored("UIActivityIndicatorView", "style", "UIActivityIndicatorView.Style", .intrinsicSize,
               default: .enumCase("medium")),
        stored("UIActivityIndicatorView", "hidesWhenStopped", "Bool", .none, default: .bool(true)),
        stored("UIActivityIndicatorView", "color", "UIColor!", .display),
        computed("UIActivityIndicatorView", "isAnimating", "Bool", get: { call in
            try SurfaceObjects.storedValue("isAnimating", of: call) ?? .bool(false)
        }),
        method("UIActivityIndicatorView", "startAnimating", [], .engine) { call in
            try SurfaceObjects.setAnimating(true, call)
        },
        method("UIActivityIndicatorView", "stopAnimating", [], .engine) { call in
            try SurfaceObjects.setAnimating(false, call)
        },
        stored("UIProgressView", "progress", "Float", .display),
        method("UIProgressView", "setProgress", [param(nil, .number), param("animated", .bool)], .display) { call in
            try SurfaceObjects.store(.double(try call.number(0)), as: "progress", on: call.receiver, call)
            try SurfaceEffects.apply(.display, to: try call.receiverObject(EngineObject.self), call)
            return .void
        },
        stored("UITextView", "text", "String!", .display, default: .string("")),
        stored("UITextView", "font", "UIFont?", .display),
        stored("UITextView", "isEditable", "Bool", .none, default: .bool(true)),
        stored("UIScrollView", "contentInset", "UIEdgeInsets", .layout),
        stored("UIScrollView", "delegate", "UIScrollViewDelegate?", .none),
        stored("UIScrollView", "isPagingEnabled", "Bool", .none),
        stored("UIScrollView", "isScrollEnabled", "Bool", .none, default: .bool(true)),
        stored("UIScrollView", "showsVerticalScrollIndicator", "Bool", .none, default: .bool(true)),
        stored("UIScrollView", "showsHorizontalScrollIndicator", "Bool", .none, default: .bool(true)),
        stored("UIScrollView", "alwaysBounceVertical", "Bool", .none),
        stored("UIScrollView", "bounces", "Bool", .none, default: .bool(true)),
        stored("UIScrollView", "keyboardDismissMode", "UIScrollView.KeyboardDismissMode", .none, default: .enumCase("none")),
        method("UIStackView.Type", "init", [param("arrangedSubviews", .any)], .hierarchy) { call in
            let stack = try SurfaceObjects.makeView("UIStackView", frame: .zero, call)
            for view in try call.array(0) { try StackViews.addArranged(view, to: stack, call) }
            return stack
        },
        method("UIStackView", "addArrangedSubview", [param(nil, .object)], .hierarchy) { call in
            try StackViews.addArranged(call.argument(0), to: call.receiver, call)
            return .void
        },
        method("UIStackView", "insertArrangedSubview", [param(nil, .object), param("at", .int)], .hierarchy) { call in
            try StackViews.addArranged(call.argument(0), to: call.receiver, at: try call.int(1), call)
            return .void
        },
        method("UIStackView", "removeArrangedSubview", [param(nil, .object)], .layout) { call in
            try StackViews.removeArranged(call.argument(0), from: call.receiver, call)
            return .void
        },
        computed("UIStackView", "arrangedSubviews", "[UIView]", get: { call in
            try SurfaceObjects.storedValue("arrangedSubviews", of: call) ?? .array([])
        }),
        stored("UIStackView", "axis", "NSLayoutConstraint.Axis", .layout, default: .enumCase("horizontal")),
        stored("UIStackView", "spacing", "CGFloat", .layout),
        stored("UIStackView", "alignment", "UIStackView.Alignment", .layout, default: .enumCase("fill")),
        stored("UIStackView", "distribution", "UIStackView.Distribution", .layout, default: .enumCase("fill")),
        stored("UIStackView", "isLayoutMarginsRelativeArrangement", "Bool", .layout),
    ]

    // MARK: Controls and target–action

    private static let controlMembers: [SurfaceMember] = [
        method("UIControl", "addTarget", [param(nil, .any), param("action", .string), param("for", .any)], .none) { call in
            try TargetAction.add(call)
        },
        method("UIControl", "removeTarget", [param(nil, .any), param("action", .any), param("for", .any)], .none) { call in
            try TargetAction.remove(call)
        },
        method("UIControl", "sendActions", [param("for", .any)], .engine) { call in
            try TargetAction.send(call.argument(0), from: call.receiver, call)
        },
        stored("UIControl", "isEnabled", "Bool", .display, default: .bool(true)),
        stored("UIControl", "isSelected", "Bool", .display),
        stored("UIControl", "isHighlighted", "Bool", .display),
        stored("UIControl", "contentHorizontalAlignment", "UIControl.ContentHorizontalAlignment", .layout,
               default: .enumCase("center")),
        method("UIButton.Type", "init", [param("type", .enumeration)], .none) { call in
            try SurfaceObjects.makeView("UIButton", frame: .zero, call)
        },
        method("UIButton", "setTitle", [param(nil, .any), param("for", .any)], .intrinsicSize) { call in
            try Buttons.set("title", call.argument(0), for: call.argument(1), call)
        },
        method("UIButton", "title", [param("for", .any)], .none) { call in try Buttons.get("title", for: call.argument(0), call) },
        method("UIButton", "setTitleColor", [param(nil, .any), param("for", .any)], .display) { call in
            try Buttons.set("titleColor", call.argument(0), for: call.argument(1), call)
        },
        method("UIButton", "titleColor", [param("for", .any)], .none) { call in
            try Buttons.get("titleColor", for: call.argument(0), call)
        },
        method("UIButton", "setImage", [param(nil, .any), param("for", .any)], .intrinsicSize) { call in
            try Buttons.set("image", call.argument(0), for: call.argument(1), call)
        },
        method("UIButton", "image", [param("for", .any)], .none) { call in try Buttons.get("image", for: call.argument(0), call) },
        method("UIButton", "setAttributedTitle", [param(nil, .any), param("for", .any)], .intrinsicSize) { call in
            try Buttons.set("attributedTitle", call.argument(0), for: call.argument(1), call)
        },
        computed("UIButton", "currentTitle", "String?", get: { call in try Buttons.get("title", for: .enumCase("normal"), call) }),
        computed("UIButton", "titleLabel", "UILabel?", get: { call in try SurfaceObjects.owned("titleLabel", "UILabel", of: call) }),
        computed("UIButton", "imageView", "UIImageView?", get: { call in
            try SurfaceObjects.owned("imageView", "UIImageView", of: call)
        }),
        stored("UIButton", "contentEdgeInsets", "UIEdgeInsets", .intrinsicSize),
        stored("UITextField", "text", "String?", .display, default: .string("")),
        stored("UITextField", "placeholder", "String?", .display),
        stored("UITextField", "font", "UIFont?", .intrinsicSize),
        stored("UITextField", "textColor", "UIColor?", .display),
        stored("UITextField", "textAlignment", "NSTextAlignment", .display, default: .enumCase("natural")),
        stored("UITextField", "borderStyle", "UITextField.BorderStyle", .display, default: .enumCase("none")),
        stored("UITextField", "keyboardType", "UIKeyboardType", .none, default: .enumCase("default")),
        stored("UITextField", "isSecureTextEntry", "Bool", .none),
        stored("UITextField", "clearButtonMode", "UITextField.ViewMode", .layout, default: .enumCase("never")),
        stored("UITextField", "delegate", "UITextFieldDelegate?", .none),
        stored("UISwitch", "isOn", "Bool", .display),
        stored("UISwitch", "onTintColor", "UIColor?", .display),
        method("UISwitch", "setOn", [param(nil, .bool), param("animated", .bool)], .display) { call in
            try SurfaceObjects.store(.bool(try call.bool(0)), as: "isOn", on: call.receiver, call)
            try SurfaceEffects.apply(.display, to: try call.receiverObject(EngineObject.self), call)
            return .void
        },
        stored("UISlider", "value", "Float", .display),
        stored("UISlider", "minimumValue", "Float", .display),
        stored("UISlider", "maximumValue", "Float", .display, default: .double(1)),
        stored("UISlider", "isContinuous", "Bool", .none, default: .bool(true)),
        method("UISlider", "setValue", [param(nil, .number), param("animated", .bool)], .display) { call in
            try SurfaceObjects.store(.double(try call.number(0)), as: "value", on: call.receiver, call)
            try SurfaceEffects.apply(.display, to: try call.receiverObject(EngineObject.self), call)
            return .void
        },
        // UIKit keeps a stepper's value inside its bounds, and the bounds ordered, as they are set.
        computed("UIStepper", "value", "Double", .display, get: { call in
            try SurfaceObjects.storedValue("value", of: call) ?? .double(0)
        }, set: { call in try Steppers.set("value", to: try call.number(0), call) }),
        computed("UIStepper", "minimumValue", "Double", .display, get: { call in
            try SurfaceObjects.storedValue("minimumValue", of: call) ?? .double(0)
        }, set: { call in try Steppers.set("minimumValue", to: try call.number(0), call) }),
        computed("UIStepper", "maximumValue", "Double", .display, get: { call in
            try SurfaceObjects.storedValue("maximumValue", of: call) ?? .double(100)
        }, set: { call in try Steppers.set("maximumValue", to: try call.number(0), call) }),
        // A scroll view keeps its refresh control as a subview (added by UIKit, inferred: where it goes among
        // the subviews is not recorded); beginning and ending refreshing change what is drawn, and send nothing.
        computed("UIScrollView", "refreshControl", "UIRefreshControl?", .hierarchy, get: { call in
            try SurfaceObjects.storedValue("refreshControl", of: call) ?? .null
        }, set: { call in try setRefreshControl(of: try call.receiverObject(View.self), call) }),
        // A table view controller's is its table's.
        computed("UITableViewController", "refreshControl", "UIRefreshControl?", .hierarchy, get: { call in
            guard let table = try call.receiverObject(TableViewController.self).tableView else { return .null }
            return SurfaceObjects.storedValue("refreshControl", of: table, call.interpreter) ?? .null
        }, set: { call in
            let controller = try call.receiverObject(TableViewController.self)
            _ = try controller.view()
            guard let table = controller.tableView else { return }
            try setRefreshControl(of: table, call)
        }),
        computed("UIRefreshControl", "isRefreshing", "Bool", .none, get: { call in
            try SurfaceObjects.storedValue("isRefreshing", of: call) ?? .bool(false)
        }),
        method("UIRefreshControl", "beginRefreshing", [], .display) { call in
            try SurfaceObjects.store(.bool(true), as: "isRefreshing", on: call.receiver, call)
            try SurfaceEffects.apply(.display, to: try call.receiverObject(EngineObject.self), call)
            return .void
        },
        method("UIRefreshControl", "endRefreshing", [], .display) { call in
            try SurfaceObjects.store(.bool(false), as: "isRefreshing", on: call.receiver, call)
            try SurfaceEffects.apply(.display, to: try call.receiverObject(EngineObject.self), call)
            return .void
        },
        stored("UIRefreshControl", "attributedTitle", "NSAttributedString?", .display),
        stored("UIStepper", "stepValue", "Double", .none, default: .double(1)),
        stored("UIStepper", "wraps", "Bool", .none),
        stored("UIStepper", "autorepeat", "Bool", .none, default: .bool(true)),
        stored("UIStepper", "isContinuous", "Bool", .none, default: .bool(true)),
        method("UISegmentedControl.Type", "init", [param("items", .any)], .none) { call in
            let control = try SurfaceObjects.makeView("UISegmentedControl", frame: .zero, call)
            try SurfaceObjects.store(call.argument(0).isNull ? .array([]) : .array(try call.array(0)), as: "items",
                                     on: control, call)
            return control
        },
        stored("UISegmentedControl", "selectedSegmentIndex", "Int", .display, default: .int(-1)),
        computed("UISegmentedControl", "numberOfSegments", "Int", get: { call in
            guard case .array(let items)? = try SurfaceObjects.storedValue("items", of: call) else { return .int(0) }
            return .int(items.count)
        }),
        method("UIGestureRecognizer.Type", "init", [param("target", .any), param("action", .any)], .none) { call in
            let recognizer = try SurfaceObjects.makeObject("UIGestureRecognizer", call)
            try TargetAction.register(target: call.argument(0), action: call.argument(1), events: [],
                                      on: recognizer, call)
            return recognizer
        },
        method("UITapGestureRecognizer.Type", "init", [param("target", .any), param("action", .any)], .none) { call in
            let recognizer = try SurfaceObjects.makeObject("UITapGestureRecognizer", call)
            try TargetAction.register(target: call.argument(0), action: call.argument(1), events: [],
                                      on: recognizer, call)
            return recognizer
        },
        stored("UIGestureRecognizer", "isEnabled", "Bool", .none, default: .bool(true)),
        stored("UITapGestureRecognizer", "numberOfTapsRequired", "Int", .none, default: .int(1)),
        computed("UIGestureRecognizer", "view", "UIView?", .none, get: { call in
            try SurfaceObjects.storedValue("view", of: call) ?? .null
        }),
    ]

    /// `refreshControl = control`: the old control leaves the scroll view, the new one is added to it.
    private static func setRefreshControl(of scroll: View, _ call: BuiltinCall) throws {
        let new = try call.optionalObject(0, View.self)
        if case .object(let old as View)? = SurfaceObjects.storedValue("refreshControl", of: scroll, call.interpreter),
           old !== new, old.superview === scroll {
            try call.engine.inferred { _ = try call.engine.send(.removeFromSuperview, to: old) }
        }
        try SurfaceObjects.store(call.argument(0), as: "refreshControl", on: .object(scroll), call)
        if let new, new.superview !== scroll {
            try call.engine.inferred { _ = try call.engine.send(.addSubview, to: scroll, [.object(new)]) }
        }
    }

    // MARK: Auto Layout

    private static let layoutMembers: [SurfaceMember] = AutoLayout.anchorMembers(of: "UIView")
        + AutoLayout.anchorMembers(of: "UILayoutGuide") + [
        computed("UIView", "safeAreaLayoutGuide", "UILayoutGuide", get: { call in
            try SurfaceObjects.owned("safeAreaLayoutGuide", "UILayoutGuide", of: call)
        }),
        computed("UIView", "layoutMarginsGuide", "UILayoutGuide", get: { call in
            try SurfaceObjects.owned("layoutMarginsGuide", "UILayoutGuide", of: call)
        }),
        // A scroll view's content area and its visible frame, as layout guides its subviews are constrained to.
        computed("UIScrollView", "contentLayoutGuide", "UILayoutGuide", get: { call in
            try SurfaceObjects.owned("contentLayoutGuide", "UILayoutGuide", of: call)
        }),
        computed("UIScrollView", "frameLayoutGuide", "UILayoutGuide", get: { call in
            try SurfaceObjects.owned("frameLayoutGuide", "UILayoutGuide", of: call)
        }),
        method("UIView", "addLayoutGuide", [param(nil, .object)], .constraints) { call in
            let guide = try call.object(0, EngineObject.self)
            try SurfaceObjects.store(call.receiver, as: "owningView", on: .object(guide), call)
            return .void
        },
        computed("UILayoutGuide", "owningView", "UIView?", .none, get: { call in
            try SurfaceObjects.storedValue("owningView", of: call) ?? .null
        }),
        stored("UILayoutGuide", "identifier", "String", .none),
        method("NSLayoutAnchor", "constraint", [param("equalTo", .any), param("constant", .number, default: .double(0))],
               .none) { call in try AutoLayout.constraint(call, relation: "==") },
        method("NSLayoutAnchor", "constraint", [param("greaterThanOrEqualTo", .any),
                                                param("constant", .number, default: .double(0))], .none) { call in
            try AutoLayout.constraint(call, relation: ">=")
        },
        method("NSLayoutAnchor", "constraint", [param("lessThanOrEqualTo", .any),
                                                param("constant", .number, default: .double(0))], .none) { call in
            try AutoLayout.constraint(call, relation: "<=")
        },
        method("NSLayoutAnchor", "constraint", [param("equalTo", .any), param("multiplier", .number),
                                                param("constant", .number, default: .double(0))], .none) { call in
            try AutoLayout.constraint(call, relation: "==", multiplied: true)
        },
        method("NSLayoutAnchor", "constraint", [param("equalToSystemSpacingBelow", .any), param("multiplier", .number)], .none) { call in
            try AutoLayout.systemSpacingConstraint(call, relation: "==")
        },
        method("NSLayoutAnchor", "constraint", [param("greaterThanOrEqualToSystemSpacingBelow", .any), param("multiplier", .number)], .none) { call in
            try AutoLayout.systemSpacingConstraint(call, relation: ">=")
        },
        method("NSLayoutAnchor", "constraint", [param("lessThanOrEqualToSystemSpacingBelow", .any), param("multiplier", .number)], .none) { call in
            try AutoLayout.systemSpacingConstraint(call, relation: "<=")
        },
        method("NSLayoutAnchor", "constraint", [param("equalToSystemSpacingAfter", .any), param("multiplier", .number)], .none) { call in
            try AutoLayout.systemSpacingConstraint(call, relation: "==")
        },
        method("NSLayoutAnchor", "constraint", [param("greaterThanOrEqualToSystemSpacingAfter", .any), param("multiplier", .number)], .none) { call in
            try AutoLayout.systemSpacingConstraint(call, relation: ">=")
        },
        method("NSLayoutAnchor", "constraint", [param("lessThanOrEqualToSystemSpacingAfter", .any), param("multiplier", .number)], .none) { call in
            try AutoLayout.systemSpacingConstraint(call, relation: "<=")
        },
        method("NSLayoutAnchor", "constraint", [param("equalToConstant", .number)], .none) { call in
            try AutoLayout.constantConstraint(call, relation: "==")
        },
        method("NSLayoutAnchor", "constraint", [param("greaterThanOrEqualToConstant", .number)], .none) { call in
            try AutoLayout.constantConstraint(call, relation: ">=")
        },
        method("NSLayoutAnchor", "constraint", [param("lessThanOrEqualToConstant", .number)], .none) { call in
            try AutoLayout.constantConstraint(call, relation: "<=")
        },
        method("NSLayoutConstraint.Type", "activate", [param(nil, .any)], .constraints) { call in
            for constraint in try call.array(0) { try AutoLayout.setActive(true, constraint, call) }
            return .void
        },
        method("NSLayoutConstraint.Type", "deactivate", [param(nil, .any)], .constraints) { call in
            for constraint in try call.array(0) { try AutoLayout.setActive(false, constraint, call) }
            return .void
        },
        computed("NSLayoutConstraint", "isActive", "Bool", .constraints, get: { call in
            try SurfaceObjects.storedValue("isActive", of: call) ?? .bool(false)
        }, set: { call in try AutoLayout.setActive(try call.bool(0), call.receiver, call) }),
        stored("NSLayoutConstraint", "constant", "CGFloat", .constraints),
        stored("NSLayoutConstraint", "priority", "UILayoutPriority", .constraints, default: .double(1000)),
        stored("NSLayoutConstraint", "identifier", "String?", .none),
        computed("NSLayoutConstraint", "multiplier", "CGFloat", .none, get: { call in
            try SurfaceObjects.storedValue("multiplier", of: call) ?? .double(1)
        }),
        computed("NSLayoutConstraint", "firstItem", "AnyObject?", .none, get: { call in
            try SurfaceObjects.storedValue("firstItem", of: call) ?? .null
        }),
        computed("NSLayoutConstraint", "secondItem", "AnyObject?", .none, get: { call in
            try SurfaceObjects.storedValue("secondItem", of: call) ?? .null
        }),
        method("UIView", "addConstraint", [param(nil, .object)], .constraints) { call in
            try AutoLayout.setActive(true, call.argument(0), call)
            return .void
        },
        method("UIView", "addConstraints", [param(nil, .any)], .constraints) { call in
            for constraint in try call.array(0) { try AutoLayout.setActive(true, constraint, call) }
            return .void
        },
        method("UIView", "removeConstraint", [param(nil, .object)], .constraints) { call in
            try AutoLayout.setActive(false, call.argument(0), call)
            return .void
        },
        method("NSObject", "prepareForInterfaceBuilder", [], .none) { _ in .void },
        // Views without content have no intrinsic size; text and images are not measured, so a content view's
        // size is not modelled (a scenario class's override answers for itself).
        computed("UIView", "intrinsicContentSize", "CGSize", .none, get: { call in
            let view = try call.receiverObject(View.self)
            guard ["UIView", "UIScrollView", "UITableView", "UIWindow"].contains(view.uikitClass) else {
                throw call.unsupported("`\(view.uikitClass).intrinsicContentSize` is not supported by the engine: "
                                       + "text and images are not measured")
            }
            return Value(try view.callSuper(.intrinsicContentSize))
        }),
        method("UIView", "invalidateIntrinsicContentSize", [], .intrinsicSize) { call in
            try call.receiverObject(View.self).invalidateIntrinsicContentSize()
            return .void
        },
        method("UIView", "setContentHuggingPriority", [param(nil, .any), param("for", .enumeration)], .constraints) { call in
            try call.receiverObject(View.self).invalidateIntrinsicContentSize()
            return .void
        },
        method("UIView", "setContentCompressionResistancePriority", [param(nil, .any), param("for", .enumeration)],
               .constraints) { call in
            try call.receiverObject(View.self).invalidateIntrinsicContentSize()
            return .void
        },
    ]

    // MARK: Other objects

    private static let objectMembers: [SurfaceMember] = [
        stored("CALayer", "cornerRadius", "CGFloat", .none),
        stored("CALayer", "borderWidth", "CGFloat", .none),
        stored("CALayer", "borderColor", "CGColor?", .none),
        stored("CALayer", "masksToBounds", "Bool", .none),
        stored("CALayer", "shadowColor", "CGColor?", .none),
        stored("CALayer", "shadowOpacity", "Float", .none),
        stored("CALayer", "shadowRadius", "CGFloat", .none, default: .double(3)),
        stored("CALayer", "shadowOffset", "CGSize", .none, default: .size(Size(width: 0, height: -3))),
        stored("CALayer", "opacity", "Float", .none, default: .double(1)),
        stored("UIViewController", "title", "String?", .none),
        method("UIViewController", "show", [param(nil, .object), param("sender", .any)], .engine) { call in
            try Presenting.show(call, detail: false)
        },
        method("UIViewController", "showDetailViewController", [param(nil, .object), param("sender", .any)], .engine) { call in
            try Presenting.show(call, detail: true)
        },
        computed("UIViewController", "navigationItem", "UINavigationItem", get: { call in
            try SurfaceObjects.owned("navigationItem", "UINavigationItem", of: call)
        }),
        stored("UIViewController", "modalTransitionStyle", "UIModalTransitionStyle", .none, default: .enumCase("coverVertical")),
        stored("UIViewController", "hidesBottomBarWhenPushed", "Bool", .none),
        stored("UIPopoverPresentationController", "sourceView", "UIView?", .none),
        stored("UIPopoverPresentationController", "sourceRect", "CGRect", .none),
        stored("UIPopoverPresentationController", "barButtonItem", "UIBarButtonItem?", .none),
        stored("UIPopoverPresentationController", "permittedArrowDirections", "UIPopoverArrowDirection", .none,
               default: .enumCase("any")),
        stored("UINavigationItem", "title", "String?", .none),
        stored("UINavigationItem", "rightBarButtonItem", "UIBarButtonItem?", .none),
        stored("UINavigationItem", "leftBarButtonItem", "UIBarButtonItem?", .none),
        stored("UINavigationItem", "rightBarButtonItems", "[UIBarButtonItem]?", .none),
        stored("UINavigationItem", "backButtonTitle", "String?", .none),
        stored("UINavigationItem", "titleView", "UIView?", .none),
        stored("UINavigationItem", "largeTitleDisplayMode", "UINavigationItem.LargeTitleDisplayMode", .none,
               default: .enumCase("automatic")),
        method("UIBarButtonItem.Type", "init", [param("title", .any), param("style", .enumeration),
                                                param("target", .any), param("action", .any)], .none) { call in
            let item = try SurfaceObjects.makeObject("UIBarButtonItem", call)
            try SurfaceObjects.store(call.argument(0), as: "title", on: item, call)
            try TargetAction.register(target: call.argument(2), action: call.argument(3), events: [], on: item, call)
            return item
        },
        method("UIBarButtonItem.Type", "init", [param("barButtonSystemItem", .enumeration), param("target", .any),
                                                param("action", .any)], .none) { call in
            let item = try SurfaceObjects.makeObject("UIBarButtonItem", call)
            try TargetAction.register(target: call.argument(1), action: call.argument(2), events: [], on: item, call)
            return item
        },
        stored("UIBarButtonItem", "title", "String?", .none),
        stored("UIBarButtonItem", "isEnabled", "Bool", .none, default: .bool(true)),
        stored("UIBarButtonItem", "tintColor", "UIColor?", .none),
        method("UITabBarItem.Type", "init", [param("title", .any), param("image", .any), param("tag", .int)], .none) { call in
            let item = try SurfaceObjects.makeObject("UITabBarItem", call)
            try SurfaceObjects.store(call.argument(0), as: "title", on: item, call)
            try SurfaceObjects.store(.int(try call.int(2)), as: "tag", on: item, call)
            return item
        },
        stored("UITabBarItem", "title", "String?", .none),
        stored("UITabBarItem", "badgeValue", "String?", .none),
        stored("UITabBarItem", "tag", "Int", .none),
    ] + BarsAndControls.members + PropertyAnimators.members + Gestures.members
        + AffineTransforms.members + DiffableDataSources.members
        + Drawing.members + Alerts.members + SearchControllers.members + CustomPresentations.members + Timers.members + TableViews.members + CollectionViews.members + Keyboard.members + Tints.members + Presenting.foundationMembers + Notifications.members
        + AttributedStringKeys.members + ButtonConfigurations.members + TransitionCoordinators.members + TraitCollections.members + ScrollZooming.members

    // MARK: Values

    private static let valueMembers: [SurfaceMember] = ColorsAndFonts.members + VisualFormat.members
}
