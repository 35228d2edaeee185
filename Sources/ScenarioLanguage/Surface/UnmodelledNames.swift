/// UIKit and Foundation names that app code uses and the engine does not model, each with the reason or
/// what to write instead. They are rejected where they appear as unsupported, never as unknown names.
enum UnmodelledNames {
    private static let mainThreadOnly = "the engine runs the main thread only and nothing blocks it: "
        + "use `DispatchQueue.main.asyncAfter(deadline:execute:)` to wait"
    private static let backgroundQueues = "background queues and threads are not modelled: the engine runs "
        + "everything on the main thread (`DispatchQueue.main`)"
    private static let layoutSupport = "deprecated since iOS 11: constrain to `view.safeAreaLayoutGuide` instead"

    private static let barVisibility = "UIKit's documentation has the bar shown and hidden through its navigation "
        + "controller: `setNavigationBarHidden(_:animated:)` or `isNavigationBarHidden`"
    private static let barGeometry = "a navigation controller's bar is laid out by the controller and is not a view "
        + "the engine models"

    /// Members by the UIKit class that declares them.
    static let members: [String: [String: String]] = [
        "UIViewController": [
            "topLayoutGuide": layoutSupport, "bottomLayoutGuide": layoutSupport,
        ],
        "UINavigationBar": ["isHidden": barVisibility, "frame": barGeometry, "bounds": barGeometry, "alpha": barGeometry,
                            "intrinsicContentSize": barGeometry],
        "DispatchQueue.Type": ["global": backgroundQueues],
        "DispatchQueue": ["label": backgroundQueues, "sync": backgroundQueues],
    ]

    /// Methods UIKit never calls on a device (Interface Builder calls them while rendering a design): an
    /// override is an ordinary method, and UIKit's implementation does nothing.
    static let interfaceBuilderMethods = ["prepareForInterfaceBuilder()"]

    /// Global functions and types.
    static let globals: [String: String] = [
        "sleep": mainThreadOnly, "usleep": mainThreadOnly, "Thread": backgroundQueues,
        "DateFormatter": "calendar dates are not modelled: a scenario's `Date` is a time on the simulated clock",
    ]

    /// Why `name`, looked up along a UIKit class chain, is not modelled; nil when it is not a known name.
    static func reason(for name: String, chain: [String]) -> String? {
        for owner in chain { if let reason = members[owner]?[name] { return reason } }
        return nil
    }
}
