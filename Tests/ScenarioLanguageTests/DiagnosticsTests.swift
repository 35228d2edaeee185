import Testing
@testable import ScenarioLanguage

/// Every rejected construct is reported at its exact position. Each case marks where it expects an
/// error with a comment line under the offending line: `//   ^ error: message`, the caret in the
/// column of the error (columns count characters); `// error@-1:1: message` gives the column in words.
@Suite struct DiagnosticsTests {
    static let cases: [String] = [
        // Structs, tuples and enums with associated values: what stays outside the language, and what Swift rejects.
        "indirect enum Tree { case leaf, node(Tree) }\n// error@-1:1: `indirect` is not supported by the engine [unsupported]",
        "enum List {\n    case empty\n    indirect case cons(Int, List)\n//  ^ error: `indirect` is not supported by the engine [unsupported]\n}",
        "enum List { case empty, cons(Int, List) }\n//                                ^ error: recursive enum `List` would need `indirect`, which is not supported by the engine [unsupported]",
        "enum Code: Int { case ok, failed(Int) }\n//                              ^ error: an enum with a raw type cannot have cases with associated values [invalid-declaration]",
        "enum State: CaseIterable { case idle, loaded(Int) }\n//          ^ error: an enum with associated values cannot be `CaseIterable` [invalid-declaration]",
        "enum State { case loaded(items: [Int] = []) }\n//                                    ^ error: `default values of associated values` is not supported by the engine [unsupported]",
        "struct Node { var next: Node }\n//                ^ error: value type `Node` cannot have a stored property that contains itself [invalid-declaration]",
        "struct Box<T> { var value: T }\n//        ^ error: `generic structs` is not supported by the engine [unsupported]",
        "struct Cache { lazy var items = [1] }\n//                      ^ error: `lazy` properties of structs are not supported by the engine [unsupported]",
        "struct Link { weak var view: UIView? }\n//                     ^ error: `weak` properties of structs are not supported by the engine [unsupported]",
        "struct Row: UIView {}\n//          ^ error: a struct cannot inherit from the class `UIView` [invalid-declaration]",
        "struct Row {}\nextension Row { var title = \"\" }\n//                  ^ error: extensions must not contain stored properties [invalid-declaration]",
        // `self` in a stored property's initial value, and notification names from before Swift 4.2.
        "class C: UIViewController {\n    let button: UIButton = {\n        let button = UIButton()\n        button.addTarget(self, action: #selector(tap), for: .touchUpInside)\n//                       ^ error: `self` in the initial value of stored property `button` is not the instance (Swift resolves it to the method `NSObject.self()`); declare it `lazy var button` to use the instance [invalid-declaration]\n        return button\n    }()\n    @objc func tap() {}\n}",
        "let n = Notification.Name.UIApplicationDidEnterBackground\n// error@-1:27: `Notification.Name.UIApplicationDidEnterBackground` is the spelling from before Swift 4.2, which no longer compiles; write `UIApplication.didEnterBackgroundNotification` [unsupported]",
        "let n = NSNotification.Name.UIKeyboardWillShow\n// error@-1:29: `Notification.Name.UIKeyboardWillShow` is the spelling from before Swift 4.2, which no longer compiles; write `UIResponder.keyboardWillShowNotification` [unsupported]",
        "struct Row {}\nstruct Row {}\n//     ^ error: invalid redeclaration of `Row` [invalid-declaration]",
        // UIKit spellings from before Swift 3 and Swift 4.2: overrides, calls, members, types and enum cases.
        "class A: UIViewController {\n    override func viewWillAppear(animated: Bool) {}\n//                ^ error: `viewWillAppear(animated:)` is the spelling from before Swift 3, which no longer compiles; write `viewWillAppear(_:)` [invalid-override]\n}",
        "class A: UIViewController {\n    override func willMove(toParentViewController parent: UIViewController?) {}\n//                ^ error: `willMove(toParentViewController:)` is the spelling from before Swift 4.2, which no longer compiles; write `willMove(toParent:)` [invalid-override]\n}",
        "class A: UIViewController {\n    func add(_ child: UIViewController) { addChildViewController(child) }\n//                                        ^ error: `addChildViewController` is the spelling from before Swift 4.2, which no longer compiles; write `addChild(_:)` [unsupported]\n}",
        "let n = UINavigationController(rootViewController: UIViewController())\nn.popViewControllerAnimated(true)\n// error@-1:3: `UINavigationController.popViewControllerAnimated` is the spelling from before Swift 3, which no longer compiles; write `popViewController(animated:)` [unsupported]",
        "class A: UIViewController {\n    override func prepare(for segue: UIStoryboardSegue, sender: Any?) { print(segue.destinationViewController) }\n//                                                                                  ^ error: `UIStoryboardSegue.destinationViewController` is the spelling from before Swift 3, which no longer compiles; write `destination` [unsupported]\n}",
        "let a = UIViewController()\na.removeFromParentViewController()\n// error@-1:3: `UIViewController.removeFromParentViewController` is the spelling from before Swift 4.2, which no longer compiles; write `removeFromParent()` [unsupported]",
        "let c = UIViewController()\nc.didMove(toParentViewController: nil)\n// error@-1:3: `didMove(toParentViewController:)` is the spelling from before Swift 4.2, which no longer compiles; write `didMove(toParent:)` [unsupported]",
        "let s = UITableViewCellStyle.subtitle\n// error@-1:9: `UITableViewCellStyle` is the spelling from before Swift 4.2, which no longer compiles; write `UITableViewCell.CellStyle` [unsupported]",
        "let v = UIView()\nv.backgroundColor = UIColor.blueColor()\n// error@-1:29: `UIColor.blueColor` is the spelling from before Swift 3, which no longer compiles; write `UIColor.blue` [unsupported]",
        "let l = UILabel()\nl.textAlignment = .Center\n// error@-1:19: `.Center` is the spelling from before Swift 3, which no longer compiles; write `.center` [unsupported]",
        // Initializers in extensions of UIKit and standard types do not run: rejected where they are called.
        "extension CGFloat {\n    init?(_ text: String) { return nil }\n//  ^ error: initializers in an extension of `CGFloat` are not supported by the engine [unsupported]\n}",
        "extension UIColor {\n    convenience init(gray: CGFloat) { self.init(white: gray, alpha: 1) }\n}\nlet c = UIColor(gray: 0.5)\n// error@-1:9: `UIColor.init(gray:)`, declared in an extension, is not supported by the engine: initializers in extensions of UIKit types do not run [unsupported]",
        // Nested types: structs and enums nest; classes do not, and a short name is only seen inside its type.
        "struct Outer { class Inner {} }\n//             ^ error: `nested class Inner` is not supported by the engine [unsupported]",
        "struct Outer { struct Inner { static let id = 1 } }\nlet i = Inner.id\n//      ^ error: cannot find `Inner` in scope [unknown-name]",
        "struct Outer { struct Inner {}; struct Inner {} }\n//                                     ^ error: invalid redeclaration of `Outer.Inner` [invalid-declaration]",
        // Collection view layouts compute frames in the engine: custom layouts are not modelled.
        "class Grid: UICollectionViewFlowLayout {}\n//          ^ error: custom collection view layouts (subclasses of `UICollectionViewFlowLayout`) are not supported by the engine [unsupported]",
        "struct Row { var title: String }\nprint(Row(title: \"a\").subtitle)\n//                    ^ error: value of type Row has no member `subtitle` [unknown-member]",
        "enum State { case idle, loaded(Int) }\nlet s = State.idle\nif case State.loadd(let n) = s {}\n//            ^ error: enum `State` has no case `loadd`; did you mean `loaded`? [unknown-member]",
        "enum State { case idle, loaded(Int) }\nswitch State.idle {\ncase .loadd(let n): print(n)\n//    ^ error: no enum declares a case `loadd` with associated values; did you mean `loaded`? [unknown-member]\ndefault: break\n}",
        "let t = (x: 1)\n//       ^ error: cannot create a single-element tuple with an element label [invalid-declaration]",
        "struct P { var x = 0 }\nlet p = P()\np.x = 1\n// error@-1:1: cannot assign to `p`: it is a `let` constant [immutable-value]",
        "struct P { var x = 0; mutating func bump() { x += 1 } }\nlet p = P()\np.bump()\n// error@-1:3: cannot use mutating member `bump` on immutable value: `p` is a `let` constant [immutable-value]",
        "struct P { var x = 0; func reset() { x = 0 } }\n//                                   ^ error: cannot assign to property `x`: `self` is immutable (mark the method `mutating`) [immutable-value]",
        "struct P {\n    var x = 0\n    mutating func bump() { x += 1 }\n    func twice() { bump(); self.bump() }\n//                 ^ error: cannot use mutating member `bump` on immutable value: `self` is immutable (mark the method `mutating`) [immutable-value]\n// error@-2:33: cannot use mutating member `bump` on immutable value: `self` is immutable (mark the method `mutating`) [immutable-value]\n}",
        "struct R { var x = 0; func reset() { [1].forEach { _ in x = 0 } } }\n//                                                      ^ error: cannot assign to property `x`: `self` is immutable (mark the method `mutating`) [immutable-value]",
        "struct R { var x = [0]; func reset() { x[0] = 1 } }\nR().reset()\n// error@-2:40: cannot change `self` here: it is immutable (mark the method `mutating`) [immutable-value]",
        "struct P { let x: Int }\nvar p = P(x: 1)\np.x = 2\n// error@-1:3: cannot assign to property: `x` is a `let` constant [immutable-value]",
        "struct P { var x: Int; var y: Int }\nlet p = P(x: 1)\n//      ^ error: the memberwise initializer of `P` takes (x:y:), not (x:) [unknown-member]",
        "enum State { case idle, failed(code: Int) }\nlet s = State.failed(1)\n//            ^ error: `State.failed` takes (code:), not (_:) [unknown-member]",
        "let (a, b) = (1, 2, 3)\n// error@-1:5: a value of type (Int, Int, Int) does not match this tuple pattern [runtime-error]",
        "struct Row { var n = 0 }\nclass A { mutating func f() {} }\n//        ^ error: `mutating` is not supported by the engine [unsupported]",
        "enum Step {\n    case a\n    var count = 0\n//      ^ error: enums must not contain stored properties [invalid-declaration]\n}",
        "import SwiftUI\n//     ^ error: `import SwiftUI` is not supported by the engine (only CoreGraphics, Dispatch, Foundation, QuartzCore, UIKit) [unsupported]",
        "extension UIPickerView {}\n//        ^ error: extensions are supported on classes declared in the scenario, on modelled UIKit types and on Int, Double, CGFloat, String and Bool; `UIPickerView` is none of these [invalid-declaration]",
        "extension UIView {\n    var count = 0\n//      ^ error: extensions must not contain stored properties [invalid-declaration]\n}",
        "class Box<T> {}\n//       ^ error: `generic classes` is not supported by the engine [unsupported]",
        "class A: UIView {\n    @NSManaged var label: UIView?\n//  ^ error: `@NSManaged` is not supported by the engine [unsupported]\n}",
        "class A {\n    static var shared = 1\n//  ^ error: `static` is not supported by the engine [unsupported]\n}",
        "func f() throws {}\n//       ^ error: `throws` is not supported by the engine [unsupported]",
        "func f(_ values: Int...) {}\n//                  ^ error: `variadic parameters` is not supported by the engine [unsupported]",
        "func f(_ value: inout Int) {}\n//              ^ error: `inout parameters` is not supported by the engine [unsupported]",
        "var total: Int { 1 }\n//             ^ error: `computed variables outside a class` is not supported by the engine [unsupported]",
        "class A {\n    subscript(i: Int) -> Int { i }\n//  ^ error: `subscript` is not supported by the engine [unsupported]\n}",
        "func f() {\n    class Inner {}\n//  ^ error: `classes declared inside a function or closure` is not supported by the engine [unsupported]\n}",
        "throw Oops()\n// error@-1:1: `throw` is not supported by the engine [unsupported]",
        "switch 1 {\ncase 1:\n    fallthrough\n//  ^ error: `fallthrough` is not supported by the engine [unsupported]\ndefault: break\n}",
        "for case let x in [1] {}\n//  ^ error: `for case` is not supported by the engine [unsupported]",
        "let k = #keyPath(UIView.frame)\n//      ^ error: `#keyPath` is not supported by the engine [unsupported]",
        "let t = try compute()\n//      ^ error: `try` is not supported by the engine [unsupported]",
        "let d = [1: \"a\"]\n//      ^ error: only dictionaries with `String` or `NSAttributedString.Key` keys are supported by the engine (a visual format's `views:` and `metrics:`, text attributes) [unsupported]",
        "let k = \\UIView.frame\n//      ^ error: `key paths` is not supported by the engine [unsupported]",
        "let c = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 1)\n//      ^ error: `#colorLiteral` is not supported by the engine [unsupported]",
        "let x = 1 << 2\n//        ^ error: `operator <<` is not supported by the engine [unsupported]",
        "let f = print(_:)\n//      ^ error: `function references like `print(_:)`` is not supported by the engine [unsupported]",
        "let v = UIView()\nlet t = v.mask\n//        ^ error: `UIView.mask` is not supported by the engine [unsupported]",
        "let v = UIView()\nv.layer.anchorPoint = .zero\n//      ^ error: `CALayer.anchorPoint` is not supported by the engine [unsupported]",
        "let s = \"\\(1, radix: 2)\"\n//       ^ error: `interpolation with arguments` is not supported by the engine [unsupported]",
        "print(missing)\n//    ^ error: cannot find `missing` in scope [unknown-name]",
        "let picker = UIPickerView()\n//           ^ error: `UIPickerView` is not supported by the engine [unsupported]",
        "print(#function)\n//    ^ error: `#function outside a function` is not supported by the engine [unsupported]",
        "let v = UIView()\nv.alpha = .transparent\n//        ^ error: `.transparent` is not supported by the engine [unsupported]",
        "class A: UIViewController {\n    override func viewDidLoadd() {}\n//                ^ error: `viewDidLoadd()` does not override a method of UIViewController that the engine models; did you mean `viewDidLoad()`? [invalid-override]\n}",
        "let v = UIView()\nv.setNeedLayout()\n//^ error: `UIView.setNeedLayout` is not supported by the engine; did you mean `setNeedsLayout`? [unsupported]",
        "class A: UIViewController {\n    func viewDidLoad() {}\n//       ^ error: overriding `viewDidLoad()` requires the `override` keyword [invalid-override]\n}",
        "class A: UIView {\n    override func viewDidLoad() {}\n//                ^ error: `viewDidLoad()` does not override a method of UIView that the engine models [invalid-override]\n}",
        "class A: UIViewController {\n    override var title: String? { nil }\n//               ^ error: `title` does not override a property the engine models [invalid-override]\n}",
        "class A: UIPickerView {}\n//       ^ error: `UIPickerView` is not a class the engine models (scenario classes derive from a modelled class such as UIView or UIViewController, or from a scenario class) [invalid-declaration]",
        "class A: UILabell {}\n//       ^ error: `UILabell` is not a class the engine models (scenario classes derive from a modelled class such as UIView or UIViewController, or from a scenario class); did you mean `UILabel`? [invalid-declaration]",
        "let x = = 3\n//      ^ error: expected expression in variable (fix-it: insert expression) [syntax]\n// error@-2:9: extraneous code '= 3' at top level [syntax]",
        "let 名前 = UIView()\n名前.mask = 1\n// ^ error: `UIView.mask` is not supported by the engine [unsupported]",
        "print(1,\n  2\nlet y = 3\n// error@-2:4: expected ')' to end function call (fix-it: insert ')') [syntax]\n",
        "let s = \"中文\"; let v = UIView(); v.mask = 1\n//                                ^ error: `UIView.mask` is not supported by the engine [unsupported]",
        "sleep(1)\n// error@-1:1: `sleep` is not supported by the engine: the engine runs the main thread only and nothing blocks it: use `DispatchQueue.main.asyncAfter(deadline:execute:)` to wait [unsupported]",
        "class A: UIViewController {\n    func f() { print(topLayoutGuide) }\n//                   ^ error: `topLayoutGuide` is not supported by the engine: deprecated since iOS 11: constrain to `view.safeAreaLayoutGuide` instead [unsupported]\n}",
        "let n = UINavigationController()\nn.navigationBar.isHidden = true\n//              ^ error: `UINavigationBar.isHidden` is not supported by the engine: UIKit's documentation has the bar shown and hidden through its navigation controller: `setNavigationBarHidden(_:animated:)` or `isNavigationBarHidden` [unsupported]",
        // Delegate and data-source methods UIKit would call and the engine does not, in a class that adopts the protocol.
        "class A: UIViewController {}\nextension A: UITableViewDelegate {\n    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 80 }\n//       ^ error: `tableView(_:heightForRowAt:)` of `UITableViewDelegate` is not modelled: UIKit would call it, and the engine does not [unsupported]\n}",
        "class A: UITableViewController {\n    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }\n//                ^ error: `tableView(_:titleForHeaderInSection:)` of `UITableViewDataSource` is not modelled: UIKit would call it, and the engine does not [unsupported]\n}",
        "class A: UIViewController, UITableViewDelegate {\n    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}\n//       ^ error: `scrollViewDidEndScrollingAnimation(_:)` of `UIScrollViewDelegate` is not modelled: UIKit would call it, and the engine does not [unsupported]\n}",
        "class A: UIViewController, UICollectionViewDelegateFlowLayout {\n    func collectionView(_ collectionView: UICollectionView, layout: UICollectionViewLayout, insetForSectionAt section: Int) -> UIEdgeInsets { .zero }\n//       ^ error: `collectionView(_:layout:insetForSectionAt:)` of `UICollectionViewDelegateFlowLayout` is not modelled: UIKit would call it, and the engine does not [unsupported]\n}",
        "class A: NSObject, UINavigationControllerDelegate {\n    func navigationController(_ navigationController: UINavigationController, interactionControllerFor animationController: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }\n//       ^ error: `navigationController(_:interactionControllerFor:)` of `UINavigationControllerDelegate` is not modelled: UIKit would call it, and the engine does not [unsupported]\n}",
        "class A: NSObject, UITabBarControllerDelegate {\n    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController, to toVC: UIViewController) -> UIViewControllerAnimatedTransitioning? { nil }\n//       ^ error: `tabBarController(_:animationControllerForTransitionFrom:to:)` of `UITabBarControllerDelegate` is not modelled: UIKit would call it, and the engine does not [unsupported]\n}",
        "class A: NSObject, UISplitViewControllerDelegate {\n    func splitViewControllerDidCollapse(_ svc: UISplitViewController) {}\n//       ^ error: `splitViewControllerDidCollapse(_:)` of `UISplitViewControllerDelegate` is not modelled: UIKit would call it, and the engine does not [unsupported]\n}",
        "class A: NSObject, UIAdaptivePresentationControllerDelegate {\n    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }\n//       ^ error: `presentationController(_:viewControllerForAdaptivePresentationStyle:)` of `UIAdaptivePresentationControllerDelegate` is not modelled: UIKit would call it, and the engine does not [unsupported]\n}",
        "class A: NSObject, UIViewControllerTransitioningDelegate {\n    func interactionControllerForPresentation(using animator: UIViewControllerAnimatedTransitioning) -> UIViewControllerInteractiveTransitioning? { nil }\n//       ^ error: `interactionControllerForPresentation(using:)` of `UIViewControllerTransitioningDelegate` is not modelled: UIKit would call it, and the engine does not [unsupported]\n}",
        "class A: NSObject, UITextFieldDelegate {\n    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool { true }\n//       ^ error: `textField(_:shouldChangeCharactersIn:replacementString:)` of `UITextFieldDelegate` is not modelled: UIKit would call it, and the engine does not [unsupported]\n}",
    ]

