import Testing
@testable import LifecycleEngine

/// The call spelling read on bytes says what a walk through the selector's characters says.
@Suite struct TraceTextTests {
    /// The spelling as a Character walk gives it: base up to the first `(`, then each non-empty label
    /// ended by `:` (none after the last character), values in order, `_` for a missing one.
    static func spelledByCharacters(receiver: String, method: String, arguments: [String]) -> String {
        guard let open = method.firstIndex(of: "(") else { return receiver + "." + method }
        // The labels lie between the `(` and the last character, whatever that is.
        let start = method.index(after: open), end = method.index(before: method.endIndex)
        let inside = start < end ? method[start..<end] : ""
        let labels = inside.split(separator: ":", omittingEmptySubsequences: true).map(String.init)
        var text = receiver + "." + method[..<open] + "("
        for (index, label) in labels.enumerated() {
            if index > 0 { text += ", " }
            if label != "_" { text += label + ": " }
            text += index < arguments.count ? arguments[index] : "_"
        }
        return text + ")"
    }

    @Test func callsAreSpelledLikeTheirSelectors() {
        let cases: [(String, [String])] = [
            ("viewDidLoad()", []), ("viewWillAppear(_:)", ["true"]), ("willMove(toSuperview:)", ["root.view"]),
            ("present(_:animated:completion:)", ["sheet", "false"]), ("prefersStatusBarHidden", []),
            ("tableView(_:cellForRowAt:)", ["table", "[0, 1]", "extra"]), ("deinit", []), ("a(::)", ["x"]),
            ("a()", []), ("é(ü:)", ["ß"]), ("f(_:_:)", ["1"]), ("g(x:y:)", ["你好", "🙂"]), ("(", []), ("a(", []),
        ]
        for (method, arguments) in cases {
            #expect(TraceEvent.callText(receiver: "root", method: method, arguments: arguments)
                    == Self.spelledByCharacters(receiver: "root", method: method, arguments: arguments), "\(method)")
        }
    }

    @Test func labelsAreTheNamesBetweenColons() {
        for selector in ["willMove(toSuperview:)", "present(_:animated:completion:)", "a(::)", "é(ü:)", "x", "a("] {
            var fast: [String] = []
            TraceEvent.forEachArgumentLabel(in: selector) { fast.append(String($0)) }
            let expected = selector.firstIndex(of: "(").map { open in
                selector[selector.index(after: open)...].dropLast().split(separator: ":").map(String.init)
            } ?? []
            #expect(fast == expected, "\(selector)")
        }
    }
}
