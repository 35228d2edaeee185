import LifecycleEngine

/// `UIApplication.shared`, `UIScreen.main` and `UIColor`.
enum ApplicationBuiltins {
    static let functions: [BuiltinFunction] = [
        function("UIApplication", "perform", [param(nil, .string)]) { call in
            let selector = try call.string(0)
            guard selector == "_performMemoryWarning" else {
                throw call.fail("`perform(Selector((\"\(selector)\")))` is not supported by the engine "
                                + "(only `_performMemoryWarning`)")
            }
            // The private selector posts the warning synchronously, inside the current event.
            try call.engine.deliver(.memoryWarning)
            return .null
        },
    ]

    static let properties: [BuiltinProperty] = [
        getter("UIApplication.Type", "shared") { _ in .singleton(.application) },
        getter("UIApplication", "windows") { call in .array(call.engine.windows.map(Value.object)) },
        getter("UIApplication", "keyWindow") { call in
            call.engine.windows.first(where: \.isKeyWindow).map(Value.object) ?? .null
        },
        getter("UIScreen.Type", "main") { _ in .singleton(.screen) },
        getter("UIScreen", "bounds") { call in .rect(Rect(origin: .zero, size: call.engine.window.frame.size)) },
    ]

    /// `UIColor.red`, `.systemBackground`…: stored as names; colours have no lifecycle effect.
    static let colorNames: Set<String> = [
        "black", "blue", "brown", "clear", "cyan", "darkGray", "gray", "green", "lightGray", "magenta", "orange",
        "purple", "red", "white", "yellow", "systemBackground", "secondarySystemBackground", "systemBlue",
        "systemRed", "systemGreen", "systemYellow", "systemOrange", "systemGray", "label", "secondaryLabel",
        "systemPurple", "systemPink", "systemTeal", "systemIndigo", "systemBrown", "systemMint", "systemCyan",
        "systemGray2", "systemGray3", "systemGray4", "systemGray5", "systemGray6", "tertiaryLabel",
        "tertiarySystemBackground", "systemGroupedBackground", "secondarySystemGroupedBackground", "separator",
        "tintColor",
    ]
}
