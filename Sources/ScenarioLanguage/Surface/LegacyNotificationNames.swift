/// Notification names as Swift 4.1 and earlier imported them (`Notification.Name.UIKeyboardWillShow`).
/// Swift 4.2 moved each onto the class that posts it (`UIResponder.keyboardWillShowNotification`) and
/// removed the old spelling, so old tutorials no longer compile; the diagnostic names the current one.
enum LegacyNotificationNames {
    /// Old prefix, then the type that owns the name today and the prefix of its member.
    private static let owners: [(prefix: String, owner: String, memberPrefix: String)] = [
        ("UIKeyboard", "UIResponder", "keyboard"),
        ("UIApplication", "UIApplication", ""),
        ("UIDevice", "UIDevice", ""),
        ("UITextField", "UITextField", ""),
        ("UITextView", "UITextView", ""),
        ("UIWindow", "UIWindow", ""),
        ("UIScreen", "UIScreen", ""),
        ("UIContentSizeCategory", "UIContentSizeCategory", ""),
        ("UIAccessibility", "UIAccessibility", ""),
        ("UIMenuController", "UIMenuController", ""),
        ("UIPasteboard", "UIPasteboard", ""),
    ]

    /// `UIApplicationDidEnterBackground` → `UIApplication.didEnterBackgroundNotification`.
    static func currentSpelling(of name: String) -> String? {
        guard let match = owners.first(where: { name.hasPrefix($0.prefix) && name.count > $0.prefix.count }) else {
            return nil
        }
        let rest = String(name.dropFirst(match.prefix.count))
        guard let first = rest.first, first.isUppercase else { return nil }
        let member = match.memberPrefix.isEmpty ? first.lowercased() + rest.dropFirst() : match.memberPrefix + rest
        return "\(match.owner).\(member)Notification"
    }
}