    @Test(arguments: cases)
    func rejectedConstructIsReportedWhereItIs(_ source: String) {
        let run = Scenario.run(ScenarioSource(code: source, path: "case.swift"))
        let found = run.diagnostics.filter { $0.severity == .error }.map { "\($0.line):\($0.column): \($0.message)" }
        #expect(found == expectedErrors(in: source))
        #expect(run.outcome == .rejected)
        #expect(run.events.isEmpty)
    }

    @Test func severalProblemsAreReportedInOneRun() {
        let source = """
            let v = UIView()
            v.mask = 1
            struct S {}
            print(S().count)
            print(nowhere)
            """
        let run = Scenario.run(ScenarioSource(code: source, path: "many.swift"))
        #expect(run.diagnostics.map { "\($0.line):\($0.column): \($0.message)" } == [
            "2:3: `UIView.mask` is not supported by the engine [unsupported]",
            "4:11: value of type S has no member `count` [unknown-member]",
            "5:7: cannot find `nowhere` in scope [unknown-name]",
        ])
    }

    @Test func markdownOffsetsPointIntoTheMarkdownFile() throws {
        let source = ScenarioSource(code: "let v = UIView()\nv.mask = 1\n", path: "content/views.md",
                                    lineOffset: 11, columnOffset: 3)
        let run = Scenario.run(source)
        let diagnostic = try #require(run.diagnostics.first)
        #expect(diagnostic.formatted == """
            content/views.md:13:6: error: `UIView.mask` is not supported by the engine [unsupported]
               v.mask = 1
                 ^
            """)
    }

    @Test func runtimeErrorsAreLocatedToo() {
        let run = Scenario.run(ScenarioSource(code: "let a = [1]\nprint(\"x\")\nprint(a[3])\n", path: "r.swift"))
        #expect(run.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
                == ["3:7: index 3 out of range (the array has 1 elements) [runtime-error]"])
        #expect(run.outcome == .rejected)
        #expect(run.events.map(\.plainText) == ["print: x"])
    }

    /// A presentation controller's frame computed as NaN or infinity: UIKit geometry takes finite numbers,
    /// and the error says so rather than calling the Double "not a number".
    @Test func nonFiniteGeometryIsNamedAsSuch() {
        let code = "let v = UIView()\nv.frame = CGRect(x: 0, y: 0, width: 1.0 / 0.0, height: 0.0 / 0.0)\n"
        let run = Scenario.run(ScenarioSource(code: code, path: "r.swift"))
        #expect(run.diagnostics.map { "\($0.line):\($0.column): \($0.message)" }
                == ["2:11: expected a finite number, found inf [runtime-error]"])
        #expect(run.outcome == .rejected)
    }

    /// `line:column: message` for each marker in `source`.
    @Test func unclosedParenthesisSaysWhereItOpened() {
        let run = Scenario.run(ScenarioSource(code: "let v = UIView()\nprint(v.frame,\n  1\nlet x = 2\n", path: "case.swift"))
        let shown = run.diagnostics.map { "\($0.line):\($0.column): \($0.severity.rawValue): \($0.message)" }
        #expect(shown == ["3:4: error: expected ')' to end function call (fix-it: insert ')') [syntax]",
                          "2:6: note: to match this opening '('"])
    }

    /// A method with a protocol method's base name and another selector is ordinary code, and so is a protocol
    /// method in a class that does not adopt the protocol: UIKit would call neither. Neither does it call a
    /// scroll view delegate's dragging methods in any run the engine models.
    @Test(arguments: [
        "class A: UIViewController, UITableViewDelegate {\n    func tableView(_ tableView: UITableView, heightFor row: Int) -> CGFloat { 80 }\n}\nprint(A().tableView(UITableView(), heightFor: 1))",
        "class A: UIViewController {\n    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 80 }\n}\nprint(A().tableView(UITableView(), heightForRowAt: IndexPath(row: 0, section: 0)))",
        // Only a user's drag calls it, and no scenario event drags a scroll view.
        "class A: UIViewController, UIScrollViewDelegate {\n    func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { print(\"drag\") }\n}\nlet s = UIScrollView()\ns.delegate = A()",
    ])
    func protocolMethodsUIKitWouldNotCallAreAccepted(_ source: String) {
        let run = Scenario.run(ScenarioSource(code: source, path: "case.swift"))
        #expect(run.diagnostics.filter { $0.severity == .error }.map(\.message) == [])
        #expect(run.outcome != .rejected)
    }

    func expectedErrors(in source: String) -> [String] {
        var result: [String] = []
        for (index, line) in source.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let text = String(line)
            if let range = text.range(of: "// error@") {
                let rest = text[range.upperBound...]
                let parts = rest.split(separator: ":", maxSplits: 2)
                let lineNumber = index + 1 + (Int(parts[0]) ?? 0)
                result.append("\(lineNumber):\(parts[1]): " + parts[2].dropFirst())
            } else if text.hasPrefix("//"), let caret = text.firstIndex(of: "^"),
                      let marker = text.range(of: "^ error: ") {
                let column = text.distance(from: text.startIndex, to: caret) + 1
                result.append("\(index):\(column): " + text[marker.upperBound...])
            }
        }
        return result
    }
}
