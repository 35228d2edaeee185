import LifecycleEngine

/// `UISearchController` as list tutorials set it up, with its `UISearchBar`, and the table's header and
/// footer views the bar is often put in. The controller keeps its results controller, holds its
/// `searchResultsUpdater` weakly (as UIKit does) and stores its presentation options; its search bar is made
/// on first access and kept, an ordinary view that goes where the code puts it. Typing is not modelled:
/// UIKit asks the updater `updateSearchResults(for:)` as the user edits the bar, and nothing a scenario calls
/// does that, so the controller is never active (`isActive` reads false and cannot be set here: setting it
/// would present the search interface). A table's `tableHeaderView` and `tableFooterView` are subviews of
/// the table, as in UIKit: setting one removes the previous view and adds the new one (inferred: where it
/// goes among the subviews is not recorded; its frame is as the code sets it, frames not being solved).
enum SearchControllers {
    static let classes: [SurfaceClass] = [
        uikitClass("UISearchController", "UIViewController"),
        uikitClass("UISearchBar", "UIView"),
    ]

    static let members: [SurfaceMember] = [
        method("UISearchController.Type", "init", [param("searchResultsController", .any)], .none) { call in
            let controller = try SurfaceObjects.makeController("UISearchController", call)
            if let results = try call.optionalObject(0, ViewController.self) {
                try SurfaceObjects.store(.object(results), as: "searchResultsController", on: controller, call)
                if case .object(let owner) = controller { owner.keep(results) }
            }
            return controller
        },
        computed("UISearchController", "searchResultsController", "UIViewController?", .none, get: { call in
            try SurfaceObjects.storedValue("searchResultsController", of: call) ?? .null
        }),
        stored("UISearchController", "searchResultsUpdater", "UISearchResultsUpdating?", .none),
        stored("UISearchController", "delegate", "UISearchControllerDelegate?", .none),
        computed("UISearchController", "searchBar", "UISearchBar", .none, get: { call in
            try SurfaceObjects.owned("searchBar", "UISearchBar", of: call)
        }),
        computed("UISearchController", "isActive", "Bool", .none, get: { _ in .bool(false) }),
        stored("UISearchController", "obscuresBackgroundDuringPresentation", "Bool", .none, default: .bool(true)),
        stored("UISearchController", "dimsBackgroundDuringPresentation", "Bool", .none, default: .bool(true)),
        stored("UISearchController", "hidesNavigationBarDuringPresentation", "Bool", .none, default: .bool(true)),
        stored("UISearchBar", "text", "String?", .display, default: .string("")),
        stored("UISearchBar", "placeholder", "String?", .display),
        stored("UISearchBar", "delegate", "UISearchBarDelegate?", .none),
        stored("UINavigationItem", "searchController", "UISearchController?", .none),
        stored("UINavigationItem", "hidesSearchBarWhenScrolling", "Bool", .none, default: .bool(true)),
        computed("UITableView", "tableHeaderView", "UIView?", .hierarchy, get: { call in
            try SurfaceObjects.storedValue("tableHeaderView", of: call) ?? .null
        }, set: { call in try setAccessory("tableHeaderView", call) }),
        computed("UITableView", "tableFooterView", "UIView?", .hierarchy, get: { call in
            try SurfaceObjects.storedValue("tableFooterView", of: call) ?? .null
        }, set: { call in try setAccessory("tableFooterView", call) }),
    ]

    /// `tableHeaderView = view` (or the footer): the previous view leaves the table, the new one is added.
    private static func setAccessory(_ key: String, _ call: BuiltinCall) throws {
        let table = try call.receiverObject(View.self)
        let new = try call.optionalObject(0, View.self)
        if case .object(let old as View)? = SurfaceObjects.storedValue(key, of: table, call.interpreter),
           old !== new, old.superview === table {
            try call.engine.inferred { _ = try call.engine.send(.removeFromSuperview, to: old) }
        }
        try SurfaceObjects.store(call.argument(0), as: key, on: .object(table), call)
        if let new, new.superview !== table {
            try call.engine.inferred { _ = try call.engine.send(.addSubview, to: table, [.object(new)]) }
        }
    }
}
